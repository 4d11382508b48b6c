import { currentRequestId } from '../http/request-id.js';
import { metrics } from '../metrics/registry.js';

/**
 * The one internal events module: services publish what changed, the hub delivers it to
 * the affected user and project groups. Services never talk to the hub directly.
 */
export type HubEventName =
  | 'OnItemAdded'
  | 'OnItemUpdated'
  | 'OnItemDeleted'
  | 'OnWorldEvent'
  | 'OnClientIdChanged'
  /** Internal, never sent to clients: the hub closes connections of revoked tokens (hub/revocation.ts). */
  | '$RevokeTokens'
  /** Not sent to clients: the hub closes the connections in the `session:<sid>` group (logout). */
  | 'SessionEnded';

export type ItemKind =
  | 'project'
  | 'transfer'
  | 'invitation'
  | 'member'
  | 'viewpoint'
  | 'scenario'
  | 'tour'
  | 'plannerObject'
  | 'preset'
  | 'constraintLayer'
  | 'mapLayer'
  | 'subscription';

export type DomainEvent = {
  name: HubEventName;
  /** Hub groups that receive it: `user:<userId>`, `project:<projectId>`, `subscription:<subscriptionId>`. */
  groups: string[];
  /** Arguments passed to the client handler. */
  args: unknown[];
  /** The request that caused it (X-Request-Id), set by `publish` while a request runs. */
  requestId?: string;
};

export type EventListener = (event: DomainEvent) => void;

export class EventBus {
  private readonly listeners = new Set<EventListener>();

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(event: DomainEvent): void {
    const requestId = event.requestId ?? currentRequestId();
    const stamped = requestId ? { ...event, requestId } : event;
    metrics.eventsPublished.inc({ event: event.name });
    for (const listener of this.listeners) listener(stamped);
  }

  /** Shorthand for item changes: `{ kind, id, ... }` as the single argument. */
  item(
    name: 'OnItemAdded' | 'OnItemUpdated' | 'OnItemDeleted',
    kind: ItemKind,
    id: number | string,
    groups: string[],
    extra: Record<string, unknown> = {},
  ): void {
    this.publish({ name, groups, args: [{ kind, id, ...extra }] });
  }
}

export const groups = {
  user: (userId: string) => `user:${userId}`,
  project: (projectId: number) => `project:${projectId}`,
  subscription: (subscriptionId: number) => `subscription:${subscriptionId}`,
  /** Every hub connection opened with a token of this sign-in session (`sid`); no client joins it. */
  session: (sid: string) => `session:${sid}`,
};
