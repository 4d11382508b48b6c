/**
 * GET /api/projects against its floor, on PostgreSQL (DATABASE_URL; a fresh
 * database beside it, dropped afterwards), loopback only:
 *   - the real server as a child process (as production runs it) at the default log level
 *     (`info`: no line per request) and at `debug` (one line per request), and the floor (bench/api-floor-server.ts:
 *     node:http + pg + jose running the same statements and answering the same JSON, checked
 *     byte for byte before measuring);
 *   - autocannon, 50 connections, the first page (Limit=50) of 1,000 projects, authorised;
 *     rounds interleaved (server, floor, server at debug, ...), BENCH_API_SECONDS each
 *     (default 5) times BENCH_API_ROUNDS (default 2), after a 2-second warm-up of each;
 *   - requests per second (sum over rounds) as a ratio to the floor, and p99 latency.
 * Bounded: about 45 s. Run: DATABASE_URL=postgres://… node --import tsx bench/api-floor.ts
 */

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildApp,
  createContext,
  createSubscription,
  loadConfig,
  loadProjectActor,
  openDatabase,
  projects,
  seedReferenceData,
  signAccessToken,
  userAccounts,
  users,
} from '@vantage/server/testing';
import autocannon from 'autocannon';
import pg from 'pg';
import type { FloorConfig, Statement } from './api-floor-server.js';
import { type Figure, figure, record } from './figures.js';
import { freePort, processCpuMs, ROOT, startServerProcess } from './server-process.js';

const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 3);
const CONNECTIONS = 50;
const PATH = '/api/projects?Offset=0&Limit=50';
const PUBLIC_URL = 'http://localhost:8080';

type Run = {
  requests: number;
  seconds: number;
  p99: number;
  p50: number;
  errors: number;
  /** CPU time (user + system) of the target's process during the run, ms. */
  cpuMs: number;
};

/** Little's law: the mean time a request spends in the system with CONNECTIONS always in flight. */
function leastMeanMs(requestsPerSecond: number): number {
  return (CONNECTIONS / requestsPerSecond) * 1000;
}

function load(url: string, headers: Record<string, string>, seconds: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${url}${PATH}`, connections: CONNECTIONS, duration: seconds, headers, timeout: 10 },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          requests: result.requests.total,
          seconds: result.duration,
          p99: result.latency.p99,
          p50: result.latency.p50,
          errors: result.errors + result.timeouts + (result.non2xx ?? 0),
          cpuMs: 0,
        });
      },
    );
  });
}

async function seed(databaseUrl: string) {
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl });
  await handle.migrate();
  await seedReferenceData(handle.db);
  const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL, DATABASE_URL: databaseUrl });
  const ctx = await createContext(config, handle);
  const { subscription } = await createSubscription(ctx.db, {
    customerName: 'Bench Floor Co',
    typeKey: 'energy-planner',
    limits: { projectLimit: 2_000 },
  });
  const [user] = await ctx.db
    .insert(users)
    .values({ subject: 'bench-floor', email: 'floor@example.test', identityProvider: 'embedded' })
    .returning();
  await ctx.db
    .insert(userAccounts)
    .values({ userId: user!.id, subscriptionId: subscription.id, roles: ['Owner'] });
  const start = Date.UTC(2020, 0, 1);
  await ctx.db.insert(projects).values(
    Array.from({ length: 1_000 }, (_, i) => ({
      subscriptionId: subscription.id,
      name: `Windpark ${String(i).padStart(5, '0')}`,
      tagNames: ['027bd7'],
      createdAt: new Date(start + i * 60_000),
    })),
  );
  await ctx.db.execute('analyze projects');
  const jwk = ctx.signingKeys![0]!;
  const token = await signAccessToken(jwk, {
    issuer: ctx.config.issuer,
    subject: user!.subject,
    email: user!.email,
  });
  const headers = { authorization: `Bearer ${token}`, 'x-subscription-key': subscription.key };

  // The statements the server runs for this request, as sent to PostgreSQL.
  const app = await buildApp(ctx, { logger: false });
  await app.ready();
  await app.inject({ url: PATH, headers }); // warm: prepared caches, lazy work of the first call
  const statements: Array<Statement & { at: number; done?: number }> = [];
  const original = pg.Client.prototype.query;
  // biome-ignore lint/suspicious/noExplicitAny: a pass-through wrapper of pg's overloaded query
  pg.Client.prototype.query = function (this: pg.Client, ...args: any[]): any {
    const [first, second] = args;
    const text = typeof first === 'string' ? first : first?.text;
    const values = (typeof first === 'string' ? second : (first?.values ?? second)) ?? [];
    if (typeof text === 'string') {
      statements.push({ text, values, rowMode: first?.rowMode, name: first?.name, at: performance.now() });
    }
    return original.apply(this, args as never);
  } as never;
  const answer = await app.inject({ url: PATH, headers });
  pg.Client.prototype.query = original;
  const { subscription: sub } = { subscription };
  const actor = await loadProjectActor(ctx.db, {
    roles: ['Owner'],
    isExpired: false,
    subscription: sub,
  } as never);
  await app.close();
  const publicJwk = { ...jwk } as Record<string, unknown>;
  for (const key of ['d', 'p', 'q', 'dp', 'dq', 'qi']) delete publicJwk[key];
  await handle.close();
  return { headers, statements, answer, actor, jwks: { keys: [publicJwk] }, issuer: config.issuer };
}

async function main(): Promise<void> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl?.startsWith('postgres')) {
    console.log('API vs floor: n/a (needs PostgreSQL: set DATABASE_URL=postgres://…)');
    record('api-floor', [figure('GET /api/projects requests/s vs floor', null, 'ratio', { atLeast: 0.9 })]);
    return;
  }
  const guard = setTimeout(() => {
    console.error('api-floor benchmark: over its 3-minute budget, stopping');
    process.exit(1);
  }, 180_000);
  guard.unref();
  const name = `vantage_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dir = mkdtempSync(join(tmpdir(), 'vantage-bench-floor-'));
  const stops: Array<() => Promise<void>> = [];
  try {
    const seeded = await seed(databaseUrl);
    if (seeded.answer.statusCode !== 200) throw new Error(`GET ${PATH} answered ${seeded.answer.statusCode}`);
    if (process.env.BENCH_VERBOSE) console.log(JSON.stringify(seeded.statements, null, 1).slice(0, 3000));
    const split = seeded.statements.findIndex((s) => s.text.includes('"subscription_features"'));
    const sequential = seeded.statements.slice(0, split);
    const parallel = seeded.statements.slice(split);
    const listIndex = parallel.findIndex((s) => /limit \$\d+/i.test(s.text) && /order by/i.test(s.text));
    const countIndex = parallel.findIndex((s) => /count\(/i.test(s.text));
    const floorPort = await freePort();
    const floorConfig: FloorConfig = {
      databaseUrl,
      port: floorPort,
      issuer: seeded.issuer,
      audience: 'planner_dash',
      jwks: seeded.jwks,
      path: PATH,
      sequential: sequential.map(({ name, text, values, rowMode }) => ({ name, text, values, rowMode })),
      parallel: parallel.map(({ name, text, values, rowMode }) => ({ name, text, values, rowMode })),
      listIndex,
      countIndex,
      actor: seeded.actor,
    };
    const configFile = join(dir, 'floor.json');
    writeFileSync(configFile, JSON.stringify(floorConfig));
    // BENCH_API_CPU_PROF=<dir>: the floor and the server at info run with `node --cpu-prof` (a
    // profile per process written to <dir> when it stops), to see what the server pays that the
    // floor does not.
    const profileDir = process.env.BENCH_API_CPU_PROF;
    const profileArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
    const floor = spawn(
      process.execPath,
      [...profileArgs, '--import', 'tsx', 'bench/api-floor-server.ts', configFile],
      {
        cwd: ROOT,
        stdio: 'inherit',
      },
    );
    stops.push(
      () =>
        new Promise((resolve) => {
          floor.once('exit', () => resolve());
          floor.kill('SIGTERM');
        }),
    );
    const floorUrl = `http://127.0.0.1:${floorPort}`;
    // NODE_ENV=production as the Docker image sets it: answers are written without the check
    // that development and the tests add (apps/server/src/http/answer-serializer.ts).
    const env = {
      DATABASE_URL: databaseUrl,
      PUBLIC_URL,
      SEED_DEMO: 'false',
      DATA_DIR: dir,
      NODE_ENV: 'production',
    };
    // The default log level (info: no line per request), and debug (a line each).
    // Compiled, as `npm start` runs it in production (when built; else through tsx).
    const quiet = await startServerProcess(
      { ...env, LOG_LEVEL: 'info' },
      { compiled: true, nodeArgs: profileArgs },
    );
    stops.push(quiet.stop);
    const logging = await startServerProcess({ ...env, LOG_LEVEL: 'debug' }, { compiled: true });
    stops.push(logging.stop);
    for (let i = 0; i < 100; i += 1) {
      if (
        await fetch(`${floorUrl}${PATH}`).then(
          () => true,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    // Same answer from all three before measuring.
    const expected = seeded.answer.body;
    for (const [label, target] of [
      ['floor', floorUrl],
      ['server', quiet.url],
    ] as const) {
      const response = await fetch(`${target}${PATH}`, {
        headers: { ...seeded.headers, 'accept-encoding': 'identity' },
      });
      const body = await response.text();
      if (
        body !== expected ||
        response.headers.get('x-total-count') !== seeded.answer.headers['x-total-count']
      ) {
        throw new Error(`${label} answered differently (${response.status}): ${body.slice(0, 300)}`);
      }
    }

    const targets = [
      { label: 'server (log level info)', url: quiet.url, pid: quiet.child.pid! },
      { label: 'floor', url: floorUrl, pid: floor.pid! },
      { label: 'server (log level debug)', url: logging.url, pid: logging.child.pid! },
    ];
    const runs = new Map<string, Run[]>(targets.map((t) => [t.label, []]));
    for (const t of targets) await load(t.url, seeded.headers, 3);
    // Each round starts with the next target, so that no target always runs in the same slot
    // (with a fixed order the debug server came out faster than the info one, which logs less).
    for (let round = 0; round < ROUNDS; round += 1) {
      for (let i = 0; i < targets.length; i += 1) {
        const t = targets[(round + i) % targets.length]!;
        const cpuBefore = processCpuMs(t.pid);
        const run = await load(t.url, seeded.headers, SECONDS);
        run.cpuMs = processCpuMs(t.pid) - cpuBefore;
        runs.get(t.label)!.push(run);
      }
    }
    const summary = (label: string) => {
      const list = runs.get(label)!;
      const rps = list.reduce((s, r) => s + r.requests, 0) / list.reduce((s, r) => s + r.seconds, 0);
      return {
        rps,
        // CPU time of the process per request answered: what the machine's other load distorts
        // far less than requests per second (a process that waits for a core uses no CPU).
        cpuUs: (list.reduce((s, r) => s + r.cpuMs, 0) * 1000) / list.reduce((s, r) => s + r.requests, 0),
        p99: Math.max(...list.map((r) => r.p99)),
        p50: list[0]!.p50,
        errors: list.reduce((s, r) => s + r.errors, 0),
      };
    };
    const server = summary(targets[0]!.label);
    const floorRun = summary('floor');
    const info = summary(targets[2]!.label);
    const lines = [
      `GET ${PATH} (1,000 projects, 50 per page), PostgreSQL, ${CONNECTIONS} connections, ` +
        `${ROUNDS} interleaved rounds of ${SECONDS} s, autocannon on loopback`,
      ...[
        ['server, log level info', server],
        ['floor (node:http + pg + jose)', floorRun],
        ['server, log level debug', info],
      ].map(
        ([label, s]) =>
          `  ${String(label).padEnd(30)} ${(s as typeof server).rps.toFixed(0).padStart(6)} req/s, ` +
          `p50 ${(s as typeof server).p50} ms, p99 ${(s as typeof server).p99} ms, ` +
          `CPU ${(s as typeof server).cpuUs.toFixed(0)} µs per request, errors ${(s as typeof server).errors}`,
      ),
      `  ratio to floor: ${(server.rps / floorRun.rps).toFixed(2)} (goal ≥ 0.9); with a log line per request (debug): ` +
        `${(info.rps / floorRun.rps).toFixed(2)} (logging costs ${((1 - info.rps / server.rps) * 100).toFixed(0)} %)`,
      `  CPU per request, server vs floor: ${(server.cpuUs / floorRun.cpuUs).toFixed(2)}×`,
      // Little's law: with 50 requests always in flight, the mean latency is 50 / (requests per
      // second). The p99 goal needs a mean below it, so at least 50 / 0.020 = 2,500 req/s.
      `  mean latency at ${CONNECTIONS} connections (${CONNECTIONS} / req/s): server ${leastMeanMs(server.rps).toFixed(0)} ms, ` +
        `floor ${leastMeanMs(floorRun.rps).toFixed(0)} ms; a p99 of 20 ms needs ≥ ${(CONNECTIONS / 0.02).toFixed(0)} req/s`,
    ];
    console.log(lines.join('\n'));
    const figures: Figure[] = [
      figure(
        'GET /api/projects requests/s vs floor',
        server.rps / floorRun.rps,
        'ratio',
        { atLeast: 0.9 },
        'autocannon, 50 connections, PostgreSQL, interleaved',
      ),
      figure(
        'GET /api/projects CPU per request vs floor',
        server.cpuUs / floorRun.cpuUs,
        'ratio',
        undefined,
        'process CPU time (user + system) during the rounds per request answered',
      ),
      figure('GET /api/projects p99', server.p99, 'ms', { atMost: 20 }, 'autocannon, 50 connections'),
      figure(
        "floor's mean latency at 50 connections",
        leastMeanMs(floorRun.rps),
        'ms',
        undefined,
        "Little's law: 50 requests in flight / the floor's requests per second; a p99 under it cannot be reached on this machine",
      ),
      figure('GET /api/projects requests/s', server.rps, 'req/s', undefined, 'log level info (the default)'),
      figure(
        'floor requests/s',
        floorRun.rps,
        'req/s',
        undefined,
        'node:http + pg + jose, same SQL and JSON',
      ),
      figure(
        'GET /api/projects requests/s vs floor, a log line per request (debug)',
        info.rps / floorRun.rps,
        'ratio',
        undefined,
        'LOG_LEVEL=debug',
      ),
    ];
    record('api-floor', figures);
  } finally {
    for (const stop of stops.reverse()) await stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
