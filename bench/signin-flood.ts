/**
 * Sign-in flood benchmark: p95 of an authenticated GET /api/projects while 64
 * clients send bad sign-ins as fast as they can, beside the same call without the flood.
 * Goal: p95 ≤ 100 ms during the flood. Every bad sign-in names a new address from a new
 * client address (X-Forwarded-For, with TRUST_PROXY=1), so that no lockout makes it cheap:
 * each one costs a full argon2 verification, and what keeps the API fast is the bounded
 * hashing queue (apps/server/src/identity/password-hashing.ts).
 * Runs the real server in this process on an in-memory PGlite.
 * Run: node --import tsx bench/signin-flood.ts
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import {
  buildApp,
  createContext,
  createSubscription,
  loadConfig,
  openDatabase,
  readForm,
  seedReferenceData,
  serverMounts,
  signAccessToken,
  TestBrowser,
  userAccounts,
  users,
} from '@vantage/server/testing';
import { figure, percentile, record } from './figures.js';
import { freePort } from './server-process.js';

const FLOOD = Number(process.env.BENCH_FLOOD_CLIENTS ?? 64);
const CALLS = Number(process.env.BENCH_CALLS ?? 100);

const p95 = (samples: number[]) =>
  percentile(
    [...samples].sort((a, b) => a - b),
    95,
  );

async function main() {
  const handle = await openDatabase({ kind: 'pglite' });
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

  // The flood: each client opens a sign-in page once, then posts bad passwords in a loop.
  let stop = false;
  let attempts = 0;
  const flooder = async () => {
    const browser = new TestBrowser(baseUrl);
    const query = new URLSearchParams({
      client_id: 'planner_dash',
      response_type: 'code',
      scope: 'openid',
      redirect_uri: `${baseUrl}/`,
      code_challenge: randomBytes(32).toString('base64url'),
      code_challenge_method: 'S256',
    });
    const page = await browser.follow(`${config.issuer}/protocol/openid-connect/auth?${query}`);
    const form = readForm(page.text);
    while (!stop) {
      const forwarded = `10.${attempts % 250}.${Math.floor(attempts / 250) % 250}.${(attempts * 7) % 250}`;
      await browser.request(form.action, {
        form: { ...form.fields, email: `nobody-${attempts}@example.test`, password: 'wrong-password' },
        headers: { 'x-forwarded-for': forwarded },
      });
      attempts += 1;
    }
  };
  const floodStarted = performance.now();
  const flood = Array.from({ length: FLOOD }, flooder);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const attemptsBefore = attempts;
  const during = await measure();
  const rate = ((attempts - attemptsBefore) / ((performance.now() - floodStarted - 1000) / 1000)).toFixed(0);
  stop = true;
  await Promise.all(flood);

  const p95Quiet = p95(quiet);
  const p95Flood = p95(during);
  console.log(`GET /api/projects p95 without a flood:            ${p95Quiet.toFixed(1)} ms (${CALLS} calls)`);
  console.log(
    `GET /api/projects p95 during ${FLOOD} concurrent bad sign-ins: ${p95Flood.toFixed(1)} ms (goal ≤ 100 ms; ${(p95Flood / p95Quiet).toFixed(1)}× the quiet p95)`,
  );
  console.log(`bad sign-ins answered during the measurement: ${rate}/s`);
  console.log(
    `load average (1, 5, 15 min): ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  );
  const method = `${FLOOD} clients, each bad sign-in from a new address and client address; ${CALLS} sequential GETs`;
  record('signin-flood', [
    figure(
      `GET /api/projects p95 during ${FLOOD} concurrent bad sign-ins`,
      p95Flood,
      'ms',
      { atMost: 100 },
      method,
    ),
    figure('GET /api/projects p95 without a sign-in flood', p95Quiet, 'ms', undefined, method),
    figure(
      'bad sign-ins answered per second during the flood',
      Number(rate),
      'sign-ins/s',
      undefined,
      method,
    ),
  ]);
  await app.close();
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
