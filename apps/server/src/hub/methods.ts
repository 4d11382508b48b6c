import type { Database } from '../db/connection.js';
import { groups } from '../events/bus.js';
import { userMaySeeProject } from './access.js';
import type { Hub } from './hub.js';
import type { HubConnection } from './hub-connection.js';

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
/** A membership checked once is trusted this long for Notify* calls on that connection. */
const MEMBERSHIP_TTL_MS = 30_000;

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

function payloadArg(value: unknown, name: string): unknown {
  if (value === null || value === undefined) throw new HubError(`${name} is required.`);
  return value;
}

/**
 * The hub's methods and who may call them (issue 6): projects only for users who may see
 * them, users only oneself, Notify* to a project only by those who may see it.
 */
export function createHubMethods(db: Database): HubMethods {
  const verified = new WeakMap<HubConnection, Map<number, number>>();

  async function requireProject(connection: HubConnection, projectId: number): Promise<void> {
    const now = Date.now();
    const known = verified.get(connection);
    if ((known?.get(projectId) ?? 0) > now) return;
    if (!(await userMaySeeProject(db, connection.identity.userId, projectId))) {
      throw new HubError(`Project ${projectId} does not exist or is not yours to see.`);
    }
    const map = known ?? new Map<number, number>();
    map.set(projectId, now + MEMBERSHIP_TTL_MS);
    verified.set(connection, map);
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
        const item = payloadArg(rawItem, 'item');
        await requireProject(connection, projectId);
        hub.publish({
          groups: [groups.project(projectId)],
          target: 'OnItemUpdated',
          args: [item, projectId],
          except: [connection.connectionId],
        });
      },
    },
    {
      name: 'NotifyWorldEvent',
      parameters: ['projectId', 'payload'],
      async run({ hub, connection }, [rawProject, rawPayload]) {
        const projectId = projectIdArg(rawProject);
        const payload = payloadArg(rawPayload, 'payload');
        await requireProject(connection, projectId);
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
