import type { MemberAbilities, SubscriptionMember } from '@vantage/contracts';
import { allows } from '../../auth/authorize.js';
import type { AccountContext } from '../../auth/context.js';

/** The member answer with what the caller may do to that member (the same rules `authorize` checks). */
export function withMemberAbilities(
  context: Pick<AccountContext, 'roles' | 'isExpired' | 'account'>,
  member: SubscriptionMember,
): SubscriptionMember {
  const abilities: MemberAbilities = {
    remove:
      member.userAccountId !== context.account.id &&
      allows(context, 'member.remove', { targetRoles: member.roles }),
    updateRoles: allows(context, 'member.updateRoles', { before: member.roles, after: member.roles }),
  };
  return { ...member, abilities };
}
