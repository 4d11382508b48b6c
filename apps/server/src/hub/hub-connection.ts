import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Broadcast } from './broadcast.js';
import { HUB_LIMITS, MessageRate, messageTooLarge, tooManyMessages } from './limits.js';
import type { Presence } from './presence.js';
import {
  close,
  completion,
  HANDSHAKE_OK,
  handshakeError,
  type InvocationMessage,
  MessageType,
  PING,
  ProtocolError,
  parseHandshake,
  parseMessage,
  RecordReader,
} from './protocol.js';

export type ConnectionIdentity = {
  connectionId: string;
  /** `users.id` of the caller. */
  userId: string;
  subject: string;
  /** The token's sign-in session (`sid`): its logout closes the connection. */
  sessionId?: string;
  /** With HUB_CLOSE_ON_TOKEN_EXPIRY: when the token expires, the hub asks the client to reconnect. */
  tokenExpiresAt: number | undefined;
  /** `iat` and `sid` of the token it connected with: a password reset closes it (revocation.ts). */
  token?: { iat?: number; sid?: unknown };
};

export type InvocationOutcome = { result?: unknown } | { error: string };

/** What a connection needs from its hub. */
export interface ConnectionHost {
  invoke(connection: HubConnection, message: InvocationMessage): Promise<InvocationOutcome>;
  closed(connection: HubConnection): void;
  readonly log: FastifyBaseLogger;
}

/** A slow reader past this much unsent data is dropped rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;
const CLOSE_GRACE_MS = 2_000;

type RawData = string | Buffer | ArrayBuffer | Buffer[];

function toText(data: RawData): string {
  if (typeof data === 'string') return data;
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

/**
 * One client over one WebSocket: the handshake, then invocations answered one after the
 * other (as ASP.NET does by default, so a subscribe completes before the next call runs).
 */
export class HubConnection {
  readonly groups = new Set<string>();
  /** Projects this connection may notify (write access), until the time stored; see methods.ts. */
  readonly writable = new Map<number, number>();
  /** The projects it announced itself in (presence.ts): the hub says 'bye' for them when it goes. */
  presence: Presence | undefined;
  /**
   * While the hub re-checks this connection's groups after an access change, events for it
   * wait here and are delivered afterwards only for the groups it still holds (hub.ts).
   */
  held: Array<{ text: Buffer; groups: string[] }> | undefined;
  /** When the socket opened: the hub's sweep refuses a handshake that comes too late. */
  readonly openedAt = Date.now();
  /** A refusal sent in place of the handshake answer (too many connections, hub.ts). */
  refusal: string | undefined;
  private readonly rate = new MessageRate();
  handshakeDone = false;
  lastSentAt = Date.now();
  lastReceivedAt = Date.now();
  private readonly reader = new RecordReader();
  private queue: Promise<void> = Promise.resolve();
  private closing = false;

  /**
   * `raw` is the upgraded TCP socket under `socket`, for frames built once for many
   * connections (broadcast.ts); without it those go through `socket.send`.
   */
  constructor(
    readonly identity: ConnectionIdentity,
    private readonly socket: WebSocket,
    private readonly host: ConnectionHost,
    private readonly raw?: Duplex,
  ) {
    socket.on('message', (data: RawData) => this.receive(toText(data)));
    socket.on('close', () => {
      this.closing = true;
      this.host.closed(this);
    });
    socket.on('error', (error: Error) => this.host.log.debug({ err: error }, 'hub: socket error'));
  }

  get connectionId(): string {
    return this.identity.connectionId;
  }

  get isOpen(): boolean {
    return !this.closing && this.socket.readyState === this.socket.OPEN;
  }

  /** Sends one or more framed records (a Buffer when one event goes to many connections). */
  send(text: string | Buffer, at = Date.now()): void {
    if (!this.canSend()) return;
    this.lastSentAt = at;
    // Always a text frame: the JSON protocol is text, even when the bytes are encoded once.
    this.socket.send(text, { binary: false });
  }

  /**
   * Sends an event framed once for all its receivers (hub.ts deliver). ws writes each `send`
   * straight to the socket (no per-message deflate, no Blob data, so it never queues), so a
   * frame written here keeps its place among the others.
   */
  sendShared(broadcast: Broadcast, at: number): void {
    if (!this.canSend()) return;
    this.lastSentAt = at;
    if (this.raw && !this.raw.destroyed) this.raw.write(broadcast.frame);
    else this.socket.send(broadcast.text, { binary: false });
  }

  /** Open, and not a reader so slow that its unsent data grew past the bound (then dropped). */
  private canSend(): boolean {
    if (!this.isOpen) return false;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.host.log.warn({ connectionId: this.connectionId }, 'hub: dropping a client that does not read');
      this.socket.terminate();
      return false;
    }
    return true;
  }

  ping(): void {
    this.send(PING);
  }

  /** Sends Close (with `allowReconnect` the client connects again, maybe elsewhere). */
  close(options: { error?: string; allowReconnect?: boolean } = {}): Promise<void> {
    return new Promise((resolve) => {
      if (this.socket.readyState === this.socket.CLOSED) return resolve();
      this.socket.once('close', () => resolve());
      if (!this.closing) {
        if (this.handshakeDone) this.send(close(options));
        this.closing = true;
        this.socket.close(1000);
      }
      setTimeout(() => this.socket.terminate(), CLOSE_GRACE_MS).unref();
    });
  }

  /** Called by the hub's sweep (one timer for all connections) once the handshake is late. */
  handshakeLate(): void {
    if (!this.handshakeDone) this.refuseHandshake('The handshake did not arrive in time.');
  }

  private refuseHandshake(error: string): void {
    if (this.closing) return;
    this.send(handshakeError(error));
    this.closing = true;
    this.socket.close(1000);
  }

  private receive(text: string): void {
    this.lastReceivedAt = Date.now();
    if (this.closing) return;
    if (Buffer.byteLength(text) > HUB_LIMITS.messageBytes) {
      void this.close({ error: messageTooLarge() });
      return;
    }
    const records = this.reader.push(text);
    if (this.reader.pendingLength > HUB_LIMITS.messageBytes) {
      void this.close({ error: messageTooLarge() });
      return;
    }
    // Every record counts (pings too); a frame past the limit is refused before any of it runs.
    if (this.handshakeDone && records.length > 0 && !this.rate.take(records.length)) {
      void this.close({ error: tooManyMessages() });
      return;
    }
    for (const record of records) {
      if (this.closing) return;
      if (!this.handshakeDone) this.handshake(record);
      else this.handle(record);
    }
  }

  private handshake(record: string): void {
    try {
      const { protocol, version } = parseHandshake(record);
      if (protocol !== 'json') throw new ProtocolError(`The protocol '${protocol}' is not supported.`);
      if (version !== 1) {
        throw new ProtocolError(`The server does not support version ${version} of the 'json' protocol.`);
      }
    } catch (error) {
      this.refuseHandshake(error instanceof ProtocolError ? error.message : 'The handshake failed.');
      return;
    }
    if (this.refusal) {
      this.refuseHandshake(this.refusal);
      return;
    }
    this.handshakeDone = true;
    this.send(HANDSHAKE_OK);
  }

  private handle(record: string): void {
    let message: ReturnType<typeof parseMessage>;
    try {
      message = parseMessage(record);
    } catch (error) {
      // The stream can no longer be trusted: end it for good, with the reason.
      const reason = error instanceof ProtocolError ? error.message : 'Invalid message.';
      void this.close({ error: `Connection closed with an error. ${reason}` });
      return;
    }
    switch (message.type) {
      case MessageType.Invocation: {
        const invocation = message as InvocationMessage;
        this.queue = this.queue.then(() => this.invoke(invocation));
        return;
      }
      case MessageType.StreamInvocation:
        this.send(
          completion(message.invocationId!, {
            error: `Streaming method '${message.target}' is not supported.`,
          }),
        );
        return;
      case MessageType.Close:
        void this.close();
        return;
      default:
        // Ping only refreshes lastReceivedAt; cancel, ack, sequence and client results are
        // not used by this hub.
        return;
    }
  }

  private async invoke(message: InvocationMessage): Promise<void> {
    let outcome: InvocationOutcome;
    if (message.streamIds && message.streamIds.length > 0) {
      outcome = { error: `Client streaming to '${message.target}' is not supported.` };
    } else {
      outcome = await this.host.invoke(this, message);
    }
    if (message.invocationId !== undefined) this.send(completion(message.invocationId, outcome));
  }
}
