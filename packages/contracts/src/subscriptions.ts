import { z } from 'zod';
import { SafeString } from './primitives.js';

/** Spec section 3: trial and access request body (loginUrl = app origin + /login). */
export const TrialRequest = z.object({
  customerName: SafeString.trim().min(1, 'Company name is required.').max(200),
  customerPhoneNumber: SafeString.trim().min(1, 'Company phone is required.').max(50),
  subscriptionTypeKey: SafeString.min(1),
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
  currentPlanId: z.string().nullable(),
  customerName: z.string(),
  isTrial: z.boolean(),
  isExpired: z.boolean(),
  expiresAt: z.iso.datetime().nullable(),
  teamMemberLimit: z.number().int(),
  teamMembersUsed: z.number().int(),
  projectMemberLimit: z.number().int(),
  projectMembersUsed: z.number().int(),
  observerLimit: z.number().int(),
  observersUsed: z.number().int(),
  projectLimit: z.number().int(),
  projectsUsed: z.number().int(),
  plannerObjectLimit: z.number().int(),
  plannerObjectsUsed: z.number().int(),
  revisionsLimit: z.number().int(),
  revisionsUsed: z.number().int(),
  panoramaAICreditsLimit: z.number().int(),
  panoramaAICreditsUsed: z.number().int(),
});
export type SubscriptionDetails = z.infer<typeof SubscriptionDetails>;

/** Shown in the subscription-type picker when no type exists (spec section 8). */
export const NO_SUBSCRIPTION_TYPE_MESSAGE = 'No subscription type found';
/** Detail of the 403 every action blocked by an expired subscription answers. */
export const SUBSCRIPTION_EXPIRED_MESSAGE = 'Your subscription has expired.';
