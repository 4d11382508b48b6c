import {
  CONFLICT_MESSAGES,
  isLanguage,
  type Language,
  SOURCE_LANGUAGE,
  type TrialRequest,
} from '@vantage/contracts';
import { and, arrayContains, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Queryable } from '../../db/connection.js';
import { subscriptionTypes, userAccounts, users } from '../../db/schema/index.js';
import { groups } from '../../events/bus.js';
import { badRequest, conflict } from '../../http/problem.js';
import { enqueueMail } from '../../mail/outbox.js';
import { recipientLanguage } from '../../mail/recipient-language.js';
import { accessRequestMail } from '../../mail/templates/access-request.js';
import { trialStartedMail } from '../../mail/templates/trial-started.js';
import type { UserRow } from '../users/service.js';
import { createSubscription } from './create-subscription.js';

const DAY_MS = 86_400_000;

export async function listSubscriptionTypes(db: Queryable) {
  return db
    .select({ key: subscriptionTypes.key, name: subscriptionTypes.name })
    .from(subscriptionTypes)
    .orderBy(asc(subscriptionTypes.sortOrder), asc(subscriptionTypes.name));
}

async function requireSubscriptionType(db: Queryable, key: string) {
  const [type] = await db.select().from(subscriptionTypes).where(eq(subscriptionTypes.key, key));
  if (!type) throw badRequest(`body.subscriptionTypeKey: no subscription type "${key}" exists.`);
  return type;
}

async function ownsAnySubscription(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userAccounts.id })
    .from(userAccounts)
    .where(and(eq(userAccounts.userId, userId), arrayContains(userAccounts.roles, ['Owner'])))
    .limit(1);
  return row !== undefined;
}

const alreadyOwns = () => conflict('AlreadyOwnsSubscription', CONFLICT_MESSAGES.AlreadyOwnsSubscription);

/**
 * Creates the customer and a trial subscription with the caller as its Owner. The user row
 * is locked first, so a double submit creates one trial and answers the second with 409.
 */
export async function startTrial(
  ctx: AppContext,
  user: UserRow,
  input: TrialRequest,
  requested: Language = SOURCE_LANGUAGE,
) {
  const type = await requireSubscriptionType(ctx.db, input.subscriptionTypeKey);
  const expiresAt = new Date(Date.now() + ctx.config.TRIAL_DAYS * DAY_MS);
  const { subscription, customer } = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    if (await ownsAnySubscription(tx, user.id)) throw alreadyOwns();
    const created = await createSubscription(tx, {
      customerName: input.customerName,
      customerPhoneNumber: input.customerPhoneNumber,
      typeKey: type.key,
      isTrial: true,
      expiresAt,
    });
    await tx
      .insert(userAccounts)
      .values({ userId: user.id, subscriptionId: created.subscription.id, roles: ['Owner'] });
    await enqueueMail(
      tx,
      trialStartedMail({
        language: isLanguage(user.language) ? user.language : requested,
        productName: ctx.config.PRODUCT_NAME,
        to: user.email,
        customerName: created.customer.name,
        subscriptionTypeName: type.name,
        expiresAt,
        loginUrl: input.loginUrl,
      }),
    );
    return created;
  });
  ctx.outbox.wake();
  ctx.bus.item('OnItemAdded', 'subscription', subscription.id, [groups.user(user.id)]);
  return { subscription, customer };
}

/**
 * Mails the support address; the operator creates the subscription with the admin CLI. The
 * request is the mail itself, so it is done once the outbox holds it.
 */
export async function requestAccess(
  ctx: AppContext,
  user: UserRow,
  input: TrialRequest,
  requested: Language = SOURCE_LANGUAGE,
) {
  const type = await requireSubscriptionType(ctx.db, input.subscriptionTypeKey);
  if (await ownsAnySubscription(ctx.db, user.id)) throw alreadyOwns();
  await enqueueMail(
    ctx.db,
    accessRequestMail({
      language: await recipientLanguage(ctx.db, ctx.config.SUPPORT_EMAIL, requested),
      productName: ctx.config.PRODUCT_NAME,
      to: ctx.config.SUPPORT_EMAIL,
      requester: user,
      customerName: input.customerName,
      customerPhoneNumber: input.customerPhoneNumber,
      subscriptionTypeName: type.name,
      subscriptionTypeKey: type.key,
      loginUrl: input.loginUrl,
    }),
  );
  ctx.outbox.wake();
}
