import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { safeAddress, serviceFailure } from '../startup/errors.js';
import type { Backplane, BackplaneHandler, GroupMessage } from './backplane.js';

type Envelope = { o: string; m: GroupMessage };

/**
 * Redis pub/sub: one channel per deployment (named after the hub secret, so processes on
 * one database share it and test databases never hear each other). A process delivers
 * its own messages at once and skips their echo from Redis, so local delivery does not
 * wait for a round trip and keeps working while Redis reconnects.
 */
export class RedisBackplane implements Backplane {
  readonly kind = 'redis';
  private readonly origin = randomBytes(8).toString('base64url');
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private handler: BackplaneHandler | undefined;
  private lastError: unknown;
  private wasHealthy = false;
  private started = false;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly log: FastifyBaseLogger,
  ) {
    const options = {
      lazyConnect: true,
      connectionName: `vantage-hub-${this.origin}`,
      connectTimeout: 5_000,
    };
    this.publisher = new Redis(url, options);
    this.subscriber = new Redis(url, options);
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (error: Error) => {
        this.lastError = error;
        // Before start-up succeeded, the failure is told once, as a StartupError.
        if (this.started) this.log.warn({ err: error }, 'hub backplane: redis error');
      });
      client.on('ready', () => this.noteHealth());
      client.on('close', () => this.noteHealth());
    }
  }

  /** Both connections ready: events cross to the other processes (`/readyz` reports it). */
  get healthy(): boolean {
    return this.publisher.status === 'ready' && this.subscriber.status === 'ready';
  }

  private noteHealth(): void {
    const healthy = this.healthy;
    if (healthy === this.wasHealthy) return;
    this.wasHealthy = healthy;
    if (healthy) this.log.info('hub backplane: redis connected, events reach every process');
    else if (this.started) {
      this.log.error('hub backplane: redis down, events of other processes are lost until it is back');
    }
  }

  async start(handler: BackplaneHandler): Promise<void> {
    this.handler = handler;
    this.subscriber.on('message', (_channel: string, raw: string) => this.receive(raw));
    // Fail start-up on a wrong REDIS_URL instead of queueing forever; later drops reconnect.
    try {
      await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
      await this.subscriber.subscribe(this.channel);
      this.started = true;
    } catch (error) {
      this.handler = undefined;
      this.publisher.disconnect();
      this.subscriber.disconnect();
      throw serviceFailure('REDIS_URL', safeAddress(this.url, 6379), this.lastError ?? error) ?? error;
    }
  }

  publish(message: GroupMessage): void {
    this.handler?.(message);
    const envelope: Envelope = { o: this.origin, m: message };
    this.publisher
      .publish(this.channel, JSON.stringify(envelope))
      .catch((error: unknown) => this.log.error({ err: error }, 'hub backplane: publish failed'));
  }

  async claim(connectionId: string, ttlMs: number): Promise<boolean> {
    const key = `${this.channel}:claim:${connectionId}`;
    const answer = await this.publisher.set(key, this.origin, 'PX', ttlMs, 'NX');
    return answer === 'OK';
  }

  async close(): Promise<void> {
    this.handler = undefined;
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }

  private receive(raw: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch {
      this.log.warn('hub backplane: unreadable message ignored');
      return;
    }
    if (envelope.o === this.origin || !envelope.m || !Array.isArray(envelope.m.groups)) return;
    this.handler?.(envelope.m);
  }
}
