import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { metrics } from '../metrics/registry.js';
import type { Backplane, GroupMessage } from './backplane.js';
import { Broadcast } from './broadcast.js';
import {
  type ConnectionHost,
  type ConnectionIdentity,
  HubConnection,
  type InvocationOutcome,
} from './hub-connection.js';
import { HUB_LIMITS, tooManyConnections } from './limits.js';
import { HubError, type HubMethods } from './methods.js';
import { type PresenceState, presenceMessage } from './presence.js';
import { type InvocationMessage, invocation } from './protocol.js';
import { REVOKE_TOKENS, revokedConnectionMessage, revokedConnections } from './revocation.js';

export type HubOptions = {
  /** Longest silence towards a client; the official client gives up after 30 s. */
  keepAliveMs: number;
  /** A client silent this long is gone (it pings every 15 s). */
  clientTimeoutMs: number;
  handshakeTimeoutMs: number;
};

/**
 * Re-checks a connection's groups when access may have changed (a member removed, an
 * invitation revoked, a project transferred or deleted): recheck.ts.
 */
export interface AccessGuard {
  /** True for a message after which its receivers' groups must be checked again. */
  isAccessChange(message: GroupMessage): boolean;
  /** The groups the connection must leave and the ones it may newly join. */
  recheck(connection: HubConnection): Promise<{ leave: string[]; join: string[] }>;
}

/**
 * The process-local part of the hub: its connections, their groups, keep-alive, and
 * delivery of backplane messages to local members of the named groups.
 */
export class Hub implements ConnectionHost {
  private readonly connections = new Map<string, HubConnection>();
  private readonly members = new Map<string, Set<HubConnection>>();
  private readonly byUser = new Map<string, Set<HubConnection>>();
  private readonly rechecking = new Map<HubConnection, boolean>();
  /** Connections still waiting for their handshake (refused ones included), for the sweep. */
  private readonly handshaking = new Set<HubConnection>();
  private sweepTimer: NodeJS.Timeout | undefined;
  private stopping = false;

  constructor(
    private readonly backplane: Backplane,
    private readonly methods: HubMethods,
    private readonly options: HubOptions,
    readonly log: FastifyBaseLogger,
    private readonly guard?: AccessGuard,
  ) {}

  async start(): Promise<void> {
    await this.backplane.start((message) => this.deliver(message));
    this.sweepTimer = setInterval(
      () => this.sweep(),
      Math.max(250, Math.floor(this.options.keepAliveMs / 3)),
    );
    this.sweepTimer.unref();
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  get isStopping(): boolean {
    return this.stopping;
  }

  get backplaneKind(): Backplane['kind'] {
    return this.backplane.kind;
  }

  get backplaneHealthy(): boolean {
    return this.backplane.healthy;
  }

  has(connectionId: string): boolean {
    return this.connections.has(connectionId);
  }

  claim(connectionId: string, ttlMs: number): Promise<boolean> {
    return this.backplane.claim(connectionId, ttlMs);
  }

  /**
   * Takes an upgraded socket (`raw`: its TCP socket); the connection starts in `groups`
   * (auto-joined ones).
   */
  accept(
    socket: WebSocket,
    identity: ConnectionIdentity,
    groups: string[],
    raw?: Duplex,
  ): HubConnection | undefined {
    if (this.stopping) {
      socket.close(1001);
      return undefined;
    }
    const connection = new HubConnection(identity, socket, this, raw);
    this.handshaking.add(connection);
    let own = this.byUser.get(identity.userId);
    if (!own) {
      own = new Set();
      this.byUser.set(identity.userId, own);
    }
    if (own.size >= HUB_LIMITS.connectionsPerUser) {
      // Answered in place of the handshake, so the client's start() fails with this text.
      connection.refusal = tooManyConnections();
      return connection;
    }
    own.add(connection);
    this.connections.set(identity.connectionId, connection);
    for (const group of groups) this.join(connection, group);
    return connection;
  }

  join(connection: HubConnection, group: string): void {
    // A call that completes after its socket closed must not leave the connection behind.
    if (!connection.isOpen) return;
    connection.groups.add(group);
    let set = this.members.get(group);
    if (!set) {
      set = new Set();
      this.members.set(group, set);
    }
    set.add(connection);
  }

  leave(connection: HubConnection, group: string): void {
    connection.groups.delete(group);
    const set = this.members.get(group);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) this.members.delete(group);
  }

  /** To every member of the groups on every process. */
  publish(message: GroupMessage): void {
    this.backplane.publish(message);
  }

  /** Tells the project's other connections that this one is there ('hello', 'here'); presence.ts. */
  announcePresence(
    connection: HubConnection,
    projectId: number,
    state: Exclude<PresenceState, 'bye'>,
    name: string,
  ): void {
    // A call that completes after its socket closed must not leave a presence behind.
    if (!connection.isOpen) return;
    connection.presence ??= { name, projectIds: new Set() };
    connection.presence.name = name;
    connection.presence.projectIds.add(projectId);
    this.publish(presenceMessage(connection, name, projectId, state));
  }

  /** 'bye' to the project's other connections, once, if the connection was present there. */
  leavePresence(connection: HubConnection, projectId: number): void {
    const presence = connection.presence;
    if (!presence?.projectIds.delete(projectId)) return;
    this.publish(presenceMessage(connection, presence.name, projectId, 'bye'));
  }

  closed(connection: HubConnection): void {
    if (this.connections.get(connection.connectionId) === connection) {
      this.connections.delete(connection.connectionId);
    }
    for (const group of [...connection.groups]) this.leave(connection, group);
    for (const projectId of [...(connection.presence?.projectIds ?? [])])
      this.leavePresence(connection, projectId);
    const own = this.byUser.get(connection.identity.userId);
    own?.delete(connection);
    if (own?.size === 0) this.byUser.delete(connection.identity.userId);
    this.rechecking.delete(connection);
    this.handshaking.delete(connection);
  }

  async invoke(connection: HubConnection, message: InvocationMessage): Promise<InvocationOutcome> {
    metrics.hubMessages.inc({ direction: 'in' });
    const method = this.methods.get(message.target.toLowerCase());
    if (!method) return { error: `Unknown hub method '${message.target}'.` };
    if (message.arguments.length !== method.parameters.length) {
      return {
        error: `Failed to invoke '${method.name}': it takes ${method.parameters.length} argument(s) (${method.parameters.join(', ')}), ${message.arguments.length} given.`,
      };
    }
    try {
      const result = await method.run({ hub: this, connection }, message.arguments);
      return result === undefined ? {} : { result };
    } catch (error) {
      if (error instanceof HubError) return { error: `Failed to invoke '${method.name}': ${error.message}` };
      this.log.error({ err: error, target: method.name }, 'hub: method failed');
      return { error: `Failed to invoke '${method.name}' due to an error on the server.` };
    }
  }

  /** Frames the event once and sends it to each local member once, however many groups match. */
  private deliver(message: GroupMessage): void {
    if (message.target === REVOKE_TOKENS) {
      for (const connection of revokedConnections(this.connections.values(), message))
        void connection.close({ error: revokedConnectionMessage, allowReconnect: true });
      return;
    }
    if (message.target === 'SessionEnded') {
      this.endSessions(message.groups);
      return;
    }
    const targets = new Set<HubConnection>();
    for (const group of message.groups) {
      const set = this.members.get(group);
      if (set) for (const connection of set) targets.add(connection);
    }
    if (targets.size > 0) {
      const except = new Set(message.except ?? []);
      const headers = message.requestId ? { 'X-Request-Id': message.requestId } : undefined;
      const broadcast = new Broadcast(invocation(message.target, message.args, headers));
      const now = Date.now();
      let sent = 0;
      for (const connection of targets) {
        if (!connection.handshakeDone || except.has(connection.connectionId)) continue;
        if (connection.held) connection.held.push({ text: broadcast.text, groups: message.groups });
        else connection.sendShared(broadcast, now);
        sent++;
      }
      if (sent > 0) {
        metrics.eventsDelivered.inc({ event: message.target }, sent);
        metrics.hubMessages.inc({ direction: 'out' }, sent);
      }
    }
    if (this.guard?.isAccessChange(message)) {
      // The removed user may be in none of the message's groups: its user group names it.
      for (const group of message.groups) {
        if (!group.startsWith('user:')) continue;
        for (const connection of this.byUser.get(group.slice('user:'.length)) ?? []) targets.add(connection);
      }
      for (const connection of targets) this.recheck(connection);
    }
  }

  /** A logout (auth/ended-sessions.ts): the session's connections close, without reconnecting. */
  private endSessions(sessionGroups: string[]): void {
    for (const group of sessionGroups) {
      if (!group.startsWith('session:')) continue;
      for (const connection of [...(this.members.get(group) ?? [])]) {
        for (const joined of [...connection.groups]) this.leave(connection, joined);
        void connection.close({ error: 'The session has ended.', allowReconnect: false });
      }
    }
  }

  /**
   * Drops the groups the connection may no longer be in (and joins newly allowed team
   * groups) at once on every process: each process hears the access change through the
   * backplane and re-checks its own connections. Events arriving meanwhile are held and
   * delivered afterwards only for groups the connection still holds.
   */
  private recheck(connection: HubConnection): void {
    if (!this.guard || !connection.isOpen) return;
    if (this.rechecking.has(connection)) {
      this.rechecking.set(connection, true);
      return;
    }
    this.rechecking.set(connection, false);
    connection.held ??= [];
    const guard = this.guard;
    const run = async (): Promise<void> => {
      try {
        const { leave, join } = await guard.recheck(connection);
        for (const group of leave) {
          this.leave(connection, group);
          // Out of sight of the project: out of its presence too.
          if (group.startsWith('project:'))
            this.leavePresence(connection, Number(group.slice('project:'.length)));
        }
        for (const group of join) this.join(connection, group);
        connection.writable.clear();
      } catch (error) {
        // Unsure who may see what: keep only the connection's own user group.
        this.log.error({ err: error }, 'hub: access re-check failed');
        for (const group of [...connection.groups])
          if (!group.startsWith('user:')) this.leave(connection, group);
      }
      if (this.rechecking.get(connection)) {
        this.rechecking.set(connection, false);
        return run();
      }
      this.rechecking.delete(connection);
      const held = connection.held ?? [];
      connection.held = undefined;
      for (const { text, groups } of held) {
        if (groups.some((group) => connection.groups.has(group))) connection.send(text);
      }
    };
    void run();
  }

  private sweep(): void {
    const now = Date.now();
    const pingAfter = Math.floor((this.options.keepAliveMs * 2) / 3);
    // One timer for every connection's handshake deadline, not one per connection.
    for (const connection of this.handshaking) {
      if (connection.handshakeDone) this.handshaking.delete(connection);
      else if (now - connection.openedAt > this.options.handshakeTimeoutMs) {
        this.handshaking.delete(connection);
        connection.handshakeLate();
      }
    }
    for (const connection of this.connections.values()) {
      if (!connection.handshakeDone || !connection.isOpen) continue;
      const { tokenExpiresAt } = connection.identity;
      if (tokenExpiresAt !== undefined && tokenExpiresAt <= now) {
        // The client reconnects with a fresh token from its accessTokenFactory.
        void connection.close({ error: 'The access token has expired.', allowReconnect: true });
      } else if (now - connection.lastReceivedAt > this.options.clientTimeoutMs) {
        // allowReconnect: a live client whose pings were held back (a throttled background
        // tab) comes back; a dead one does not care.
        void connection.close({ error: 'The client sent nothing within the timeout.', allowReconnect: true });
      } else if (now - connection.lastSentAt >= pingAfter) {
        connection.ping();
      }
    }
  }

  /** Every client is told to reconnect (to another process), then the sockets close. */
  async shutdown(): Promise<void> {
    this.stopping = true;
    clearInterval(this.sweepTimer);
    await Promise.all(
      [...this.connections.values()].map((connection) =>
        connection.close({ error: 'The server is shutting down.', allowReconnect: true }),
      ),
    );
    await this.backplane.close();
  }
}
