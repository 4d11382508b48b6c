import { ITEM_EVENT_NAMES, type ItemEvent, parseItemEvent } from './item-events';
import { type PresenceEvent, type PresenceState, parsePresenceEvent } from './presence-events';

/**
 * The dashboard's side of the real-time hub (spec section 1): keeps the user's channel, and
 * the groups of the projects a screen has open, subscribed across reconnects and leaves them
 * on stop; says a screen's presence in a project. The SignalR connection is passed in (see
 * `connection.ts`), so the rules here are tested without a server.
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
  /** Projects whose group this client should be in, with how many screens asked for each. */
  private readonly wantedProjects = new Map<number, number>();
  /** Projects whose group the current connection is in. */
  private readonly joinedProjects = new Set<number>();
  private readonly itemListeners = new Set<(event: ItemEvent) => void>();
  private readonly presenceListeners = new Set<(event: PresenceEvent) => void>();
  /** Subscribe, unsubscribe and presence calls run one after the other. */
  private queue: Promise<void> = Promise.resolve();
  private firstAttempt: Promise<void> | undefined;

  constructor(options: HubClientOptions) {
    this.options = options;
    this.connection = options.connection;
    for (const name of ITEM_EVENT_NAMES) {
      this.connection.on(name, (...args) => {
        const event = parseItemEvent(name, args);
        if (!event) return;
        options.onItemEvent(event);
        for (const listener of this.itemListeners) listener(event);
      });
    }
    this.connection.on('OnPresence', (...args) => {
      const event = parsePresenceEvent(args);
      if (event) for (const listener of this.presenceListeners) listener(event);
    });
    this.connection.on('OnClientIdChanged', (clientId) => {
      if (typeof clientId === 'string' && clientId) options.onClientIdChanged(clientId);
    });
    this.connection.onreconnecting(() => this.setState('reconnecting'));
    // A reconnect is a new connection: its groups are gone, so join the user's channel and
    // the open projects' groups again.
    this.connection.onreconnected(() => {
      this.joinedUserId = undefined;
      this.joinedProjects.clear();
      this.setState('connected');
      void this.sync();
    });
    this.connection.onclose((error) => {
      this.joinedUserId = undefined;
      this.joinedProjects.clear();
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
    return this.sync();
  }

  /**
   * Joins the project's group (`SubscribeToProject`, again after each reconnect), so that its
   * item and presence events arrive, until the returned function is called. Screens that open
   * the same project share the subscription.
   */
  subscribeToProject(projectId: number): () => void {
    this.wantedProjects.set(projectId, (this.wantedProjects.get(projectId) ?? 0) + 1);
    void this.sync();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const count = (this.wantedProjects.get(projectId) ?? 1) - 1;
      if (count > 0) this.wantedProjects.set(projectId, count);
      else this.wantedProjects.delete(projectId);
      void this.sync();
    };
  }

  /**
   * Tells the project's other connections that this one is there or leaving
   * (presence-events.ts). Best effort: nothing is said while disconnected, a refusal is only
   * logged. Runs after the group changes asked before it, so a `hello` is said once this
   * connection is in the group that hears the answers.
   */
  announcePresence(projectId: number, state: PresenceState): Promise<void> {
    return this.enqueue(async () => {
      if (this.state !== 'connected') return;
      await this.connection
        .invoke('AnnouncePresence', projectId, state)
        .catch((error: unknown) => this.log('AnnouncePresence failed', error));
    });
  }

  /** Item events as they arrive (after the query refresh is scheduled); answers the unsubscribe. */
  listenToItemEvents(listener: (event: ItemEvent) => void): () => void {
    this.itemListeners.add(listener);
    return () => this.itemListeners.delete(listener);
  }

  /** `OnPresence` events of the projects this client is subscribed to; answers the unsubscribe. */
  listenToPresence(listener: (event: PresenceEvent) => void): () => void {
    this.presenceListeners.add(listener);
    return () => this.presenceListeners.delete(listener);
  }

  /** Leaving: unsubscribes the user's channel, then closes the connection for good. */
  async stop(): Promise<void> {
    if (this.state === 'stopped') return;
    if (this.retryTimer !== undefined) this.clearTimer(this.retryTimer);
    this.retryTimer = undefined;
    const wasConnected = this.state === 'connected';
    this.wantedUserId = undefined;
    if (wasConnected) await this.sync();
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
    await this.sync();
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

  private enqueue(step: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(step);
    return this.queue;
  }

  private sync(): Promise<void> {
    return this.enqueue(async () => {
      await this.joinWantedUser();
      await this.joinWantedProjects();
    });
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

  private async joinWantedProjects(): Promise<void> {
    for (const projectId of [...this.joinedProjects]) {
      if (this.state !== 'connected' || this.wantedProjects.has(projectId)) continue;
      this.joinedProjects.delete(projectId);
      await this.connection
        .invoke('UnsubscribeFromProject', projectId)
        .catch((error: unknown) => this.log('UnsubscribeFromProject failed', error));
    }
    for (const projectId of [...this.wantedProjects.keys()]) {
      if (this.state !== 'connected' || this.joinedProjects.has(projectId)) continue;
      try {
        await this.connection.invoke('SubscribeToProject', projectId);
        this.joinedProjects.add(projectId);
      } catch (error) {
        this.log('SubscribeToProject failed', error);
      }
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
