/**
 * Client processes of the hub benchmarks: each holds a share of the connections, so that the
 * server process (hub-server.ts) is measured alone and no client shares its event loop.
 * The parent (`LoadProcess`) asks over the IPC channel; the child answers:
 *   connect -> opens `tokens.length` connections, `concurrency` at a time, and answers each
 *              one's connect time (and the first failure, if any);
 *   arm     -> answers `armed` at once and, once every connection got the next event named `target`, the time each
 *              got it (epoch ms, `performance.timeOrigin + performance.now()`, comparable
 *              across processes on one machine);
 *   close   -> closes every connection and exits.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type BenchClient, now, SignalRClient, SocketIoClient } from './hub-clients.js';

export type ClientKind = 'signalr' | 'socketio';

type ConnectRequest = {
  op: 'connect';
  kind: ClientKind;
  url: string;
  /** SignalR: one access token per connection; socket.io: as many entries, ignored. */
  tokens: string[];
  concurrency: number;
  /** The ramp stops at this epoch time. */
  deadline: number;
  /** socket.io: the room to join after connecting (SignalR connections join their team's group). */
  room?: string;
};
type Request = ConnectRequest | { op: 'arm'; target: string } | { op: 'close' };
export type Connected = { op: 'connected'; times: number[]; open: number; failure?: string };
export type Delivered = { op: 'delivered'; times: number[] };

async function openOne(request: ConnectRequest, token: string): Promise<BenchClient> {
  if (request.kind === 'signalr') return SignalRClient.connect(request.url, token);
  const client = await SocketIoClient.connect(request.url);
  if (request.room) await client.emitWithAck('subscribe', request.room);
  return client;
}

function child(): void {
  const clients: BenchClient[] = [];
  // The official SignalR client pings every 15 s: here a fifteenth of the clients each second.
  let tick = 0;
  setInterval(() => {
    tick = (tick + 1) % 15;
    for (let i = tick; i < clients.length; i += 15) (clients[i] as SignalRClient).ping?.();
  }, 1_000).unref();
  const reply = (message: Connected | Delivered | { op: 'armed' | 'closed' }) => process.send!(message);

  async function connect(request: ConnectRequest): Promise<void> {
    const times: number[] = [];
    let next = 0;
    let failure: string | undefined;
    const worker = async () => {
      while (next < request.tokens.length && !failure && now() < request.deadline) {
        const token = request.tokens[next++]!;
        const begun = now();
        try {
          clients.push(await openOne(request, token));
          times.push(now() - begun);
        } catch (error) {
          failure ??= String(error);
        }
      }
    };
    await Promise.all(Array.from({ length: request.concurrency }, worker));
    reply({ op: 'connected', times, open: clients.length, ...(failure ? { failure } : {}) });
  }

  function arm(target: string): void {
    const times: number[] = [];
    reply({ op: 'armed' });
    if (clients.length === 0) {
      reply({ op: 'delivered', times });
      return;
    }
    for (const client of clients) {
      client.onEvent = (name, _args, at) => {
        if (name !== target) return;
        client.onEvent = () => {};
        times.push(at);
        if (times.length === clients.length) reply({ op: 'delivered', times });
      };
    }
  }

  process.on('message', (request: Request) => {
    if (process.env.BENCH_VERBOSE) console.error('load child got', request.op);
    if (request.op === 'connect') void connect(request);
    else if (request.op === 'arm') arm(request.target);
    else {
      for (const client of clients) client.close();
      reply({ op: 'closed' });
      setTimeout(() => process.exit(0), 100);
    }
  });
}

/** One client process, driven from the benchmark. */
export class LoadProcess {
  private readonly child: ChildProcess;
  private readonly inbox: unknown[] = [];
  private waiting: ((message: unknown) => void) | undefined;

  constructor() {
    this.child = fork(fileURLToPath(import.meta.url), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, BENCH_HUB_LOAD_CHILD: '1' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (message) => {
      const resolve = this.waiting;
      this.waiting = undefined;
      if (resolve) resolve(message);
      else this.inbox.push(message);
    });
  }

  /** The child's next answer. */
  private next<T>(): Promise<T> {
    if (this.inbox.length > 0) return Promise.resolve(this.inbox.shift() as T);
    return new Promise((resolve) => {
      this.waiting = resolve as (message: unknown) => void;
    });
  }

  private ask<T>(request: Request): Promise<T> {
    const answer = this.next<T>();
    this.child.send(request);
    return answer;
  }

  connect(request: Omit<ConnectRequest, 'op'>): Promise<Connected> {
    return this.ask({ op: 'connect', ...request });
  }

  /**
   * Resolves once the child listens for the next `target` event (so the change may be sent),
   * with a promise of the receive times, complete once every connection got it.
   */
  async arm(target: string): Promise<{ delivered: Promise<Delivered> }> {
    await this.ask({ op: 'arm', target });
    // Wrapped: an async function would flatten a returned promise and wait for it.
    return { delivered: this.next<Delivered>() };
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null) return;
    await Promise.race([this.ask({ op: 'close' }), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    this.child.kill();
  }
}

if (process.env.BENCH_HUB_LOAD_CHILD === '1' && process.argv[1] === fileURLToPath(import.meta.url)) child();
