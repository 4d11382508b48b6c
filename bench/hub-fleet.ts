/**
 * A fleet of benchmark connections spread over a few client processes (hub-load.ts), and one
 * fan-out round over it: arm every process, send the change, gather the receive times.
 */
import { percentile } from './figures.js';
import { now } from './hub-clients.js';
import { type ClientKind, LoadProcess } from './hub-load.js';

export type Fleet = {
  processes: LoadProcess[];
  open: number;
  /** Connect times (ms), ascending. */
  connectTimes: number[];
  seconds: number;
  failure?: string;
};

export type FleetOptions = {
  /** SignalR: one access token per connection. */
  tokens?: string[];
  room?: string;
  processes?: number;
  /** Connects in flight per client process. */
  concurrency?: number;
  rampLimitMs?: number;
};

export async function openFleet(kind: ClientKind, url: string, count: number, options: FleetOptions = {}) {
  const processCount = options.processes ?? 2;
  const tokens = options.tokens ?? Array.from({ length: count }, () => '');
  if (tokens.length < count) throw new Error(`${count} connections asked, ${tokens.length} tokens given`);
  const processes = Array.from({ length: processCount }, () => new LoadProcess());
  const started = now();
  const deadline = started + (options.rampLimitMs ?? 60_000);
  const share = Math.ceil(count / processCount);
  const answers = await Promise.all(
    processes.map((load, p) =>
      load.connect({
        kind,
        url,
        // Contiguous slices, so a user's connections stay in one process.
        tokens: tokens.slice(p * share, Math.min(count, (p + 1) * share)),
        concurrency: options.concurrency ?? 20,
        deadline,
        ...(options.room ? { room: options.room } : {}),
      }),
    ),
  );
  const fleet: Fleet = {
    processes,
    open: answers.reduce((sum, a) => sum + a.open, 0),
    connectTimes: answers.flatMap((a) => a.times).sort((a, b) => a - b),
    seconds: (now() - started) / 1000,
  };
  const failure = answers.find((a) => a.failure)?.failure;
  if (failure) fleet.failure = failure;
  return fleet;
}

export type Round = {
  /** Delay of each delivery after the send began (ms). */
  delays: number[];
  /** From the send to the last delivery (ms). */
  lastMs: number;
  /** Connections that got nothing within the time limit. */
  missing: number;
};

/** One change, `send()`, to every connection of the fleet; waits up to `limitMs` for all. */
export async function fanOutRound(
  fleet: Fleet,
  target: string,
  send: () => Promise<void>,
  limitMs = 15_000,
): Promise<Round> {
  const pending = await Promise.all(fleet.processes.map((load) => load.arm(target)));
  const sentAt = now();
  await send();
  const answers = await Promise.race([
    Promise.all(pending.map((armed) => armed.delivered)),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), limitMs)),
  ]);
  if (!answers) return { delays: [], lastMs: Number.NaN, missing: fleet.open };
  const delays = answers.flatMap((a) => a.times.map((at) => at - sentAt));
  return { delays, lastMs: Math.max(...delays), missing: fleet.open - delays.length };
}

export async function closeFleet(fleet: Fleet): Promise<void> {
  await Promise.all(fleet.processes.map((load) => load.close()));
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const p = (sorted: number[], q: number) => percentile(sorted, q);
