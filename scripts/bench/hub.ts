/**
 * Hub benchmark (issue 6): the real server in this process on an in-memory PGlite, raw
 * SignalR clients over local WebSockets.
 *   1. How many concurrent connections one process holds: ramp to BENCH_HUB_CONNECTIONS
 *      (default 2,000), then check that every one still receives a broadcast.
 *   2. The delay from an API change (PUT /api/user/client-id) to its hub event at
 *      BENCH_HUB_SUBSCRIBED (default 1,000) subscribed clients: median and p99.
 * Bounded: stops ramping at the first failure or after 60 s; the whole run stays < 2 min.
 * Run: node --import tsx scripts/bench/hub.ts
 */
import { pathToFileURL } from 'node:url';
import { importJWK, SignJWT } from 'jose';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { createContext } from '../../apps/server/src/context.js';
import { openDatabase } from '../../apps/server/src/db/connection.js';
import { userAccounts, users } from '../../apps/server/src/db/schema/index.js';
import { groups } from '../../apps/server/src/events/bus.js';
import { createSubscription } from '../../apps/server/src/modules/subscriptions/create-subscription.js';
import { serverMounts } from '../../apps/server/src/mounts.js';
import { seedReferenceData } from '../../apps/server/src/seed/reference.js';
import { figure, record } from './figures.js';
import { BenchClient } from './hub-clients.js';

const TARGET = Number(process.env.BENCH_HUB_CONNECTIONS ?? 2_000);
const SUBSCRIBED = Math.min(TARGET, Number(process.env.BENCH_HUB_SUBSCRIBED ?? 1_000));
const ROUNDS = Number(process.env.BENCH_HUB_ROUNDS ?? 30);
const BATCH = 50;
const RAMP_LIMIT_MS = 60_000;

const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export async function startServer() {
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  await seedReferenceData(database.db);
  const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://127.0.0.1:8080', SEED_DEMO: 'false' });
  const ctx = await createContext(config, database);
  const app = await buildApp(ctx, { mounts: serverMounts(ctx), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');

  const { subscription } = await createSubscription(ctx.db, {
    customerName: 'Bench Co',
    typeKey: 'wind-planner',
  });
  const [user] = await ctx.db
    .insert(users)
    .values({ subject: 'bench-user', email: 'bench@example.test', identityProvider: 'embedded' })
    .returning();
  await ctx.db
    .insert(userAccounts)
    .values({ userId: user!.id, subscriptionId: subscription.id, roles: ['Owner'] });
  const jwk = ctx.signingKeys![0]!;
  const token = await new SignJWT({ email: user!.email, azp: 'planner_dash' })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
    .setSubject(user!.subject)
    .setIssuer(config.issuer)
    .setAudience('account')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(await importJWK(jwk, 'RS256'));
  return {
    app,
    ctx,
    baseUrl: `http://127.0.0.1:${address.port}`,
    token,
    userId: user!.id,
    subscriptionId: subscription.id,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export async function rampConnections(server: Awaited<ReturnType<typeof startServer>>, target = TARGET) {
  const clients: BenchClient[] = [];
  const connectTimes: number[] = [];
  const started = performance.now();
  let failure: string | undefined;
  while (clients.length < target && !failure && performance.now() - started < RAMP_LIMIT_MS) {
    const size = Math.min(BATCH, target - clients.length);
    const batch = await Promise.allSettled(
      Array.from({ length: size }, async () => {
        const begun = performance.now();
        const client = await BenchClient.connect(server.baseUrl, server.token);
        connectTimes.push(performance.now() - begun);
        return client;
      }),
    );
    if (process.env.BENCH_VERBOSE) console.log(clients.length, (performance.now() - started).toFixed(0));
    for (const outcome of batch) {
      if (outcome.status === 'fulfilled') clients.push(outcome.value);
      else failure ??= String(outcome.reason);
    }
  }
  connectTimes.sort((a, b) => a - b);
  return { clients, seconds: (performance.now() - started) / 1000, failure, connectTimes };
}

/** Every client is a team member, so all are in the subscription group: one event reaches all. */
async function countReceivers(server: Awaited<ReturnType<typeof startServer>>, clients: BenchClient[]) {
  let received = 0;
  const all = new Promise<void>((resolve) => {
    for (const client of clients) {
      client.onEvent = (target) => {
        if (target === 'OnItemAdded' && ++received === clients.length) resolve();
      };
    }
  });
  server.ctx.bus.item('OnItemAdded', 'project', 0, [groups.subscription(server.subscriptionId)]);
  await Promise.race([all, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  for (const client of clients) client.onEvent = () => {};
  return received;
}

export async function putClientId(server: Awaited<ReturnType<typeof startServer>>, clientId: string) {
  const response = await fetch(`${server.baseUrl}/api/user/client-id`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${server.token}`,
      'content-type': 'application/json',
      'x-client-id': clientId,
    },
    body: JSON.stringify({ force: true }),
  });
  if (response.status !== 204) throw new Error(`PUT /api/user/client-id answered ${response.status}`);
}

async function measureDelay(server: Awaited<ReturnType<typeof startServer>>, subscribed: BenchClient[]) {
  for (let i = 0; i < subscribed.length; i += BATCH) {
    await Promise.all(subscribed.slice(i, i + BATCH).map((c) => c.invoke('SubscribeToUser', server.userId)));
  }
  // The first takeover from "no client" announces nothing: start from a known client.
  await putClientId(server, 'bench-tab-start');
  const delays: number[] = [];
  const apiTimes: number[] = [];
  const lastPerRound: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const clientId = `bench-tab-${round}`;
    let sent = 0;
    let remaining = subscribed.length;
    let last = 0;
    const done = new Promise<void>((resolve) => {
      for (const client of subscribed) {
        client.onEvent = (target, args, at) => {
          if (target !== 'OnClientIdChanged' || args[0] !== clientId) return;
          delays.push(at - sent);
          last = Math.max(last, at - sent);
          if (--remaining === 0) resolve();
        };
      }
    });
    sent = performance.now();
    await putClientId(server, clientId);
    apiTimes.push(performance.now() - sent);
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (remaining > 0) throw new Error(`round ${round}: ${remaining} clients got no event within 10 s`);
    lastPerRound.push(last);
  }
  return { delays: delays.sort((a, b) => a - b), apiTimes: apiTimes.sort((a, b) => a - b), lastPerRound };
}

async function main(): Promise<void> {
  const guard = setTimeout(() => {
    console.error('hub benchmark: over its 2-minute budget, stopping');
    process.exit(1);
  }, 115_000);
  guard.unref();

  const server = await startServer();
  global.gc?.();
  const before = process.memoryUsage();
  const ramp = await rampConnections(server);
  const after = process.memoryUsage();
  const held = server.app.hub!.connectionCount;
  const receivers = await countReceivers(server, ramp.clients);
  const perConnection = (after.rss - before.rss) / Math.max(1, ramp.clients.length);

  const lines = [
    '',
    `Hub benchmark: one process (${server.app.hub!.backplaneKind} backplane, PGlite), clients in the same process`,
    `  concurrent connections held: ${held} of ${TARGET} asked (opened in ${ramp.seconds.toFixed(1)} s, ` +
      `${(ramp.clients.length / ramp.seconds).toFixed(0)} negotiate+connect per s)` +
      (ramp.failure ? `; stopped at: ${ramp.failure}` : ''),
    `  all connections alive: ${receivers} of ${ramp.clients.length} received one broadcast`,
    `  memory: rss ${mb(before.rss)} -> ${mb(after.rss)} (~${(perConnection / 1024).toFixed(0)} KB per connection, client side included)`,
  ];

  const subscribed = ramp.clients.slice(0, SUBSCRIBED);
  const delay = await measureDelay(server, subscribed);
  lines.push(
    `  API change -> event at ${subscribed.length} subscribed clients (PUT /api/user/client-id -> OnClientIdChanged, ` +
      `${ROUNDS} rounds, ${delay.delays.length} deliveries, ${held} connections open):`,
    `    per delivery: median ${ms(percentile(delay.delays, 50))}, p99 ${ms(percentile(delay.delays, 99))}, ` +
      `max ${ms(delay.delays.at(-1)!)}`,
    `    last client of a round: median ${ms(
      percentile(
        [...delay.lastPerRound].sort((a, b) => a - b),
        50,
      ),
    )}; ` + `HTTP answer median ${ms(percentile(delay.apiTimes, 50))}`,
    '',
  );
  console.log(lines.join('\n'));
  const p95Connect = percentile(ramp.connectTimes, 95);
  console.log(`  connect (negotiate + WebSocket + handshake), batches of ${BATCH}: p95 ${ms(p95Connect)}`);
  record('hub', [
    figure(
      'hub connections held by one process',
      held,
      'connections',
      { atLeast: 20_000, text: '≥ 20,000 at p95 connect ≤ 500 ms' },
      `ramp to BENCH_HUB_CONNECTIONS=${TARGET}`,
    ),
    figure('hub p95 connect during the ramp', p95Connect, 'ms', { atMost: 500 }),
    figure('RSS per hub connection (client side included)', perConnection / 1024, 'KB', undefined),
    figure(
      `hub p99 delivery at ${subscribed.length} subscribers`,
      percentile(delay.delays, 99),
      'ms',
      undefined,
    ),
  ]);

  for (const client of ramp.clients) client.close();
  await server.close();
}

// Run as a script (not when hub-vs-socketio.ts imports its helpers).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
