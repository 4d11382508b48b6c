import { ITEM_EVENT_NAMES, type ItemEvent, parseItemEvent } from './item-events';

/**
 * The dashboard's side of the real-time hub (spec section 1): keeps the user's channel
 * subscribed across reconnects and leaves it on stop. The SignalR connection is passed in
 * (see `connection.ts`), so the rules here are tested without a server.
 */

/** The part of `@microsoft/signalr`'s HubConnection this client uses. */
export type HubConnectionLike = {
  readonly connectionId: string | null;
  start(): Promise<void>;
  stop(): Promise<void>;
  invoke(methodName: string, ...args: unknown[]): Promise<unknown>;
  on(methodName: string, handler: (...args: unknown[]) => void): void;
  onreconnecting(callback: (error?: Error) => void): void;
  onreconnected(callback: (connectionId?: string) => void): void;
  onclose(callback: (error?: Error) => void): void;
};

export type HubState = 'connecting' | 'connected' | 'reconnecting' | 'disconnected' | 'stopped';

export type HubClientOptions = {
  connection: HubConnectionLike;
  onItemEvent: (event: ItemEvent) => void;
  /** `OnClientIdChanged`: the user's active client is now `clientId` (maybe this one). */
  onClientIdChanged: (clientId: string) => void;
  onStateChange?: (state: HubState, connectionId: string | null) => void;
  /**
   * Delays before trying a failed first start again (the automatic reconnect covers only
   * connections that were up once); the last repeats.
   */
  startRetryDelaysMs?: readonly number[];
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  log?: (message: string, error?: unknown) => void;
};

const DEFAULT_START_RETRY_MS = [2_000, 10_000, 30_000, 60_000];

export class HubClient {
  private readonly options: HubClientOptions;
  private readonly connection: HubConnectionLike;
  /** The user whose channel this client should be in. */
  private wantedUserId: string | undefined;
  /** The user whose channel the current connection is in. */
  private joinedUserId: string | undefined;
  private state: HubState = 'disconnected';
  private startAttempts = 0;
  private retryTimer: unknown;
  /** Subscribe and unsubscribe calls run one after the other. */
  private queue: Promise<void> = Promise.resolve();
  private firstAttempt: Promise<void> | undefined;

  constructor(options: HubClientOptions) {
    this.options = options;
    this.connection = options.connection;
    for (const name of ITEM_EVENT_NAMES) {
      this.connection.on(name, (...args) => {
        const event = parseItemEvent(name, args);
        if (event) options.onItemEvent(event);
      });
    }
    this.connection.on('OnClientIdChanged', (clientId) => {
      if (typeof clientId === 'string' && clientId) options.onClientIdChanged(clientId);
    });
    this.connection.onreconnecting(() => this.setState('reconnecting'));
    // A reconnect is a new connection: its groups are gone, so join the user's channel again.
    this.connection.onreconnected(() => {
      this.joinedUserId = undefined;
      this.setState('connected');
      this.syncUser();
    });
    this.connection.onclose((error) => {
      this.joinedUserId = undefined;
      if (this.state === 'stopped') return;
      this.log('The hub connection closed', error);
      this.setState('disconnected');
    });
  }

  get connectionId(): string | null {
    return this.state === 'connected' ? this.connection.connectionId : null;
  }

  get currentState(): HubState {
    return this.state;
  }

  /**
   * Connects; resolves once the first attempt is over, whether it worked (and the user's
   * channel is joined) or not. A failed start is tried again later on its own.
   */
  start(): Promise<void> {
    this.firstAttempt ??= this.attemptStart();
    return this.firstAttempt;
  }

  /** The user whose channel to join (undefined: none, e.g. before the accounts are known). */
  setUser(userId: string | undefined): Promise<void> {
    this.wantedUserId = userId;
    return this.syncUser();
  }

  /** Leaving: unsubscribes the user's channel, then closes the connection for good. */
  async stop(): Promise<void> {
    if (this.state === 'stopped') return;
    if (this.retryTimer !== undefined) this.clearTimer(this.retryTimer);
    this.retryTimer = undefined;
    const wasConnected = this.state === 'connected';
    this.wantedUserId = undefined;
    if (wasConnected) await this.syncUser();
    this.setState('stopped');
    await this.connection.stop().catch((error: unknown) => this.log('Stopping the hub failed', error));
  }

  private async attemptStart(): Promise<void> {
    if (this.isStopped()) return;
    this.setState('connecting');
    try {
      await this.connection.start();
    } catch (error) {
      if (this.isStopped()) return;
      this.log('The hub connection could not be started', error);
      this.setState('disconnected');
      this.scheduleRetry();
      return;
    }
    if (this.isStopped()) return;
    this.startAttempts = 0;
    this.setState('connected');
    await this.syncUser();
  }

  private scheduleRetry(): void {
    const delays = this.options.startRetryDelaysMs ?? DEFAULT_START_RETRY_MS;
    const delay = delays[Math.min(this.startAttempts, delays.length - 1)] ?? 60_000;
    this.startAttempts += 1;
    this.retryTimer = this.setTimer(() => {
      this.retryTimer = undefined;
      void this.attemptStart();
    }, delay);
  }

  private syncUser(): Promise<void> {
    this.queue = this.queue.then(() => this.joinWantedUser());
    return this.queue;
  }

  private async joinWantedUser(): Promise<void> {
    if (this.state !== 'connected' || this.joinedUserId === this.wantedUserId) return;
    const previous = this.joinedUserId;
    const wanted = this.wantedUserId;
    if (previous !== undefined) {
      this.joinedUserId = undefined;
      await this.connection
        .invoke('UnsubscribeFromUser', previous)
        .catch((error: unknown) => this.log('UnsubscribeFromUser failed', error));
    }
    if (wanted === undefined) return;
    try {
      await this.connection.invoke('SubscribeToUser', wanted);
      this.joinedUserId = wanted;
    } catch (error) {
      this.log('SubscribeToUser failed', error);
    }
  }

  /** A method, not a field read: `stop()` may change the state while a start is awaited. */
  private isStopped(): boolean {
    return this.state === 'stopped';
  }

  private setState(state: HubState): void {
    this.state = state;
    this.options.onStateChange?.(state, this.connectionId);
  }

  private setTimer(run: () => void, ms: number): unknown {
    return (this.options.setTimer ?? ((r, t) => setTimeout(r, t)))(run, ms);
  }

  private clearTimer(timer: unknown): void {
    (this.options.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>)))(timer);
  }

  private log(message: string, error?: unknown): void {
    (this.options.log ?? ((m, e) => console.warn(m, e ?? '')))(message, error);
  }
}
