import type { Role, SubscriptionType } from '@vantage/contracts';

/**
 * The rules of /welcome (spec "/welcome", sections 3 and 4), kept apart from the screen so
 * they can be tested alone.
 */

/** Spec section 4 "Onboarding progress" (the trial form's states). */
export type OnboardingProgress = 'NotStarted' | 'InProgress' | 'Completed';

/** The plan named after the product's wind-planning plan (spec section 3). */
export const PREFERRED_SUBSCRIPTION_TYPE_NAME = 'Wind Planner';

/** The type named after the wind-planning plan is preferred, else the first; none without types. */
export function chooseSubscriptionType(types: readonly SubscriptionType[]): SubscriptionType | undefined {
  return (
    types.find((type) => type.name.toLowerCase() === PREFERRED_SUBSCRIPTION_TYPE_NAME.toLowerCase()) ??
    types[0]
  );
}

type Account = { subscriptionKey: string; customerName: string; roles: readonly Role[] };

/** A user may own one subscription (409 AlreadyOwnsSubscription), so only a non-owner may start a trial. */
export function canStartTrial(accounts: readonly Account[]): boolean {
  return !accounts.some((account) => account.roles.includes('Owner'));
}

/** Spec section 4: "the new subscription is found by the Owner role on the new trial's customer". */
export function findTrialAccount<A extends Account>(
  accounts: readonly A[],
  customerName: string,
): A | undefined {
  const name = customerName.trim().toLowerCase();
  return accounts.find(
    (account) => account.roles.includes('Owner') && account.customerName.trim().toLowerCase() === name,
  );
}

/**
 * Spec "/welcome": after accepting an invitation, switch to the subscription where the user
 * is now owner if any, otherwise the first.
 */
export function subscriptionAfterAcceptance<A extends Account>(accounts: readonly A[]): A | undefined {
  return accounts.find((account) => account.roles.includes('Owner')) ?? accounts[0];
}

/** Spec section 5: both fields are required; the submit is disabled and ignored if either is empty. */
export function isTrialFormComplete(values: { customerName: string; customerPhoneNumber: string }): boolean {
  return values.customerName.trim() !== '' && values.customerPhoneNumber.trim() !== '';
}
