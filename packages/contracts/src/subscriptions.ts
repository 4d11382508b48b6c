import { z } from 'zod/mini';
import { SafeString } from './primitives.js';

/** Spec section 3: trial and access request body (loginUrl = app origin + /login). */
export const TrialRequest = z.object({
  customerName: SafeString.check(z.trim(), z.minLength(1, 'Company name is required.'), z.maxLength(200)),
  customerPhoneNumber: SafeString.check(
    z.trim(),
    z.minLength(1, 'Company phone is required.'),
    z.maxLength(50),
  ),
  subscriptionTypeKey: SafeString.check(z.minLength(1)),
  loginUrl: z.url(),
});
export type TrialRequest = z.infer<typeof TrialRequest>;

/** Answer of POST /api/subscriptions/trial (202). */
export const TrialStarted = z.object({ subscriptionKey: z.string(), customerName: z.string() });
export type TrialStarted = z.infer<typeof TrialStarted>;

/** Spec section 3: expiration status. */
export const ExpirationStatus = z.enum(['Unknown', 'NotExpired', 'Expired']);
export type ExpirationStatus = z.infer<typeof ExpirationStatus>;

export const SubscriptionStatus = z.object({ status: ExpirationStatus, isExpired: z.boolean() });
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/**
 * Spec section 3: subscription with usage and limits (GET /api/subscriptions/current).
 * `...Used` values are counted from real rows; see the subscriptions module for how.
 */
export const SubscriptionDetails = z.object({
  subscriptionKey: z.string(),
  subscriptionTypeName: z.string(),
  currentPlanId: z.nullable(z.string()),
  customerName: z.string(),
  isTrial: z.boolean(),
  isExpired: z.boolean(),
  expiresAt: z.nullable(z.iso.datetime()),
  teamMemberLimit: z.int(),
  teamMembersUsed: z.int(),
  projectMemberLimit: z.int(),
  projectMembersUsed: z.int(),
  observerLimit: z.int(),
  observersUsed: z.int(),
  projectLimit: z.int(),
  projectsUsed: z.int(),
  plannerObjectLimit: z.int(),
  plannerObjectsUsed: z.int(),
  revisionsLimit: z.int(),
  revisionsUsed: z.int(),
  panoramaAICreditsLimit: z.int(),
  panoramaAICreditsUsed: z.int(),
});
export type SubscriptionDetails = z.infer<typeof SubscriptionDetails>;

/** Shown in the subscription-type picker when no type exists (spec section 8). */
export const NO_SUBSCRIPTION_TYPE_MESSAGE = 'No subscription type found';
/** Detail of the 403 every action blocked by an expired subscription answers. */
export const SUBSCRIPTION_EXPIRED_MESSAGE = 'Your subscription has expired.';
