import { PRESENT_FEATURE_DENIED, PRESENT_FEATURE_KEY } from '@vantage/contracts';
import { and, eq } from 'drizzle-orm';
import type { Condition } from '../../auth/authorize.js';
import type { Queryable } from '../../db/connection.js';
import { subscriptionFeatures } from '../../db/schema/index.js';

/**
 * Presenting in the one policy table (packages/contracts `POLICY`): project.present and
 * project.depublish are Owner and TeamMember only, not Administrator (spec section 6 and
 * the DOMAIN.md table), on a subscription that has not expired. Presenting (create a
 * presentation, publish one again) also needs the Present feature (Dash.Secure.Present)
 * Enabled; depublishing does not, so that a subscription whose Present module was switched
 * off can still take its links down. Seeing presentations follows project visibility
 * (access.ts): whoever sees the original sees its presentations. Deleting a presentation is
 * project.delete.
 */
export const publishingConditions = {
  'project.present': ((_actor, object) =>
    object.presentEnabled ? undefined : PRESENT_FEATURE_DENIED) as Condition<{
    presentEnabled: boolean;
  }>,
};

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
