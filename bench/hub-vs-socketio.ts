/**
 * Hub vs socket.io 4: one API change fanned out to BENCH_FANOUT (default
 * "1000,5000") subscribers, against a minimal socket.io 4 server broadcasting the same payload
 * to a room, in the same run. Each server is its own process, the clients are bare ones in two
 * other processes (hub-clients.ts: SignalR JSON over `ws`; Engine.IO/socket.io packets over
 * `ws`), so the figures are the servers', and the clients cost the same for both.
 *   - ours: PUT /api/projects/:id (a real API call: token check, database write) -> the hub's
 *     OnItemUpdated to every connection of the subscription's team (auto-joined on connect);
 *   - socket.io (socketio-server.ts): PUT /change with the same payload -> `io.to(room).emit`.
 * Per fan-out and server: a fresh set of n connections, BENCH_HUB_ROUNDS rounds (default 10);
 * deliveries per second = n x rounds / the sum of (send -> last delivery), p50/p99 per
 * delivery, the ratio ours/socket.io (goal ≥ 1.0), and each server's RSS per connection.
 * Run: npm run bench -- hub-vs-socketio
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { type Figure, figure, record } from './figures.js';
import { closeFleet, fanOutRound, ms, openFleet, p } from './hub-fleet.js';
import { CONNECTIONS_PER_USER, type HubServer, startHubServer, updateProject } from './hub-server.js';
import { processCpuMs, ROOT } from './server-process.js';

const FANOUTS = (process.env.BENCH_FANOUT ?? '1000,5000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_HUB_ROUNDS ?? 10);
const MAX = Math.max(...FANOUTS);
/** Opening the subscribers is not what is measured: on a loaded machine it may take minutes. */
const RAMP_LIMIT_MS = 240_000;

type Result = {
  perSecond: number;
  p50: number;
  p99: number;
  rssPerConnection: number;
  /** Server CPU (user + system) per delivery, µs: less at the mercy of the machine's load. */
  cpuPerDelivery: number;
};
type Peer = {
  name: string;
  url: string;
  rss: () => number;
  cpuMs: () => number;
  fleet: (n: number) => ReturnType<typeof openFleet>;
  send: (round: number) => Promise<void>;
};

const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024;

async function socketIoPort(child: ReturnType<typeof spawn>): Promise<number> {
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) return Number(line);
  throw new Error('the socket.io server exited before listening');
}

async function measure(peer: Peer, n: number): Promise<Result> {
  const before = peer.rss();
  const fleet = await peer.fleet(n);
  try {
    if (fleet.open < n)
      throw new Error(`${peer.name}: ${fleet.open} of ${n} connections (${fleet.failure ?? 'time'})`);
    const rssPerConnection = (peer.rss() - before) / n;
    const delays: number[] = [];
    let busy = 0;
    const cpuBefore = peer.cpuMs();
    for (let round = 0; round < ROUNDS; round += 1) {
      const result = await fanOutRound(fleet, 'OnItemUpdated', () => peer.send(round));
      if (result.missing > 0)
        throw new Error(`${peer.name}: ${result.missing} of ${n} got no event within 15 s`);
      delays.push(...result.delays);
      busy += result.lastMs;
    }
    const cpuPerDelivery = ((peer.cpuMs() - cpuBefore) * 1000) / (n * ROUNDS);
    delays.sort((a, b) => a - b);
    return {
      perSecond: (n * ROUNDS) / (busy / 1000),
      p50: p(delays, 50),
      p99: p(delays, 99),
      rssPerConnection,
      cpuPerDelivery,
    };
  } finally {
    await closeFleet(fleet);
  }
}

function hubPeer(server: HubServer): Peer {
  return {
    name: 'hub',
    url: server.url,
    rss: server.rss,
    cpuMs: server.cpuMs,
    fleet: (n) =>
      openFleet('signalr', server.url, n, {
        tokens: Array.from({ length: n }, (_, i) => server.tokens[Math.floor(i / CONNECTIONS_PER_USER)]!),
        rampLimitMs: RAMP_LIMIT_MS,
      }),
    send: (round) => updateProject(server, `round ${round}`),
  };
}

function socketIoPeer(child: ReturnType<typeof spawn>, url: string, payload: object): Peer {
  return {
    name: 'socket.io',
    url,
    rss: () => rssOf(child.pid!),
    cpuMs: () => processCpuMs(child.pid!),
    fleet: (n) => openFleet('socketio', url, n, { room: 'subscription:1', rampLimitMs: RAMP_LIMIT_MS }),
    send: async () => {
      const response = await fetch(`${url}/change`, { method: 'PUT', body: JSON.stringify(payload) });
      if (response.status !== 204) throw new Error(`socket.io server answered ${response.status}`);
    },
  };
}

async function main(): Promise<void> {
  const guard = setTimeout(() => {
    console.error('hub-vs-socketio benchmark: over its 15-minute budget, stopping');
    process.exit(1);
  }, 900_000);
  guard.unref();
  const server = await startHubServer(Math.ceil(MAX / CONNECTIONS_PER_USER) + 1);
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/socketio-server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const loads: string[] = [];
  const results = new Map<string, Result>();
  try {
    const url = `http://127.0.0.1:${await socketIoPort(child)}`;
    // The very payload the hub sends for the change (hub.ts `deliver`).
    const payload = {
      kind: 'project',
      id: server.projectId,
      subscriptionId: server.subscriptionId,
      originalProjectId: null,
    };
    const peers = [hubPeer(server), socketIoPeer(child, url, payload)];
    await updateProject(server, 'warm-up');
    for (const n of FANOUTS) {
      for (const peer of peers) {
        try {
          results.set(`${peer.name} ${n}`, await measure(peer, n));
        } catch (error) {
          console.error(String(error));
        }
        loads.push(`${peer.name} ${n}: ${loadavg()[0]!.toFixed(2)}`);
      }
    }
  } finally {
    child.kill('SIGTERM');
    await server.cleanup();
  }
  const lines = [
    `Hub vs socket.io 4: one change fanned out, ${ROUNDS} rounds; each server its own process, ` +
      'bare clients in 2 other processes, loopback',
  ];
  const figures: Figure[] = [];
  const show = (r?: Result) =>
    r
      ? `${r.perSecond.toFixed(0)} deliveries/s, p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, ` +
        `${r.cpuPerDelivery.toFixed(1)} µs server CPU per delivery, ` +
        `${(r.rssPerConnection / 1024).toFixed(1)} KB RSS per connection`
      : 'n/a';
  for (const n of FANOUTS) {
    const a = results.get(`hub ${n}`);
    const b = results.get(`socket.io ${n}`);
    const ratio = a && b ? a.perSecond / b.perSecond : null;
    lines.push(
      `  ${n.toLocaleString('en-US')} subscribers: hub ${show(a)}; socket.io ${show(b)}; ` +
        `ratio ${ratio?.toFixed(2) ?? 'n/a'} (goal ≥ 1.0)`,
    );
    figures.push(
      figure(
        `hub fan-out to ${n}: deliveries/s vs socket.io`,
        ratio,
        'ratio',
        { atLeast: 1 },
        'API change -> event; servers in own processes, bare clients in 2 processes',
      ),
      figure(`hub fan-out to ${n}: p99 delivery`, a?.p99 ?? null, 'ms', undefined),
      figure(
        `hub fan-out to ${n}: server CPU per delivery vs socket.io`,
        a && b ? a.cpuPerDelivery / b.cpuPerDelivery : null,
        'ratio',
        undefined,
        'user + system time of each server process during the rounds (lower is better)',
      ),
      figure(`socket.io fan-out to ${n}: p99 delivery`, b?.p99 ?? null, 'ms', undefined),
    );
  }
  lines.push(`  load average (1 min) after each: ${loads.join('; ')} (2 cores, shared)`);
  console.log(lines.join('\n'));
  record('hub-vs-socketio', figures);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
