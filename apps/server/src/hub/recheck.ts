import type { Database } from '../db/connection.js';
import { groups } from '../events/bus.js';
import { teamSubscriptionIds, userMaySeeProject } from './access.js';
import type { GroupMessage } from './backplane.js';
import type { AccessGuard } from './hub.js';
import type { HubConnection } from './hub-connection.js';

/** Item kinds whose change can take access away (or give it). */
const ACCESS_KINDS = new Set(['member', 'invitation', 'transfer', 'subscription']);

function itemOf(message: GroupMessage): { kind?: unknown } | undefined {
  const [item] = message.args;
  return typeof item === 'object' && item !== null ? (item as { kind?: unknown }) : undefined;
}

/**
 * The hub's answer to "who may still be in which group" after an access change:
 * a removed member, a changed role or project grant, a revoked invitation, a transferred
 * or deleted project. The same rules as joining (access.ts): team groups of the
 * subscriptions the user has a team role in, project groups of projects it may see.
 */
export function createAccessGuard(db: Database): AccessGuard {
  return {
    isAccessChange(message) {
      if (!message.target.startsWith('OnItem')) return false;
      const item = itemOf(message);
      if (typeof item?.kind !== 'string') return false;
      return ACCESS_KINDS.has(item.kind) || (item.kind === 'project' && message.target === 'OnItemDeleted');
    },
    async recheck(connection: HubConnection) {
      const userId = connection.identity.userId;
      const teams = new Set((await teamSubscriptionIds(db, userId)).map(groups.subscription));
      const leave: string[] = [];
      for (const group of connection.groups) {
        if (group.startsWith('subscription:')) {
          if (!teams.has(group)) leave.push(group);
        } else if (group.startsWith('project:')) {
          const projectId = Number(group.slice('project:'.length));
          if (!(await userMaySeeProject(db, userId, projectId))) leave.push(group);
        }
      }
      const join = [...teams].filter((group) => !connection.groups.has(group));
      return { leave, join };
    },
  };
}
