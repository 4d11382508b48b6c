/**
 * Presence in a project (the hub's `AnnouncePresence` / `OnPresence`): who else has it open.
 *
 * The protocol, kept by the clients (the hub only relays, with the sender's identity):
 * - on opening, a client says `hello`; whoever hears a `hello` answers `here`;
 * - every client says `here` again every 30 s while it stays;
 * - a client that leaves says `bye`, and the hub says it for a connection that closes;
 * - a client forgets a connection it has not heard from for 70 s (a lost `bye`).
 */
export type PresenceState = 'hello' | 'here' | 'bye';

export type PresenceEvent = {
  connectionId: string;
  userId: string;
  name: string;
  state: PresenceState;
  projectId: number | undefined;
};

const STATES: readonly string[] = ['hello', 'here', 'bye'];

/** Reads `OnPresence({ connectionId, userId, name, state }, projectId)`; undefined for any other shape. */
export function parsePresenceEvent(args: readonly unknown[]): PresenceEvent | undefined {
  const [who, projectArg] = args;
  if (typeof who !== 'object' || who === null) return undefined;
  const { connectionId, userId, name, state } = who as Record<string, unknown>;
  if (typeof connectionId !== 'string' || connectionId === '') return undefined;
  if (typeof userId !== 'string' || userId === '') return undefined;
  if (typeof state !== 'string' || !STATES.includes(state)) return undefined;
  const project =
    typeof projectArg === 'string' && /^\d+$/.test(projectArg) ? Number(projectArg) : projectArg;
  return {
    connectionId,
    userId,
    name: typeof name === 'string' && name.trim() ? name.trim() : 'Someone',
    state: state as PresenceState,
    projectId: typeof project === 'number' && Number.isSafeInteger(project) ? project : undefined,
  };
}
