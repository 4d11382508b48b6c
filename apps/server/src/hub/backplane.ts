/**
 * Scale-out: every message for hub groups goes through the backplane, and every process
 * delivers what it receives to its own local connections. The in-process implementation
 * serves a single process; `RedisBackplane` serves N processes on one Redis.
 */
export type GroupMessage = {
  groups: string[];
  target: string;
  args: unknown[];
  /** Connection ids that must not receive it ("others in group"). */
  except?: string[];
  /** The request that caused it: sent to clients as the invocation's `X-Request-Id` header. */
  requestId?: string;
};

export type BackplaneHandler = (message: GroupMessage) => void;

export interface Backplane {
  readonly kind: 'in-memory' | 'redis';
  /** False while the connection to the other processes is down (their events are lost). */
  readonly healthy: boolean;
  /** Starts delivery of every published message (own ones included) to `handler`. */
  start(handler: BackplaneHandler): Promise<void>;
  publish(message: GroupMessage): void;
  /**
   * True once per connection id across all processes for `ttlMs`: a second socket for
   * the same negotiated id is refused with 409 wherever it arrives.
   */
  claim(connectionId: string, ttlMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export class InMemoryBackplane implements Backplane {
  readonly kind = 'in-memory';
  readonly healthy = true;
  private handler: BackplaneHandler | undefined;
  private readonly claims = new Map<string, number>();

  async start(handler: BackplaneHandler): Promise<void> {
    this.handler = handler;
  }

  publish(message: GroupMessage): void {
    this.handler?.(message);
  }

  async claim(connectionId: string, ttlMs: number): Promise<boolean> {
    const now = Date.now();
    // Insertion order is expiry order (one ttl per hub), so stop at the first live claim.
    for (const [id, until] of this.claims) {
      if (until > now) break;
      this.claims.delete(id);
    }
    if (this.claims.has(connectionId)) return false;
    this.claims.set(connectionId, now + ttlMs);
    return true;
  }

  async close(): Promise<void> {
    this.handler = undefined;
    this.claims.clear();
  }
}
