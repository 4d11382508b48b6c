import { PRESENT_FEATURE_KEY, type Role } from '@vantage/contracts';
import { and, eq } from 'drizzle-orm';
import { type AccountContext, hasAnyRole } from '../../auth/context.js';
import type { Queryable } from '../../db/connection.js';
import { subscriptionFeatures } from '../../db/schema/index.js';
import { forbidden } from '../../http/problem.js';
import { assertNotExpired } from '../subscriptions/policy.js';

/**
 * Who may present (spec section 6 and the DOMAIN.md table): Owner and TeamMember only, not
 * Administrator, with the Present feature (Dash.Secure.Present) Enabled and a subscription
 * that has not expired. Seeing presentations follows project visibility (access.ts): whoever
 * sees the original sees its presentations.
 */
export const PRESENTER_ROLES: readonly Role[] = ['Owner', 'TeamMember'];

export const PRESENT_ROLE_DETAIL = 'Only Owners and Team members can present projects.';
export const PRESENT_FEATURE_DETAIL =
  'Presenting is not part of your subscription: the Present module is not enabled.';

export async function presentFeatureEnabled(db: Queryable, subscriptionId: number): Promise<boolean> {
  const [row] = await db
    .select({ state: subscriptionFeatures.state })
    .from(subscriptionFeatures)
    .where(
      and(
        eq(subscriptionFeatures.subscriptionId, subscriptionId),
        eq(subscriptionFeatures.key, PRESENT_FEATURE_KEY),
      ),
    );
  return row?.state === 'Enabled';
}

/** Create a presentation, or publish one again: role, then expiry, then the feature. */
export async function assertMayPresent(
  db: Queryable,
  actor: Pick<AccountContext, 'roles' | 'isExpired' | 'subscription'>,
): Promise<void> {
  assertMayWithdraw(actor);
  if (!(await presentFeatureEnabled(db, actor.subscription.id))) throw forbidden(PRESENT_FEATURE_DETAIL);
}

/**
 * Depublish: the presenter roles on a live subscription. The feature is not needed, so that
 * a subscription whose Present module was switched off can still take its links down.
 */
export function assertMayWithdraw(actor: Pick<AccountContext, 'roles' | 'isExpired'>): void {
  if (!hasAnyRole(actor, ...PRESENTER_ROLES)) throw forbidden(PRESENT_ROLE_DETAIL);
  assertNotExpired(actor);
}
