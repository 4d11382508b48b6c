/**
 * Password reset benchmark. Two figures, each a ratio within one run:
 * - "Forgot password?" for a known address vs an unknown one: median answer time, requests
 *   interleaved (the answer must not tell whether the address exists; the mail is sent after).
 * - ctx.verifyToken with the per-account "not before" check vs the same verification without
 *   it (what the check costs each API call and hub connect).
 * The server runs in its own process on a PGlite directory; the token check in this process. The machine may be shared:
 * compare the ratios, not the milliseconds.
 * Run: node --import tsx bench/password-reset.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createContext,
  createIdentityAccount,
  createTokenVerifier,
  loadConfig,
  openDatabase,
  readForm,
  seedReferenceData,
  signAccessToken,
  TestBrowser,
} from '@vantage/server/testing';
import { figure, percentile, record } from './figures.js';
import { startServerProcess } from './server-process.js';

const REQUESTS = Number(process.env.BENCH_CALLS ?? 60);
const VERIFICATIONS = 500;

const median = (samples: number[]) =>
  percentile(
    [...samples].sort((a, b) => a - b),
    50,
  );

async function main() {
  // The accounts go into a PGlite directory first; the server then runs in its own process,
  // so that its work after the answer (the mail) does not delay this client's reading.
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-reset-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  await handle.migrate();
  await seedReferenceData(handle.db);
  const known: string[] = [];
  for (let i = 0; i < REQUESTS + 5; i += 1) {
    const email = `known-${i}@example.test`;
    await createIdentityAccount(handle.db, {
      email,
      password: 'bench-password',
      firstName: 'B',
      lastName: 'B',
    });
    known.push(email);
  }
  await handle.close();
  const server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      PASSWORD_RESETS_PER_HOUR: '100000',
      LOG_LEVEL: 'silent',
    },
    { timeoutMs: 300_000 },
  );
  const issuer = `${server.url.replace('127.0.0.1', 'localhost')}/realms/planner`;
  const browser = new TestBrowser(server.url);
  const page = await browser.request(`${server.url}/realms/planner/login-actions/reset-credentials`);
  const action = new URL(new URL(readForm(page.text).action, issuer).pathname, server.url).href;
  // Each known address once (3 requests per typed address and hour are allowed).
  const ask = async (email: string) => {
    const started = performance.now();
    const answer = await browser.request(action, { form: { email } });
    if (answer.status !== 200) throw new Error(`forgot password answered ${answer.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 5; i += 1) {
    await ask(known.pop()!);
    await ask(`warm-${i}@example.test`);
  }
  const knownTimes: number[] = [];
  const unknownTimes: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    knownTimes.push(await ask(known.pop()!));
    unknownTimes.push(await ask(`unknown-${i}@example.test`));
  }
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  const timeRatio = median(knownTimes) / median(unknownTimes);
  console.log(
    `forgot password, median answer: known ${median(knownTimes).toFixed(1)} ms, unknown ${median(unknownTimes).toFixed(1)} ms (ratio ${timeRatio.toFixed(2)}, ${REQUESTS} each, interleaved, server in its own process)`,
  );

  const memory = await openDatabase({ kind: 'pglite' });
  await memory.migrate();
  const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://127.0.0.1:9', SEED_DEMO: 'false' });
  const ctx = await createContext(config, memory);
  // The token check: a real access token of the embedded provider, verified both ways.
  const account = await createIdentityAccount(ctx.db, {
    email: 'tokens@example.test',
    password: 'bench-password',
    firstName: 'T',
    lastName: 'T',
  });
  const token = await signAccessToken(ctx.signingKeys![0]!, {
    issuer: config.issuer,
    subject: account.id,
    sessionId: 'bench-session',
  });
  const plain = createTokenVerifier({
    issuer: config.issuer,
    audience: config.OIDC_AUDIENCE,
    keys: ctx.signingKeys!,
  });
  const timed = async (verify: (token: string) => Promise<unknown>) => {
    const started = performance.now();
    await verify(token);
    return performance.now() - started;
  };
  const withCheck: number[] = [];
  const without: number[] = [];
  for (let i = 0; i < VERIFICATIONS; i += 1) {
    withCheck.push(await timed(ctx.verifyToken));
    without.push(await timed(plain));
  }
  const checkRatio = median(withCheck) / median(without);
  console.log(
    `verifyToken, median: with the not-before check ${median(withCheck).toFixed(3)} ms, without ${median(without).toFixed(3)} ms (ratio ${checkRatio.toFixed(2)}, ${VERIFICATIONS} each, PGlite)`,
  );
  record('password-reset', [
    figure('forgot password median answer, known vs unknown address', timeRatio, 'ratio', {
      text: 'close to 1',
    }),
    figure(
      'verifyToken median with vs without the not-before check',
      checkRatio,
      'ratio',
      undefined,
      'PGlite, in process',
    ),
  ]);
  await memory.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
