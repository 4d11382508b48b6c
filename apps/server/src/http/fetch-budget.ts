import { isIPv6 } from 'node:net';
import { LRUCache } from 'lru-cache';
import { ApiError } from './problem.js';

/**
 * The budgets of the server's fetches on a visitor's behalf (terrain tiles, decision 163; map
 * layers' tiles, decision 202): only a request that makes a new fetch from a source spends.
 */

/**
 * A token bucket of fetches from the source: it holds a minute's worth (the burst a visitor
 * opening a view needs at once) and refills evenly over the minute.
 */
export class FetchBudget {
  private tokens: number;
  private at: number;

  constructor(
    private readonly perMinute: number,
    now: number,
  ) {
    this.tokens = perMinute;
    this.at = now;
  }

  /** Milliseconds until one fetch is allowed; 0 when it is now. */
  waitMs(now: number): number {
    this.tokens = Math.min(this.perMinute, this.tokens + ((now - this.at) * this.perMinute) / 60_000);
    this.at = now;
    return this.tokens >= 1 ? 0 : ((1 - this.tokens) * 60_000) / this.perMinute;
  }

  take(): void {
    this.tokens -= 1;
  }
}

/**
 * Whose budget a request spends: its address, an IPv6 one by its /64 (what one line or host is
 * given, so that a caller cannot take a fresh budget by changing the address's last half).
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const groups = head ? head.split(':') : [];
  // Groups before `::` lead; with fewer than four of them, the /64 is filled with zeros up to
  // the tail's own groups (an IPv4 tail counts as two).
  if (tail !== undefined && groups.length < 4) {
    const after = tail ? tail.split(':').flatMap((g) => (g.includes('.') ? ['', ''] : [g])) : [];
    const missing = 8 - groups.length - after.length;
    groups.push(...Array<string>(missing).fill('0'), ...after);
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const seconds = (n: number) => (n === 1 ? '1 second' : `${n} seconds`);

/**
 * One FetchBudget per client address (clientKey), at most 10,000 kept: a budget unused for a
 * minute is full again, so one forgotten starts as it would have been.
 */
export class ClientBudgets {
  private readonly clients = new LRUCache<string, FetchBudget>({
    max: 10_000,
    ttl: 60_000,
    updateAgeOnGet: true,
  });

  constructor(readonly perMinute: number) {}

  /**
   * One fetch from `ip`'s budget, or (nothing spent) 429 with Retry-After, its detail
   * `refusal(retryIn)`, e.g. "Too many …: try again in 3 seconds.".
   */
  spend(ip: string, refusal: (retryIn: string) => string): void {
    const now = performance.now();
    const client = clientKey(ip);
    let own = this.clients.get(client);
    if (!own) {
      own = new FetchBudget(this.perMinute, now);
      this.clients.set(client, own);
    }
    const wait = own.waitMs(now);
    if (wait > 0) {
      const retryAfter = Math.max(1, Math.ceil(wait / 1000));
      throw new ApiError(429, 'Too Many Requests', refusal(seconds(retryAfter)), undefined, {
        'retry-after': String(retryAfter),
      });
    }
    own.take();
  }

  clear(): void {
    this.clients.clear();
  }
}
