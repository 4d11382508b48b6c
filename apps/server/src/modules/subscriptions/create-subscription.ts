import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/connection.js';
import {
  customers,
  type SubscriptionLimits,
  subscriptionFeatures,
  subscriptions,
  subscriptionTypes,
} from '../../db/schema/index.js';

export type NewSubscription = {
  customerName: string;
  customerPhoneNumber?: string;
  typeKey: string;
  isTrial?: boolean;
  expiresAt?: Date | null;
  limits?: Partial<SubscriptionLimits>;
  features?: Record<string, 'Hidden' | 'Disabled' | 'Phantom' | 'Enabled'>;
};

export function newSubscriptionKey(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Creates a customer and its subscription with the type's default limits and features.
 * Used by the trial, the admin CLI, the demo seed and the test factories.
 */
export async function createSubscription(db: Queryable, input: NewSubscription) {
  const [type] = await db.select().from(subscriptionTypes).where(eq(subscriptionTypes.key, input.typeKey));
  if (!type) throw new Error(`Unknown subscription type: ${input.typeKey}`);
  const [customer] = await db
    .insert(customers)
    .values({ name: input.customerName, phoneNumber: input.customerPhoneNumber ?? null })
    .returning();
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      key: newSubscriptionKey(),
      customerId: customer!.id,
      typeKey: type.key,
      currentPlanId: type.key,
      isTrial: input.isTrial ?? false,
      expiresAt: input.expiresAt ?? null,
      ...type.defaultLimits,
      ...input.limits,
    })
    .returning();
  const features = { ...type.defaultFeatures, ...input.features } as Record<
    string,
    'Hidden' | 'Disabled' | 'Phantom' | 'Enabled'
  >;
  await db
    .insert(subscriptionFeatures)
    .values(
      Object.entries(features).map(([key, state]) => ({ subscriptionId: subscription!.id, key, state })),
    );
  return { customer: customer!, subscription: subscription! };
}
