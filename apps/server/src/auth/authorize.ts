import {
  POLICY,
  type PolicyAction,
  type Role,
  rolesMay,
  SUBSCRIPTION_EXPIRED_MESSAGE,
} from '@vantage/contracts';
import { forbidden } from '../http/problem.js';
import { memberConditions } from '../modules/members/policy.js';
import { publishingConditions } from '../modules/publishing/policy.js';

/**
 * The one door every handler passes (Outline's `authorize(user, action, object)`):
 * 1. the rule's roles (`POLICY` in packages/contracts, the table the dashboard reads too);
 * 2. the rule's expiry flag: an expired subscription refuses what it `blocks`;
 * 3. the domain's condition on the object (`modules/<domain>/policy.ts`), e.g. the target's
 *    roles for member.remove or the Present feature for project.present.
 * Each failing step answers 403 with its own detail. Visibility (404 for what the caller may
 * not see at all) comes before, from the same conditions as the hub (projects/access.ts).
 */
export type Actor = { roles: readonly Role[]; isExpired: boolean };

/** A domain condition: undefined when it holds, else the 403 detail. */
export type Condition<O> = (actor: Actor, object: O) => string | undefined;

const CONDITIONS = { ...publishingConditions, ...memberConditions };
type Conditions = typeof CONDITIONS;
type ObjectArgs<A extends PolicyAction> = A extends keyof Conditions
  ? [object: Parameters<Conditions[A]>[1]]
  : [];

/** Whether the action's rule needs the object (a domain condition) besides roles and expiry. */
export function hasCondition(action: PolicyAction): boolean {
  return action in CONDITIONS;
}

/** Why the actor may not, or undefined when it may. */
export function denial<A extends PolicyAction>(
  actor: Actor,
  action: A,
  ...object: ObjectArgs<A>
): string | undefined {
  const rule = POLICY[action];
  if (!rolesMay(actor.roles, action)) return rule.denied;
  if (actor.isExpired && rule.expired === 'blocks') return SUBSCRIPTION_EXPIRED_MESSAGE;
  const condition = (CONDITIONS as Record<string, Condition<unknown> | undefined>)[action];
  return condition?.(actor, object[0]);
}

/** 403 problem+json unless the actor may do the action (on the object). */
export function authorize<A extends PolicyAction>(actor: Actor, action: A, ...object: ObjectArgs<A>): void {
  const why = denial(actor, action, ...object);
  if (why !== undefined) throw forbidden(why);
}

/** The boolean form, for the abilities the answers carry. */
export function allows<A extends PolicyAction>(actor: Actor, action: A, ...object: ObjectArgs<A>): boolean {
  return denial(actor, action, ...object) === undefined;
}
