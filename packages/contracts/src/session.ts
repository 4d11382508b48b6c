import { z } from 'zod/mini';
import { SafeString } from './primitives.js';

/**
 * Spec section 4 (session) and section 7 (`PUT /api/user/client-id`, `PUT /api/user/activity`,
 * `POST /metrics/heartbeat`). The client id itself travels in the X-Client-Id header.
 */
export const ClientIdUpdateRequest = z.object({
  /** Overrides the X-Client-Id header when given. */
  clientId: z.optional(SafeString.check(z.minLength(1), z.maxLength(200))),
  /** Take over from another active client of the same user instead of answering 412. */
  force: z._default(z.boolean(), false),
  signalRConnectionId: z.nullish(SafeString.check(z.maxLength(200))),
});
export type ClientIdUpdateRequest = z.input<typeof ClientIdUpdateRequest>;

export const ActivityQuery = z.object({
  active: z.enum(['true', 'false'], { message: 'must be true or false' }),
});

export const ActivityUpdateRequest = z.object({
  force: z._default(z.boolean(), false),
  signalRConnectionId: z.nullish(SafeString.check(z.maxLength(200))),
});
export type ActivityUpdateRequest = z.input<typeof ActivityUpdateRequest>;

export const HeartbeatRequest = z.object({ idling: z.optional(z.boolean()) });
export type HeartbeatRequest = z.infer<typeof HeartbeatRequest>;

/** Extension members of the 503 problem answered while maintenance is on. */
export const MaintenanceProblem = z.object({
  status: z.literal(503),
  title: z.string(),
  detail: z.string(),
  maintenance: z.object({ startsAt: z.nullable(z.string()), endsAt: z.nullable(z.string()) }),
});
export type MaintenanceProblem = z.infer<typeof MaintenanceProblem>;

/** The real-time hub (spec section 1). */
export const HUB_PATH = '/signalr';
export const HUB_METHODS = [
  'SubscribeToProject',
  'UnsubscribeFromProject',
  'SubscribeToUser',
  'UnsubscribeFromUser',
  'NotifyClientIdChanged',
  'NotifyItemUpdated',
  'NotifyWorldEvent',
] as const;
export const HUB_EVENTS = [
  'OnItemAdded',
  'OnItemUpdated',
  'OnItemDeleted',
  'OnWorldEvent',
  'OnClientIdChanged',
] as const;
export type HubEvent = (typeof HUB_EVENTS)[number];
