import { isIPv6 } from 'node:net';

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
