#!/usr/bin/env node
// CI check of the deployment files without a container engine (issue 12):
// - Dockerfile: Node LTS slim, non-root, HEALTHCHECK on /readyz, a data volume; the build
//   stage's COPY and RUN steps run for real in a temporary directory, and everything the
//   runtime stage copies from it must then exist (with --skip-build: structure only);
// - compose.yaml: valid YAML, Vantage services use only variables apps/server/src/config.ts
//   knows and their values pass its validation; every ${VAR} has a default;
// - deploy/keycloak/planner-realm.json: well-formed, with the settings the product needs,
//   and every placeholder set on the Keycloak service.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const skipBuild = process.argv.includes('--skip-build');
const problems = [];
const fail = (message) => problems.push(message);
const note = (message) => console.log(`  ${message}`);

// ---- Dockerfile -------------------------------------------------------------------------
/** Instructions with continuation lines joined, comments dropped. */
function instructions(text) {
  const lines = text.replace(/\\\r?\n/g, ' ').split(/\r?\n/);
  return lines
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

function stages(list) {
  const result = [];
  const args = {};
  for (const instruction of list) {
    if (instruction.keyword === 'ARG' && result.length === 0) {
      const [name, value = ''] = instruction.args.split('=');
      args[name] = value;
    } else if (instruction.keyword === 'FROM') {
      const [image, , name] = instruction.args.split(/\s+/);
      result.push({ image: image.replace(/\$\{(\w+)\}/g, (_, v) => args[v] ?? ''), name, steps: [] });
    } else {
      result.at(-1)?.steps.push(instruction);
    }
  }
  return result;
}

// .dockerignore's patterns, matched against each part of a path (`**/x` and `*.ext` forms).
const ignored = readFileSync(join(root, '.dockerignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim().replace(/^\*\*\//, ''))
  .filter(Boolean)
  .map((pattern) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`));
const keep = (path) =>
  !relative(root, path)
    .split('/')
    .some((part) => ignored.some((pattern) => pattern.test(part)));

function checkDockerfile() {
  console.log('Dockerfile');
  const list = stages(instructions(readFileSync(join(root, 'Dockerfile'), 'utf8')));
  const build = list.find((stage) => stage.name === 'build');
  const runtime = list.at(-1);
  if (!build || !runtime || build === runtime)
    return fail('Dockerfile: needs a build stage and a runtime stage');
  for (const stage of list) {
    if (!/^node:(22|24)[\w.-]*-slim$/.test(stage.image))
      fail(`Dockerfile: ${stage.image} is not Node 22/24 LTS slim`);
  }
  const last = (keyword) => runtime.steps.filter((step) => step.keyword === keyword).at(-1);
  const user = last('USER')?.args;
  if (!user || user === 'root' || user === '0')
    fail('Dockerfile: the runtime stage must run as a non-root USER');
  if (!last('HEALTHCHECK')?.args.includes('/readyz')) fail('Dockerfile: HEALTHCHECK must probe /readyz');
  if (!last('VOLUME')?.args.includes('/data')) fail('Dockerfile: a VOLUME for /data (PGlite) is missing');
  const dataDir = runtime.steps.find((step) => step.keyword === 'ENV' && /DATA_DIR=\/data/.test(step.args));
  if (!dataDir) fail('Dockerfile: ENV DATA_DIR=/data is missing');
  const cmd = JSON.parse(last('CMD')?.args ?? '[]');
  note(
    `stages: ${list.map((stage) => `${stage.name ?? 'runtime'} (${stage.image})`).join(', ')}; user ${user}`,
  );
  if (skipBuild) return note('build steps skipped (--skip-build)');

  const work = mkdtempSync(join(tmpdir(), 'vantage-docker-'));
  try {
    const env = { ...process.env };
    for (const step of build.steps) {
      if (step.keyword === 'COPY') {
        const parts = step.args.split(/\s+/).filter((part) => !part.startsWith('--'));
        const dest = parts.pop();
        for (const source of parts) {
          const from = join(root, source);
          if (!existsSync(from)) {
            fail(`Dockerfile: COPY ${source}: no such file`);
            continue;
          }
          const to = dest.endsWith('/')
            ? join(work, dest, source.split('/').pop())
            : join(work, dest === './' ? source : dest);
          mkdirSync(dirname(to), { recursive: true });
          cpSync(from, to, { recursive: true, filter: keep });
        }
      } else if (step.keyword === 'ENV') {
        for (const pair of step.args.split(/\s+/)) {
          const [name, value] = pair.split('=');
          env[name] = value;
        }
      } else if (step.keyword === 'RUN') {
        note(`RUN ${step.args}`);
        const started = Date.now();
        const result = spawnSync('sh', ['-c', step.args], { cwd: work, env, stdio: 'inherit' });
        note(
          `  ${result.status === 0 ? 'ok' : `failed (${result.status})`} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
        );
        if (result.status !== 0) return fail(`Dockerfile: RUN ${step.args} failed`);
      }
    }
    for (const step of runtime.steps.filter((s) => s.keyword === 'COPY' && s.args.includes('--from=build'))) {
      const source = step.args.split(/\s+/).filter((part) => !part.startsWith('--'))[0];
      if (!existsSync(join(work, source.replace(/^\/app\/?/, '')))) {
        fail(`Dockerfile: the runtime stage copies ${source}, which the build stage did not produce`);
      }
    }
    const entry = cmd.find((arg) => arg.endsWith('.js'));
    if (!entry || !existsSync(join(work, entry))) fail(`Dockerfile: CMD entry ${entry} was not built`);
    else note(`CMD ${cmd.join(' ')}: built`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

// ---- Keycloak realm ---------------------------------------------------------------------
function checkRealm(keycloakEnv) {
  console.log('deploy/keycloak/planner-realm.json');
  const file = join(root, 'deploy/keycloak/planner-realm.json');
  const text = readFileSync(file, 'utf8');
  let realm;
  try {
    realm = JSON.parse(text);
  } catch (error) {
    return fail(`planner-realm.json: not JSON (${error.message})`);
  }
  // Keycloak's import placeholder (a literal, not a template).
  const publicUrl = ['$', '{VANTAGE_PUBLIC_URL}'].join('');
  const expect = (condition, message) => condition || fail(`planner-realm.json: ${message}`);
  expect(realm.realm === 'planner', 'realm must be "planner"');
  for (const flag of [
    'enabled',
    'registrationAllowed',
    'verifyEmail',
    'resetPasswordAllowed',
    'bruteForceProtected',
  ]) {
    expect(realm[flag] === true, `${flag} must be true`);
  }
  const client = realm.clients?.find((c) => c.clientId === 'planner_dash');
  expect(client, 'the client planner_dash is missing');
  if (client) {
    expect(
      client.publicClient === true && client.standardFlowEnabled === true,
      'planner_dash: public, standard flow',
    );
    expect(
      client.implicitFlowEnabled === false && client.directAccessGrantsEnabled === false,
      'planner_dash: no implicit or password grant',
    );
    expect(client.attributes?.['pkce.code.challenge.method'] === 'S256', 'planner_dash: PKCE S256');
    expect(
      client.redirectUris?.every((uri) => uri.startsWith(publicUrl)),
      `planner_dash: redirect URIs from ${publicUrl}`,
    );
    expect(
      client.webOrigins?.every((uri) => uri.startsWith(publicUrl)),
      `planner_dash: web origins from ${publicUrl}`,
    );
  }
  const placeholders = [...new Set([...text.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]))];
  for (const name of placeholders) {
    if (keycloakEnv && !(name in keycloakEnv))
      fail(`compose.yaml: keycloak does not set ${name}, a placeholder of the realm`);
  }
  note(`client planner_dash, placeholders ${placeholders.join(', ')}`);
}

// ---- compose.yaml -----------------------------------------------------------------------
function configVariables() {
  const source = readFileSync(join(root, 'apps/server/src/config.ts'), 'utf8');
  const schema = source.slice(source.indexOf('const ConfigSchema'), source.indexOf('export type Config'));
  return new Set([...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]));
}

/** `${VAR:-default}` as compose resolves it with an empty environment. */
function interpolate(value, where) {
  return String(value).replace(/\$\{(\w+)(?::?-([^}]*))?\}/g, (_, name, fallback) => {
    if (fallback === undefined) fail(`compose.yaml: ${where} uses \${${name}} without a default`);
    return fallback ?? '';
  });
}

function validateWithConfig(env, where) {
  const program =
    "const { loadConfig } = await import('./apps/server/src/config.ts');" +
    'try { loadConfig(JSON.parse(process.env.CHECK_ENV)); } catch (e) { console.error(e.message); process.exit(1); }';
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], {
    cwd: root,
    env: { PATH: process.env.PATH, CHECK_ENV: JSON.stringify(env) },
    encoding: 'utf8',
  });
  if (result.status !== 0) fail(`compose.yaml: ${where}: ${result.stderr.trim()}`);
}

function checkCompose() {
  console.log('compose.yaml');
  let compose;
  try {
    compose = parse(readFileSync(join(root, 'compose.yaml'), 'utf8'), { merge: true });
  } catch (error) {
    fail(`compose.yaml: not valid YAML (${error.message})`);
    return undefined;
  }
  const known = configVariables();
  known.add('NODE_ENV');
  // Node.js's own options (the image caps the young generation for PGlite; Dockerfile).
  known.add('NODE_OPTIONS');
  const services = Object.entries(compose.services ?? {});
  const vantage = services.filter(
    ([, service]) => service.build === '.' || String(service.image).startsWith('vantage'),
  );
  if (vantage.length < 2) fail('compose.yaml: expected two Vantage processes');
  for (const name of ['postgres', 'redis', 'keycloak', 'mailpit']) {
    if (!compose.services?.[name]) fail(`compose.yaml: service ${name} is missing`);
  }
  for (const [name, service] of vantage) {
    const env = {};
    for (const [key, value] of Object.entries(service.environment ?? {})) {
      if (!known.has(key))
        fail(`compose.yaml: ${name} sets ${key}, which apps/server/src/config.ts does not know`);
      env[key] = interpolate(value, `${name}.${key}`);
    }
    validateWithConfig(env, name);
    note(`${name}: ${Object.keys(env).length} variables, all known to config.ts and valid`);
  }
  const keycloak = compose.services?.keycloak;
  const env = {};
  for (const [key, value] of Object.entries(keycloak?.environment ?? {}))
    env[key] = interpolate(value, `keycloak.${key}`);
  const mounted = (keycloak?.volumes ?? []).some((volume) =>
    String(volume).startsWith('./deploy/keycloak/planner-realm.json:'),
  );
  if (!mounted) fail('compose.yaml: keycloak must import ./deploy/keycloak/planner-realm.json');
  return env;
}

const keycloakEnv = checkCompose();
checkRealm(keycloakEnv);
checkDockerfile();
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('\nDeployment files: ok');
