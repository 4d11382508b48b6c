import type { Database } from '../db/connection.js';
import { groups } from '../events/bus.js';
import { userMaySeeProject } from './access.js';
import type { Hub } from './hub.js';
import type { HubConnection } from './hub-connection.js';
import { HUB_LIMITS } from './limits.js';
import { isPresenceState, PRESENCE_STATES, type PresenceState, presenceName } from './presence.js';
import { userMayEditProject } from './write-access.js';

/** A refusal the caller may read: its message goes into the error completion. */
export class HubError extends Error {
  override readonly name = 'HubError';
}

export type MethodContext = { hub: Hub; connection: HubConnection };

export type HubMethod = {
  name: string;
  parameters: string[];
  run(context: MethodContext, args: unknown[]): Promise<unknown>;
};

/** Keyed by lower-case name: SignalR matches method names case-insensitively. */
export type HubMethods = Map<string, HubMethod>;

const MAX_PROJECT_ID = 2_147_483_647;
/**
 * Write access checked once is trusted this long for Notify* calls on that connection; an
 * access change clears it at once (hub.ts recheck).
 */
const WRITE_ACCESS_TTL_MS = 30_000;

function projectIdArg(value: unknown): number {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_PROJECT_ID) {
    throw new HubError('projectId must be a positive integer.');
  }
  return id;
}

function stringArg(value: unknown, name: string, maxLength = 200): string {
  if (typeof value !== 'string' || value.trim().length === 0 || value.length > maxLength) {
    throw new HubError(`${name} must be a non-empty string of at most ${maxLength} characters.`);
  }
  return value;
}

function ownUserIdArg(connection: HubConnection, value: unknown): string {
  const userId = stringArg(value, 'userId', 64);
  if (userId.toLowerCase() !== connection.identity.userId.toLowerCase()) {
    throw new HubError('You may only subscribe to your own user.');
  }
  return connection.identity.userId;
}

function presenceStateArg(value: unknown): PresenceState {
  if (!isPresenceState(value)) throw new HubError(`state must be one of ${PRESENCE_STATES.join(', ')}.`);
  return value;
}

function payloadArg(value: unknown, name: string, maxBytes: number): unknown {
  if (value === null || value === undefined) throw new HubError(`${name} is required.`);
  if (Buffer.byteLength(JSON.stringify(value)) > maxBytes)
    throw new HubError(`${name} must be at most ${maxBytes} bytes of JSON.`);
  return value;
}

/**
 * Kinds a client may announce with NotifyItemUpdated: project content it edits in the
 * planner. Projects, members, invitations, transfers and subscriptions are announced only
 * by the server, after the change happened (docs/security.md).
 */
export const CLIENT_ITEM_KINDS = ['viewpoint', 'scenario', 'tour', 'plannerObject', 'preset'] as const;

function itemArg(value: unknown): Record<string, unknown> {
  const item = payloadArg(value, 'item', HUB_LIMITS.itemBytes);
  if (typeof item !== 'object' || Array.isArray(item))
    throw new HubError('item must be an object with a kind and an id.');
  const record = item as Record<string, unknown>;
  if (!CLIENT_ITEM_KINDS.includes(record.kind as (typeof CLIENT_ITEM_KINDS)[number]))
    throw new HubError(`item.kind must be one of ${CLIENT_ITEM_KINDS.join(', ')}.`);
  const { id } = record;
  const validId =
    (typeof id === 'number' && Number.isSafeInteger(id)) || (typeof id === 'string' && id.length <= 64);
  if (!validId) throw new HubError('item.id must be an integer or a string of at most 64 characters.');
  return record;
}

/**
 * The hub's methods and who may call them: projects only for users who
 * may see them, users only oneself, Notify* to a project only by those who may change its
 * content, with validated and size-limited payloads (docs/security.md).
 */
export function createHubMethods(db: Database): HubMethods {
  async function requireProject(connection: HubConnection, projectId: number): Promise<void> {
    if (!(await userMaySeeProject(db, connection.identity.userId, projectId))) {
      throw new HubError(`Project ${projectId} does not exist or is not yours to see.`);
    }
  }

  /** Notify* speak for the project's content: the same rule as editing it through the API. */
  async function requireWriteAccess(connection: HubConnection, projectId: number): Promise<void> {
    const now = Date.now();
    if ((connection.writable.get(projectId) ?? 0) > now) return;
    if (!(await userMayEditProject(db, connection.identity.userId, projectId))) {
      throw new HubError(`Project ${projectId} does not exist or is not yours to change.`);
    }
    connection.writable.set(projectId, now + WRITE_ACCESS_TTL_MS);
  }

  const list: HubMethod[] = [
    {
      name: 'SubscribeToProject',
      parameters: ['projectId'],
      async run({ hub, connection }, [raw]) {
        const projectId = projectIdArg(raw);
        await requireProject(connection, projectId);
        hub.join(connection, groups.project(projectId));
      },
    },
    {
      name: 'UnsubscribeFromProject',
      parameters: ['projectId'],
      async run({ hub, connection }, [raw]) {
        hub.leave(connection, groups.project(projectIdArg(raw)));
      },
    },
    {
      name: 'SubscribeToUser',
      parameters: ['userId'],
      async run({ hub, connection }, [raw]) {
        hub.join(connection, groups.user(ownUserIdArg(connection, raw)));
      },
    },
    {
      name: 'UnsubscribeFromUser',
      parameters: ['userId'],
      async run({ hub, connection }, [raw]) {
        hub.leave(connection, groups.user(ownUserIdArg(connection, raw)));
      },
    },
    {
      name: 'NotifyClientIdChanged',
      parameters: ['clientId'],
      async run({ hub, connection }, [raw]) {
        const clientId = stringArg(raw, 'clientId');
        hub.publish({
          groups: [groups.user(connection.identity.userId)],
          target: 'OnClientIdChanged',
          args: [clientId],
        });
      },
    },
    {
      name: 'NotifyItemUpdated',
      parameters: ['projectId', 'item'],
      async run({ hub, connection }, [rawProject, rawItem]) {
        const projectId = projectIdArg(rawProject);
        const item = itemArg(rawItem);
        await requireWriteAccess(connection, projectId);
        hub.publish({
          groups: [groups.project(projectId)],
          target: 'OnItemUpdated',
          args: [item, projectId],
          except: [connection.connectionId],
        });
      },
    },
    {
      // Who else has the project open: the protocol is in presence.ts.
      name: 'AnnouncePresence',
      parameters: ['projectId', 'state'],
      async run({ hub, connection }, [rawProject, rawState]) {
        const projectId = projectIdArg(rawProject);
        const state = presenceStateArg(rawState);
        const present = connection.presence?.projectIds.has(projectId) ?? false;
        // A goodbye where it said hello tells others only what they knew: no check needed.
        if (state === 'bye' && present) {
          hub.leavePresence(connection, projectId);
          return;
        }
        await requireProject(connection, projectId);
        if (state === 'bye') return;
        if (!present && (connection.presence?.projectIds.size ?? 0) >= HUB_LIMITS.presenceProjects) {
          throw new HubError(
            `You can be present in at most ${HUB_LIMITS.presenceProjects} projects at once.`,
          );
        }
        hub.announcePresence(
          connection,
          projectId,
          state,
          await presenceName(db, connection.identity.userId),
        );
      },
    },
    {
      name: 'NotifyWorldEvent',
      parameters: ['projectId', 'payload'],
      async run({ hub, connection }, [rawProject, rawPayload]) {
        const projectId = projectIdArg(rawProject);
        const payload = payloadArg(rawPayload, 'payload', HUB_LIMITS.worldEventBytes);
        await requireWriteAccess(connection, projectId);
        hub.publish({
          groups: [groups.project(projectId)],
          target: 'OnWorldEvent',
          args: [payload, projectId],
          except: [connection.connectionId],
        });
      },
    },
  ];
  return new Map(list.map((method) => [method.name.toLowerCase(), method]));
}
