import type { PresenceEvent, PresenceState } from '@/lib/hub/presence-events';

/** Say `here` this often while the planner stays open. */
export const PRESENCE_HEARTBEAT_MS = 30_000;
/**
 * Forget a connection not heard from for this long: two heartbeats missed and then some, so
 * one late message does not make someone vanish and come back.
 */
export const PRESENCE_TIMEOUT_MS = 70_000;

/** Someone else who has the project open (on one or more connections). */
export type Person = { userId: string; name: string };

type Peer = { userId: string; name: string; heardAt: number };

/**
 * Who else has the project open, by hub connection (presence-events.ts has the protocol).
 * Pure bookkeeping: the caller passes the time and sends the answers it returns.
 */
export class PresenceRoster {
  private readonly peers = new Map<string, Peer>();

  /**
   * Takes one announcement; answers what to say back (`here` to someone's `hello`, so that a
   * newcomer learns who is already there), or null. Announcements of this connection itself
   * are ignored.
   */
  hear(event: PresenceEvent, now: number, ownConnectionId: string | null): PresenceState | null {
    if (event.connectionId === ownConnectionId) return null;
    if (event.state === 'bye') {
      this.peers.delete(event.connectionId);
      return null;
    }
    this.peers.set(event.connectionId, { userId: event.userId, name: event.name, heardAt: now });
    return event.state === 'hello' ? 'here' : null;
  }

  /** Forgets connections silent for longer than the timeout; true when someone was forgotten. */
  prune(now: number): boolean {
    let changed = false;
    for (const [connectionId, peer] of this.peers) {
      if (now - peer.heardAt > PRESENCE_TIMEOUT_MS) {
        this.peers.delete(connectionId);
        changed = true;
      }
    }
    return changed;
  }

  clear(): void {
    this.peers.clear();
  }

  /**
   * The people to show, once each however many tabs they have open, by name. The user's own
   * other tabs are not "someone else".
   */
  people(ownUserId: string | undefined): Person[] {
    const own = ownUserId?.toLowerCase();
    const byUser = new Map<string, Person>();
    for (const peer of this.peers.values()) {
      const key = peer.userId.toLowerCase();
      if (key === own || byUser.has(key)) continue;
      byUser.set(key, { userId: peer.userId, name: peer.name });
    }
    return [...byUser.values()].sort(
      (a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId),
    );
  }
}

/** The accessible name and tooltip of the avatars: "Also here: Ann Smith, Bo Berg". */
export function alsoHereLabel(people: readonly Person[]): string {
  return `Also here: ${people.map((person) => person.name).join(', ')}`;
}

/** The same list of people (so that a heartbeat does not render the header again). */
export function samePeople(a: readonly Person[], b: readonly Person[]): boolean {
  return (
    a.length === b.length &&
    a.every((person, i) => person.userId === b[i]?.userId && person.name === b[i]?.name)
  );
}

/** The part of the hub client presence uses (lib/hub/hub-client.ts). */
export type PresenceChannel = {
  readonly connectionId: string | null;
  announcePresence(projectId: number, state: PresenceState): Promise<void>;
  listenToPresence(listener: (event: PresenceEvent) => void): () => void;
};

/** How often silent connections are looked for: someone gone shows gone within 75 s. */
const PRUNE_EVERY_MS = 5_000;

/**
 * Takes part in a project's presence for as long as the planner is open: says `hello`, answers
 * each `hello` with `here`, says `here` every 30 s, forgets the silent, and tells `onChange`
 * who else is there. The returned function says `bye` (best effort: the hub says it too when
 * the connection closes) and stops.
 */
export function startPresence(options: {
  channel: PresenceChannel;
  projectId: number;
  ownUserId: string | undefined;
  onChange: (people: Person[]) => void;
  now?: () => number;
}): () => void {
  const { channel, projectId } = options;
  const now = options.now ?? Date.now;
  const roster = new PresenceRoster();
  let shown: Person[] = [];
  const update = () => {
    const people = roster.people(options.ownUserId);
    if (samePeople(people, shown)) return;
    shown = people;
    options.onChange(people);
  };
  const stopListening = channel.listenToPresence((event) => {
    if (event.projectId !== undefined && event.projectId !== projectId) return;
    const answer = roster.hear(event, now(), channel.connectionId);
    if (answer) void channel.announcePresence(projectId, answer);
    update();
  });
  const heartbeat = setInterval(
    () => void channel.announcePresence(projectId, 'here'),
    PRESENCE_HEARTBEAT_MS,
  );
  const pruning = setInterval(() => {
    if (roster.prune(now())) update();
  }, PRUNE_EVERY_MS);
  void channel.announcePresence(projectId, 'hello');
  return () => {
    stopListening();
    clearInterval(heartbeat);
    clearInterval(pruning);
    void channel.announcePresence(projectId, 'bye');
  };
}
