import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/connection.js';
import { users } from '../db/schema/index.js';
import { groups } from '../events/bus.js';
import { displayNameOf } from '../modules/users/display-name.js';
import type { GroupMessage } from './backplane.js';
import type { HubConnection } from './hub-connection.js';

/**
 * Presence: who else has a project open in the planner, so people editing a plan together
 * see each other. The hub relays and vouches for identities; the clients keep the list.
 *
 * - A client that opens a project calls `AnnouncePresence(projectId, 'hello')`.
 * - Every other connection in the project's group (SubscribeToProject) receives
 *   `OnPresence({ connectionId, userId, name, state }, projectId)`; the sender does not.
 *   `userId` and `name` are the connection's own (its token's user and the name the API
 *   shows for it), never words of the caller, so nobody can appear as someone else.
 * - A client that hears 'hello' answers 'here', so the newcomer learns who is already there.
 * - Every 30 s each client sends 'here'; a client forgets a connection it has heard nothing
 *   from for 70 s (two missed beats and some slack), or at once on its 'bye'.
 * - A client that leaves the project sends 'bye'. The hub remembers the projects each
 *   connection announced itself in and sends 'bye' for it when the connection closes
 *   (a closed tab, a lost network) or loses sight of the project (access.ts re-check).
 *
 * Announcing needs what subscribing needs, seeing the project (observers are present too),
 * and counts against the connection's message rate like every call (limits.ts).
 */
export const PRESENCE_STATES = ['hello', 'here', 'bye'] as const;
export type PresenceState = (typeof PRESENCE_STATES)[number];

export const PRESENCE_EVENT = 'OnPresence';

/** What the hub remembers of a connection's presence: its name as announced, and where. */
export type Presence = { name: string; projectIds: Set<number> };

export const isPresenceState = (value: unknown): value is PresenceState =>
  PRESENCE_STATES.includes(value as PresenceState);

/** The name others see for the connection's user. */
export async function presenceName(db: Queryable, userId: string): Promise<string> {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user ? displayNameOf(user) : '';
}

/** `OnPresence` to the project's group, except the connection itself. */
export function presenceMessage(
  connection: HubConnection,
  name: string,
  projectId: number,
  state: PresenceState,
): GroupMessage {
  return {
    groups: [groups.project(projectId)],
    target: PRESENCE_EVENT,
    args: [
      { connectionId: connection.connectionId, userId: connection.identity.userId, name, state },
      projectId,
    ],
    except: [connection.connectionId],
  };
}
