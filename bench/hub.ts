/**
 * Hub benchmark (issues 6 and 14): how many connections one server process holds at p95
 * connect ≤ 500 ms (goal ≥ 20,000), with its RSS per connection.
 *   - the server: `apps/server/src/main.ts` as its own child process, PGlite, in-memory
 *     backplane (hub-server.ts); RSS is that process's alone (/proc);
 *   - the clients: BENCH_HUB_PROCESSES (default 2) client processes of bare SignalR clients
 *     (hub-clients.ts) — negotiate, WebSocket, handshake — BENCH_HUB_CONCURRENCY (default 20)
 *     connects in flight each; team members, so every connection is in the subscription group;
 *   - ramp to BENCH_HUB_CONNECTIONS (default 20,000, capped below the server's open-files
 *     limit), stopping at the first failure or after BENCH_HUB_RAMP_SECONDS (default 180);
 *   - then one API change (PUT /api/projects/:id -> OnItemUpdated) to every held connection:
 *     all alive, and the delay to the last of them.
 * Run: npm run bench -- hub
 */
import { loadavg } from 'node:os';
import { figure, record } from './figures.js';
import { closeFleet, fanOutRound, ms, openFleet, p } from './hub-fleet.js';
import { CONNECTIONS_PER_USER, startHubServer, updateProject } from './hub-server.js';

const ASKED = Number(process.env.BENCH_HUB_CONNECTIONS ?? 20_000);
const PROCESSES = Number(process.env.BENCH_HUB_PROCESSES ?? 2);
const CONCURRENCY = Number(process.env.BENCH_HUB_CONCURRENCY ?? 20);
const RAMP_SECONDS = Number(process.env.BENCH_HUB_RAMP_SECONDS ?? 180);
/** Files the server needs besides its sockets (PGlite, listeners, stdio). */
const SPARE_FILES = 100;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

async function main(): Promise<void> {
  const guard = setTimeout(() => {
    console.error('hub benchmark: over its 10-minute budget, stopping');
    process.exit(1);
  }, 600_000);
  guard.unref();

  const server = await startHubServer(Math.ceil(ASKED / CONNECTIONS_PER_USER) + 1);
  try {
    const filesLimit = server.openFilesLimit();
    const target = Math.min(ASKED, filesLimit - SPARE_FILES);
    await updateProject(server, 'warm-up');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const before = server.rss();
    const cpuBefore = server.cpuMs();
    const loadBefore = load();
    const fleet = await openFleet('signalr', server.url, target, {
      tokens: Array.from({ length: target }, (_, i) => server.tokens[Math.floor(i / CONNECTIONS_PER_USER)]!),
      processes: PROCESSES,
      concurrency: CONCURRENCY,
      rampLimitMs: RAMP_SECONDS * 1000,
    });
    const loadAfterRamp = load();
    // Server CPU per connect: what the machine's load does not change much.
    const cpuPerConnect = (server.cpuMs() - cpuBefore) / Math.max(1, fleet.open);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const after = server.rss();
    // A fall (garbage collection of start-up memory outweighing few connections) measures nothing.
    const perConnection = after > before ? (after - before) / Math.max(1, fleet.open) : null;
    // Near the open-files limit the change's own HTTP call can be refused (sockets of
    // negotiate calls not yet closed): the ramp's figures still stand, the fan-out is n/a.
    const round = await fanOutRound(fleet, 'OnItemUpdated', () => updateProject(server, 'all'), 30_000).catch(
      (error: unknown) => {
        console.error(`hub benchmark: the change to all ${fleet.open} failed: ${String(error)}`);
        return { delays: [] as number[], lastMs: Number.NaN, missing: fleet.open };
      },
    );
    const p95Connect = p(fleet.connectTimes, 95);
    const sorted = round.delays.sort((a, b) => a - b);
    console.log(
      [
        '',
        `Hub benchmark: the server as its own process (PGlite, in-memory backplane), ${PROCESSES} client processes, ` +
          `${CONCURRENCY} connects in flight each; server open-files limit ${filesLimit}` +
          (target < ASKED ? ` (so ${target} of the ${ASKED} asked)` : ''),
        `  connections held: ${fleet.open} of ${target} in ${fleet.seconds.toFixed(1)} s ` +
          `(${(fleet.open / fleet.seconds).toFixed(0)} connects/s)` +
          (fleet.failure ? `; stopped at: ${fleet.failure}` : ''),
        `  connect (negotiate + WebSocket + handshake): p50 ${ms(p(fleet.connectTimes, 50))}, ` +
          `p95 ${ms(p95Connect)}, p99 ${ms(p(fleet.connectTimes, 99))}`,
        `  server CPU per connect: ${ms(cpuPerConnect)} (so about ${(1000 / cpuPerConnect).toFixed(0)} connects/s on one idle core)`,
        `  server RSS: ${mb(before)} -> ${mb(after)} (${perConnection === null ? 'n/a' : (perConnection / 1024).toFixed(1)} KB per connection, server only)`,
        `  one change to all: ${sorted.length} of ${fleet.open} received it; p50 ${ms(p(sorted, 50))}, ` +
          `p99 ${ms(p(sorted, 99))}, last ${ms(round.lastMs)}`,
        `  load average (1, 5, 15 min): before the ramp ${loadBefore}; after it ${loadAfterRamp} (2 cores, shared)`,
        '',
      ].join('\n'),
    );
    record('hub', [
      figure(
        'hub connections held by one process',
        fleet.open,
        'connections',
        { atLeast: 20_000, text: '≥ 20,000 at p95 connect ≤ 500 ms' },
        `server as its own process, ${PROCESSES} client processes, open-files limit ${filesLimit}`,
      ),
      figure('hub p95 connect during the ramp', p95Connect, 'ms', { atMost: 500 }),
      figure(
        'hub server CPU per connect',
        cpuPerConnect,
        'ms',
        undefined,
        'negotiate + WebSocket + handshake',
      ),
      figure(
        'RSS per hub connection (server process only)',
        perConnection === null ? null : perConnection / 1024,
        'KB',
        undefined,
      ),
      figure(
        `hub p99 delivery of one change to all ${fleet.open} connections`,
        sorted.length > 0 ? p(sorted, 99) : null,
        'ms',
        undefined,
      ),
    ]);
    await closeFleet(fleet);
  } finally {
    await server.cleanup();
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
