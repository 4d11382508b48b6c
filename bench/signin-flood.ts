/**
 * Sign-in flood benchmark: p95 of an authenticated GET /api/projects while 64
 * clients send bad sign-ins as fast as they can, beside the same call without the flood.
 * Goals, in the same run: p95 ≤ 300 ms on the embedded PGlite (whose queries share the one event
 * loop with the hashing's callbacks and the page rendering) and ≤ 100 ms on PostgreSQL (when
 * DATABASE_URL names a server: a fresh database on it, dropped afterwards). Every bad sign-in names a new address from a new
 * client address (X-Forwarded-For, with TRUST_PROXY=1), so that no lockout makes it cheap:
 * each one costs a full argon2 verification, and what keeps the API fast is the bounded
 * hashing queue (apps/server/src/identity/password-hashing.ts).
 * Runs the real server in this process.
 * Run: [DATABASE_URL=postgres://…] node --import tsx bench/signin-flood.ts
 */
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  buildApp,
  createContext,
  createSubscription,
  loadConfig,
  seedReferenceData,
  serverMounts,
  signAccessToken,
  userAccounts,
  users,
} from '@vantage/server/testing';
import { type BenchDatabase, openBenchDatabase } from './bench-database.js';
import { type Figure, figure, percentile, record } from './figures.js';
import { freePort } from './server-process.js';
import type { FlooderData } from './signin-flooder.js';

const FLOOD = Number(process.env.BENCH_FLOOD_CLIENTS ?? 64);
const CALLS = Number(process.env.BENCH_CALLS ?? 100);

const p95 = (samples: number[]) =>
  percentile(
    [...samples].sort((a, b) => a - b),
    95,
  );

/** The flood against a server on this database; its figures, named after the database. */
async function floodOn(database: BenchDatabase, label: string, goalMs: number): Promise<Figure[]> {
  const { handle } = database;
  await handle.migrate();
  await seedReferenceData(handle.db);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PUBLIC_URL: baseUrl,
    SEED_DEMO: 'false',
    TRUST_PROXY: '1',
  });
  const ctx = await createContext(config, handle);
  const app = await buildApp(ctx, { mounts: serverMounts(ctx), logger: false });
  await app.listen({ port, host: '127.0.0.1' });

  // One Owner with a subscription and an access token, as the dashboard has.
  const { subscription } = await createSubscription(ctx.db, {
    customerName: 'Bench',
    typeKey: 'energy-planner',
  });
  const [user] = await ctx.db
    .insert(users)
    .values({
      subject: 'bench-user',
      email: 'bench@example.test',
      emailVerified: true,
      identityProvider: 'embedded',
    })
    .returning();
  await ctx.db
    .insert(userAccounts)
    .values({ userId: user!.id, subscriptionId: subscription.id, roles: ['Owner'] });
  const jwk = ctx.signingKeys![0]!;
  const token = await signAccessToken(jwk, {
    issuer: config.issuer,
    subject: user!.subject,
    email: user!.email,
    emailVerified: true,
  });
  const headers = { authorization: `Bearer ${token}`, 'x-subscription-key': subscription.key };

  async function measure(): Promise<number[]> {
    const samples: number[] = [];
    for (let i = 0; i < CALLS; i += 1) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/projects`, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`GET /api/projects answered ${response.status}`);
      samples.push(performance.now() - started);
    }
    return samples;
  }

  await measure(); // warm-up
  const quiet = await measure();

  // The flood, from a worker thread of its own (signin-flooder.ts).
  const flooder = new Worker(new URL('./signin-flooder.ts', import.meta.url), {
    workerData: { baseUrl, issuer: config.issuer, clients: FLOOD } satisfies FlooderData,
  });
  let attempts = 0;
  let flooding: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    flooding = resolve;
  });
  flooder.on('message', (count: number) => {
    attempts = count;
    // The worker's own start (its imports take seconds on a busy machine) is not the flood:
    // measure once every client has been answered once.
    if (attempts >= FLOOD) flooding();
  });
  const ended = new Promise((resolve, reject) => {
    flooder.once('exit', resolve);
    flooder.once('error', reject);
  });
  await Promise.race([started, ended]);
  const floodStarted = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const attemptsBefore = attempts;
  const during = await measure();
  const rate = ((attempts - attemptsBefore) / ((performance.now() - floodStarted - 1000) / 1000)).toFixed(0);
  flooder.postMessage('stop');
  await ended;

  const p95Quiet = p95(quiet);
  const p95Flood = p95(during);
  console.log(`${database.kind}:`);
  console.log(
    `  GET /api/projects p95 without a flood:            ${p95Quiet.toFixed(1)} ms (${CALLS} calls)`,
  );
  console.log(
    `  GET /api/projects p95 during ${FLOOD} concurrent bad sign-ins: ${p95Flood.toFixed(1)} ms (goal ≤ ${goalMs} ms; ${(p95Flood / p95Quiet).toFixed(1)}× the quiet p95)`,
  );
  console.log(`  bad sign-ins answered during the measurement: ${rate}/s`);
  const method = `${FLOOD} clients, each bad sign-in from a new address and client address; ${CALLS} sequential GETs; ${label}`;
  await app.close();
  await database.drop();
  return [
    figure(
      `GET /api/projects p95 during ${FLOOD} concurrent bad sign-ins (${label})`,
      p95Flood,
      'ms',
      { atMost: goalMs },
      method,
    ),
    figure(`GET /api/projects p95 without a sign-in flood (${label})`, p95Quiet, 'ms', undefined, method),
    figure(
      `bad sign-ins answered per second during the flood (${label})`,
      Number(rate),
      'sign-ins/s',
      undefined,
      method,
    ),
  ];
}

async function main() {
  const figures = await floodOn(await openBenchDatabase(undefined), 'PGlite', 300);
  const postgresUrl = process.env.DATABASE_URL;
  if (postgresUrl) figures.push(...(await floodOn(await openBenchDatabase(postgresUrl), 'PostgreSQL', 100)));
  else console.log('PostgreSQL: n/a (set DATABASE_URL=postgres://… to measure it in the same run)');
  console.log(
    `load average (1, 5, 15 min): ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  );
  record('signin-flood', figures);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
