import { STAFF_ROLES, type StaffRole } from '@vantage/contracts';
import { type Command, Option } from 'commander';
import { and, eq } from 'drizzle-orm';
import { userAccounts } from '../../db/schema/index.js';
import { parseEmail, UsageError } from '../arguments.js';
import type { AdminContext, RunWithContext } from '../context.js';
import { findSubscriptionByKey, findUserByEmail } from './subscriptions.js';

/** Adds the role to the user's account in the subscription, creating the account if needed. */
export async function grantRole(
  ctx: AdminContext,
  input: { email: string; subscription: string; role: StaffRole },
) {
  const user = await findUserByEmail(ctx.db, input.email);
  const subscription = await findSubscriptionByKey(ctx.db, input.subscription);
  return ctx.db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(userAccounts)
      .where(and(eq(userAccounts.userId, user.id), eq(userAccounts.subscriptionId, subscription.id)))
      .for('update');
    if (!account) {
      const [created] = await tx
        .insert(userAccounts)
        .values({ userId: user.id, subscriptionId: subscription.id, roles: [input.role] })
        .returning();
      return created!;
    }
    if (account.roles.includes(input.role)) return account;
    const [updated] = await tx
      .update(userAccounts)
      .set({ roles: [...account.roles, input.role] })
      .where(eq(userAccounts.id, account.id))
      .returning();
    return updated!;
  });
}

/** Takes the role; an account left without roles is removed. */
export async function revokeRole(
  ctx: AdminContext,
  input: { email: string; subscription: string; role: StaffRole },
) {
  const user = await findUserByEmail(ctx.db, input.email);
  const subscription = await findSubscriptionByKey(ctx.db, input.subscription);
  const [account] = await ctx.db
    .select()
    .from(userAccounts)
    .where(and(eq(userAccounts.userId, user.id), eq(userAccounts.subscriptionId, subscription.id)));
  if (!account?.roles.includes(input.role))
    throw new UsageError(`${input.email} does not have the role ${input.role} in ${input.subscription}.`);
  const roles = account.roles.filter((role) => role !== input.role);
  if (roles.length === 0) await ctx.db.delete(userAccounts).where(eq(userAccounts.id, account.id));
  else await ctx.db.update(userAccounts).set({ roles }).where(eq(userAccounts.id, account.id));
  return roles;
}

export function registerRoleCommands(program: Command, run: RunWithContext): void {
  const roleOption = () =>
    new Option('--role <role>', 'staff role').choices(STAFF_ROLES).makeOptionMandatory();
  program
    .command('grant-role')
    .description('Give a user (who has signed in once) a staff role in a subscription')
    .requiredOption('--email <email>', "the user's e-mail address", parseEmail)
    .requiredOption('--subscription <key>', 'subscription key')
    .addOption(roleOption())
    .action((options: { email: string; subscription: string; role: StaffRole }) =>
      run(async (ctx) => {
        const account = await grantRole(ctx, options);
        console.log(`${options.email} now has ${account.roles.join(', ')} in ${options.subscription}.`);
      }),
    );

  program
    .command('revoke-role')
    .description('Take a staff role from a user in a subscription')
    .requiredOption('--email <email>', "the user's e-mail address", parseEmail)
    .requiredOption('--subscription <key>', 'subscription key')
    .addOption(roleOption())
    .action((options: { email: string; subscription: string; role: StaffRole }) =>
      run(async (ctx) => {
        const roles = await revokeRole(ctx, options);
        console.log(
          `${options.email} now has ${roles.join(', ') || 'no account'} in ${options.subscription}.`,
        );
      }),
    );
}
