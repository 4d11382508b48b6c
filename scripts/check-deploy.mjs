#!/usr/bin/env node
// CI check of the deployment files without a container engine, and without installing or
// building (CI's own install and build already run the same npm ci and npm run build):
// - Dockerfile: Node LTS slim, non-root, HEALTHCHECK on /readyz, a data volume; every file the
//   build stage copies exists and is not left out by .dockerignore, every npm script it runs
//   exists, and everything the runtime stage copies from it is copied or made there (what
//   each RUN makes is read from the files that decide it: the workspaces' build outputs);
// - compose.yaml: valid YAML, Vantage services use only variables apps/server/src/config.ts
//   knows and their values pass its validation; every ${VAR} has a default;
// - deploy/keycloak/planner-realm.json: well-formed, with the settings the product needs,
//   and every placeholder set on the Keycloak service.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
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
  // What the build stage holds after each step, as paths relative to /app.
  const made = new Set();
  for (const step of build.steps) {
    if (step.keyword === 'COPY') {
      const parts = step.args.split(/\s+/).filter((part) => !part.startsWith('--'));
      const dest = parts.pop();
      for (const source of parts) {
        const from = join(root, source);
        if (!existsSync(from)) fail(`Dockerfile: COPY ${source}: no such file`);
        else if (!keep(from)) fail(`Dockerfile: COPY ${source}: left out by .dockerignore`);
        made.add(dest.endsWith('/') ? join(dest, source.split('/').pop()) : dest === './' ? source : dest);
      }
    } else if (step.keyword === 'RUN') {
      for (const path of runOutputs(step.args)) made.add(path);
    }
  }
  const has = (path) => [...made].some((held) => path === held || path.startsWith(`${held}/`));
  for (const file of buildNeeds) {
    if (!has(file)) fail(`Dockerfile: the build runs ${file}, which the build stage does not copy`);
  }
  for (const step of runtime.steps.filter((s) => s.keyword === 'COPY' && s.args.includes('--from=build'))) {
    const source = step.args.split(/\s+/).filter((part) => !part.startsWith('--'))[0];
    const path = source.replace(/^\/app\/?/, '');
    if (!has(path))
      fail(`Dockerfile: the runtime stage copies ${source}, which the build stage does not make`);
  }
  const entry = cmd.find((arg) => arg.endsWith('.js'));
  const entrySource = entry && sourceOfBuilt(entry);
  if (!entry || !has(entry) || !entrySource)
    fail(`Dockerfile: CMD entry ${entry} is not built by the build stage`);
  else note(`CMD ${cmd.join(' ')}: built from ${entrySource}`);
}

const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));

/** A workspace's build output: its tsconfig's outDir, or Vite's (dist unless its config says). */
function buildOutput(workspace) {
  if (existsSync(join(root, workspace, 'vite.config.ts'))) {
    const config = readFileSync(join(root, workspace, 'vite.config.ts'), 'utf8');
    return join(workspace, /outDir:\s*'([^']+)'/.exec(config)?.[1] ?? 'dist');
  }
  // tsconfig.json may hold comments and trailing commas; outDir is a plain string in it.
  const tsconfig = readFileSync(join(root, workspace, 'tsconfig.json'), 'utf8');
  const outDir = /"outDir":\s*"([^"]+)"/.exec(tsconfig)?.[1];
  if (!outDir) fail(`Dockerfile: ${workspace}'s build output is unknown (no outDir in its tsconfig.json)`);
  return join(workspace, outDir ?? 'dist');
}

/** Files of the repository outside the workspaces that their builds run. */
const buildNeeds = [];

/** What a RUN step makes: npm ci's node_modules, the builds' outputs, mkdir's folders. */
function runOutputs(command) {
  const outputs = [];
  const scripts = readJson('package.json').scripts ?? {};
  for (const part of command.split('&&').map((piece) => piece.trim())) {
    if (/^npm ci\b/.test(part)) outputs.push('node_modules');
    const script = /^npm run (\S+)/.exec(part)?.[1];
    if (script) {
      if (!scripts[script]) fail(`Dockerfile: RUN ${part}: package.json has no script "${script}"`);
      for (const [, workspace] of (scripts[script] ?? '').matchAll(/npm run build -w (\S+)/g)) {
        if (!readJson(join(workspace, 'package.json')).scripts?.build)
          fail(`Dockerfile: ${workspace} has no build script`);
        outputs.push(buildOutput(workspace));
        // Files outside the workspace that its build runs (e.g. the bundle budget check).
        const build = readJson(join(workspace, 'package.json')).scripts?.build ?? '';
        for (const [, file] of build.matchAll(/\.\.\/\.\.\/(\S+)/g)) buildNeeds.push(file);
      }
    }
    if (/^mkdir\b/.test(part))
      outputs.push(
        ...part
          .split(/\s+/)
          .slice(1)
          .filter((arg) => !arg.startsWith('-')),
      );
  }
  note(`RUN ${command}: makes ${outputs.join(', ') || 'nothing the runtime copies'}`);
  return outputs;
}

/** The TypeScript source a built server file comes from (rootDir src, outDir dist). */
function sourceOfBuilt(path) {
  const source = path.replace(/^(apps\/server)\/dist\/(.*)\.js$/, '$1/src/$2.ts');
  return source !== path && existsSync(join(root, source)) ? source : undefined;
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
