/**
 * Hub vs socket.io 4 (issue 14): one API change fanned out to BENCH_FANOUT (default
 * "1000,5000") subscribers, against a minimal socket.io 4 server broadcasting the same payload
 * to a room, in the same run; both servers and their clients in this process, loopback only.
 *   - ours: PUT /api/user/client-id (a real API call: token check, database write) -> the hub's
 *     OnClientIdChanged to every client subscribed to the user's channel (SubscribeToUser);
 *   - socket.io: an HTTP PUT to the socket.io server -> `io.to(room).emit('OnClientIdChanged', id)`;
 *     clients with the WebSocket transport only, no per-message deflate (as ours).
 * Per fan-out: deliveries per second (subscribers x rounds / time from each send to its last
 * delivery), p99 delivery latency, and the ratio ours/socket.io (goal ≥ 1.0). BENCH_HUB_ROUNDS
 * rounds (default 10). Connections are opened in batches of 50; a ramp stops after 60 s.
 * Bounded: about 3 minutes. Run: node --expose-gc --import tsx scripts/bench/hub-vs-socketio.ts
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connectSocketIo, type Socket } from 'socket.io-client';
import { type Figure, figure, percentile, record } from './figures.js';
import { putClientId, rampConnections, startServer } from './hub.js';
import type { BenchClient } from './hub-clients.js';

const FANOUTS = (process.env.BENCH_FANOUT ?? '1000,5000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_HUB_ROUNDS ?? 10);
const MAX = Math.max(...FANOUTS);

type Result = { subscribers: number; perSecond: number; p99: number; p50: number };

/** Runs `rounds` sends; each resolves when all `n` receivers got it (or fails after 15 s). */
async function fanOut(
  n: number,
  listen: (onDelivery: (id: string, at: number) => void) => void,
  send: (id: string) => Promise<void>,
): Promise<Result> {
  const delays: number[] = [];
  let busy = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const id = `bench-${n}-${round}-${Math.random().toString(36).slice(2, 8)}`;
    let remaining = n;
    let sent = 0;
    const done = new Promise<number>((resolve) => {
      listen((got, at) => {
        if (got !== id) return;
        delays.push(at - sent);
        if (--remaining === 0) resolve(at);
      });
    });
    sent = performance.now();
    await send(id);
    const last = await Promise.race([
      done,
      new Promise<number>((resolve) => setTimeout(() => resolve(-1), 15_000)),
    ]);
    if (last < 0) throw new Error(`${remaining} of ${n} subscribers got no event within 15 s`);
    busy += last - sent;
  }
  delays.sort((a, b) => a - b);
  return {
    subscribers: n,
    perSecond: (n * ROUNDS) / (busy / 1000),
    p99: percentile(delays, 99),
    p50: percentile(delays, 50),
  };
}

async function ours(): Promise<Result[]> {
  const server = await startServer();
  const ramp = await rampConnections(server, MAX);
  const clients = ramp.clients;
  try {
    for (let i = 0; i < clients.length; i += 50) {
      await Promise.all(clients.slice(i, i + 50).map((c) => c.invoke('SubscribeToUser', server.userId)));
    }
    await putClientId(server, 'bench-start');
    const results: Result[] = [];
    for (const n of FANOUTS) {
      const subscribed: BenchClient[] = clients.slice(0, n);
      if (subscribed.length < n) {
        console.log(
          `  hub: only ${clients.length} connections opened (${ramp.failure ?? 'ramp time limit'})`,
        );
        break;
      }
      // The others unsubscribe from nothing: they simply ignore the event.
      for (const c of clients) c.onEvent = () => {};
      results.push(
        await fanOut(
          n,
          (onDelivery) => {
            for (const c of subscribed)
              c.onEvent = (target, args, at) => {
                if (target === 'OnClientIdChanged') onDelivery(String(args[0]), at);
              };
          },
          (id) => putClientId(server, id),
        ),
      );
    }
    return results;
  } finally {
    for (const c of clients) c.close();
    await server.close();
  }
}

async function socketIo(): Promise<Result[]> {
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'], perMessageDeflate: false });
  const ROOM = 'user:1';
  io.on('connection', (socket) => {
    socket.on('subscribe', (room: string, ack: () => void) => {
      void socket.join(room);
      ack();
    });
  });
  http.on('request', (req, res) => {
    if (req.method !== 'PUT' || !req.url?.startsWith('/change/')) return;
    io.to(ROOM).emit('OnClientIdChanged', decodeURIComponent(req.url.slice('/change/'.length)));
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const clients: Socket[] = [];
  const started = performance.now();
  try {
    while (clients.length < MAX && performance.now() - started < 60_000) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, MAX - clients.length) }, async () => {
          const socket = connectSocketIo(url, {
            transports: ['websocket'],
            reconnection: false,
            forceNew: true,
          });
          await new Promise<void>((resolve, reject) => {
            socket.once('connect', () => resolve());
            socket.once('connect_error', reject);
          });
          await socket.emitWithAck('subscribe', ROOM);
          return socket;
        }),
      );
      clients.push(...batch);
    }
    const results: Result[] = [];
    for (const n of FANOUTS) {
      if (clients.length < n) break;
      // Exactly the first n clients are in the room for this fan-out.
      const inRoom = new Set(clients.slice(0, n).map((c) => c.id));
      for (const socket of io.sockets.sockets.values()) {
        if (inRoom.has(socket.id)) void socket.join(ROOM);
        else void socket.leave(ROOM);
      }
      const subscribed = clients.slice(0, n);
      results.push(
        await fanOut(
          n,
          (onDelivery) => {
            for (const c of subscribed) {
              c.removeAllListeners('OnClientIdChanged');
              c.on('OnClientIdChanged', (id: string) => onDelivery(id, performance.now()));
            }
          },
          async (id) => {
            const response = await fetch(`${url}/change/${encodeURIComponent(id)}`, { method: 'PUT' });
            if (response.status !== 204) throw new Error(`socket.io server answered ${response.status}`);
          },
        ),
      );
    }
    return results;
  } finally {
    for (const c of clients) c.close();
    io.close();
  }
}

async function main(): Promise<void> {
  const guard = setTimeout(() => {
    console.error('hub-vs-socketio benchmark: over its 4-minute budget, stopping');
    process.exit(1);
  }, 240_000);
  guard.unref();
  const hub = await ours();
  global.gc?.();
  const sio = await socketIo();
  const lines = [
    `Hub vs socket.io 4: one change fanned out, ${ROUNDS} rounds, servers and clients in one process, loopback`,
  ];
  const figures: Figure[] = [];
  for (const n of FANOUTS) {
    const a = hub.find((r) => r.subscribers === n);
    const b = sio.find((r) => r.subscribers === n);
    const show = (r?: Result) =>
      r
        ? `${r.perSecond.toFixed(0)} deliveries/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`
        : 'n/a';
    const ratio = a && b ? a.perSecond / b.perSecond : null;
    lines.push(
      `  ${n.toLocaleString('en-US')} subscribers: hub ${show(a)}; socket.io ${show(b)}; ratio ${ratio?.toFixed(2) ?? 'n/a'} (goal ≥ 1.0)`,
    );
    figures.push(
      figure(
        `hub fan-out to ${n}: deliveries/s vs socket.io`,
        ratio,
        'ratio',
        { atLeast: 1 },
        'API change -> event, same process',
      ),
      figure(`hub fan-out to ${n}: p99 delivery`, a?.p99 ?? null, 'ms', undefined),
      figure(`socket.io fan-out to ${n}: p99 delivery`, b?.p99 ?? null, 'ms', undefined),
    );
  }
  console.log(lines.join('\n'));
  record('hub-vs-socketio', figures);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
