import { useEffect, useState } from 'react';
import { useHub } from '@/lib/hub/hub-context';
import { useCurrentAccount } from '@/lib/session/session-context';
import { clearChangeMarks, markChanges } from './change-marks';
import { type Person, startPresence } from './presence';

/**
 * Editing a plan together, while the planner is open:
 * - the project's hub group is joined, so that a teammate's changes arrive as item events;
 *   the session's hub refreshes the planner's queries from them (lib/hub/item-events.ts);
 * - what someone else changed is marked with their name for a few seconds (change-marks.ts);
 * - presence: who else has the project open (presence.ts).
 */
export function useCollaboration(projectId: number): { people: Person[] } {
  const { client, connectionId } = useHub();
  const ownUserId = useCurrentAccount().account?.userId;
  const [people, setPeople] = useState<Person[]>([]);

  // First: the group must be joined before `hello` is said, or the answers would not arrive.
  useEffect(() => client?.subscribeToProject(projectId), [client, projectId]);

  useEffect(() => {
    if (!client) return;
    const stop = client.listenToItemEvents((event) => {
      if (event.projectId === undefined || event.projectId === projectId) markChanges(event, ownUserId);
    });
    return () => {
      stop();
      clearChangeMarks();
    };
  }, [client, projectId, ownUserId]);

  // Each connection (a reconnect is a new one) says hello again, and hears again who is there.
  useEffect(() => {
    if (!client || connectionId === null) return;
    const stop = startPresence({ channel: client, projectId, ownUserId, onChange: setPeople });
    return () => {
      stop();
      setPeople([]);
    };
  }, [client, connectionId, projectId, ownUserId]);

  return { people };
}
