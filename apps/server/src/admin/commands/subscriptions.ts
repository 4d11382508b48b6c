import type { Command } from 'commander';
import { and, arrayContains, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connection.js';
import {
  customers,
  type SubscriptionLimits,
  subscriptions,
  subscriptionTypes,
  userAccounts,
  users,
} from '../../db/schema/index.js';
import { createSubscription } from '../../modules/subscriptions/create-subscription.js';
import { parseCount, parseDate, parseEmail, UsageError } from '../arguments.js';
import type { AdminContext, RunWithContext } from '../context.js';

export async function findSubscriptionByKey(db: Queryable, key: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.key, key));
  if (!row) throw new UsageError(`No subscription has the key "${key}" (see list-subscriptions).`);
  return row;
}

export async function findUserByEmail(db: Queryable, email: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  if (!row)
    throw new UsageError(`No user with the e-mail ${email} has signed in yet; ask them to sign in once.`);
  return row;
}

/** A paid subscription (no trial, no expiry unless given) with the type's default limits. */
export async function createPaidSubscription(
  ctx: AdminContext,
  input: { customer: string; type: string; owner?: string; phone?: string; expires?: Date },
) {
  const [type] = await ctx.db.select().from(subscriptionTypes).where(eq(subscriptionTypes.key, input.type));
  if (!type) {
    const known = await ctx.db.select({ key: subscriptionTypes.key }).from(subscriptionTypes);
    throw new UsageError(
      `Unknown subscription type "${input.type}"; known: ${known.map((k) => k.key).join(', ')}.`,
    );
  }
  if (!input.customer.trim()) throw new UsageError('The customer name must not be empty.');
  const owner = input.owner ? await findUserByEmail(ctx.db, input.owner) : undefined;
  return ctx.db.transaction(async (tx) => {
    const created = await createSubscription(tx, {
      customerName: input.customer.trim(),
      customerPhoneNumber: input.phone,
      typeKey: type.key,
      isTrial: false,
      expiresAt: input.expires ?? null,
    });
    if (owner)
      await tx
        .insert(userAccounts)
        .values({ userId: owner.id, subscriptionId: created.subscription.id, roles: ['Owner'] });
    return created;
  });
}

export const LIMIT_OPTIONS: Array<{ flag: string; limit: keyof SubscriptionLimits }> = [
  { flag: 'projects', limit: 'projectLimit' },
  { flag: 'team-members', limit: 'teamMemberLimit' },
  { flag: 'project-members', limit: 'projectMemberLimit' },
  { flag: 'observers', limit: 'observerLimit' },
  { flag: 'planner-objects', limit: 'plannerObjectLimit' },
  { flag: 'revisions', limit: 'revisionsLimit' },
  { flag: 'panorama-ai-credits', limit: 'panoramaAICreditsLimit' },
];

export async function setLimits(ctx: AdminContext, key: string, limits: Partial<SubscriptionLimits>) {
  if (Object.keys(limits).length === 0)
    throw new UsageError(`Give at least one limit: ${LIMIT_OPTIONS.map((o) => `--${o.flag}`).join(', ')}.`);
  const subscription = await findSubscriptionByKey(ctx.db, key);
  const [row] = await ctx.db
    .update(subscriptions)
    .set(limits)
    .where(eq(subscriptions.id, subscription.id))
    .returning();
  return row!;
}

export async function setExpiry(ctx: AdminContext, key: string, expiresAt: Date | null) {
  const subscription = await findSubscriptionByKey(ctx.db, key);
  const [row] = await ctx.db
    .update(subscriptions)
    .set({ expiresAt })
    .where(eq(subscriptions.id, subscription.id))
    .returning();
  return row!;
}

export async function listSubscriptions(ctx: AdminContext) {
  const rows = await ctx.db
    .select({ subscription: subscriptions, customerName: customers.name })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .orderBy(asc(subscriptions.id));
  const owners = await ctx.db
    .select({ subscriptionId: userAccounts.subscriptionId, email: users.email })
    .from(userAccounts)
    .innerJoin(users, eq(users.id, userAccounts.userId))
    .where(and(arrayContains(userAccounts.roles, ['Owner'])));
  return rows.map(({ subscription: s, customerName }) => ({
    key: s.key,
    customer: customerName,
    type: s.typeKey,
    trial: s.isTrial,
    expiresAt: s.expiresAt,
    owners: owners.filter((o) => o.subscriptionId === s.id).map((o) => o.email),
  }));
}

export function registerSubscriptionCommands(program: Command, run: RunWithContext): void {
  program
    .command('create-subscription')
    .description('Create a customer with a paid subscription')
    .requiredOption('--customer <name>', 'customer (organisation) name')
    .option('--type <key>', 'subscription type key', 'wind-planner')
    .option('--owner <email>', 'make this user (who has signed in once) the Owner', parseEmail)
    .option('--phone <number>', 'customer phone number')
    .option('--expires <date>', 'expiry date (ISO); default none', parseDate)
    .action((options) =>
      run(async (ctx) => {
        const { subscription, customer } = await createPaidSubscription(ctx, options);
        console.log(
          `Created subscription ${subscription.key} for ${customer.name} (${subscription.typeKey}).`,
        );
      }),
    );

  const setLimitsCommand = program
    .command('set-limits')
    .description('Set one or more limits of a subscription')
    .requiredOption('--subscription <key>', 'subscription key');
  for (const { flag } of LIMIT_OPTIONS)
    setLimitsCommand.option(`--${flag} <n>`, `${flag.replaceAll('-', ' ')} limit`, parseCount);
  setLimitsCommand.action((options: Record<string, unknown>) =>
    run(async (ctx) => {
      const limits: Partial<SubscriptionLimits> = {};
      for (const { flag, limit } of LIMIT_OPTIONS) {
        const value = options[flag.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase())];
        if (typeof value === 'number') limits[limit] = value;
      }
      await setLimits(ctx, options.subscription as string, limits);
      console.log(`Limits of ${options.subscription as string} set: ${JSON.stringify(limits)}`);
    }),
  );

  program
    .command('set-expiry')
    .description('Set the expiry date of a subscription')
    .requiredOption('--subscription <key>', 'subscription key')
    .requiredOption('--date <date>', 'expiry (ISO date or date-time)', parseDate)
    .action((options: { subscription: string; date: Date }) =>
      run(async (ctx) => {
        await setExpiry(ctx, options.subscription, options.date);
        console.log(`${options.subscription} expires at ${options.date.toISOString()}.`);
      }),
    );

  program
    .command('clear-expiry')
    .description('Remove the expiry date of a subscription')
    .requiredOption('--subscription <key>', 'subscription key')
    .action((options: { subscription: string }) =>
      run(async (ctx) => {
        await setExpiry(ctx, options.subscription, null);
        console.log(`${options.subscription} no longer expires.`);
      }),
    );

  program
    .command('list-subscriptions')
    .description('List every subscription with its customer, type, expiry and owners')
    .action(() =>
      run(async (ctx) => {
        const rows = await listSubscriptions(ctx);
        if (rows.length === 0) console.log('No subscriptions yet.');
        for (const r of rows)
          console.log(
            [
              r.key,
              r.customer,
              r.type,
              r.trial ? 'trial' : 'paid',
              r.expiresAt ? `expires ${r.expiresAt.toISOString()}` : 'no expiry',
              `owners: ${r.owners.join(', ') || '-'}`,
            ].join(' | '),
          );
      }),
    );
}
