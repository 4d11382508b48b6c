import { CONFLICT_MESSAGES, type InvitationLevel, type InviteRequest } from '@vantage/contracts';
import { and, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { authorize } from '../../auth/authorize.js';
import type { AccountContext } from '../../auth/context.js';
import type { Transaction } from '../../db/connection.js';
import { customers, invitations, projectAccess, userAccounts, users } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../http/problem.js';
import { cancelInvitationMail, enqueueMail } from '../../mail/outbox.js';
import { actorLanguage, recipientLanguage } from '../../mail/recipient-language.js';
import { invitationMail } from '../../mail/templates/invitation.js';
import { findVisibleProject } from '../projects/access.js';
import { lockSubscription } from '../subscriptions/lock.js';
import { assertSeatAvailable } from '../subscriptions/seats.js';
import { activationUrl, newInvitationKey } from './keys.js';
import { assertInvitationAdds } from './policy.js';
import { invitationGroups, sameEmail } from './service.js';

const DAY_MS = 86_400_000;

const alreadyPending = () =>
  conflict(
    'InvitationAlreadyPendingForEmailAddress',
    CONFLICT_MESSAGES.InvitationAlreadyPendingForEmailAddress,
  );

async function existingMembership(tx: Transaction, subscriptionId: number, email: string) {
  const [account] = await tx
    .select({ id: userAccounts.id, roles: userAccounts.roles })
    .from(userAccounts)
    .innerJoin(users, eq(users.id, userAccounts.userId))
    .where(and(eq(userAccounts.subscriptionId, subscriptionId), sameEmail(users.email, email)));
  if (!account) return undefined;
  const access = await tx
    .select({ projectId: projectAccess.projectId })
    .from(projectAccess)
    .where(eq(projectAccess.userAccountId, account.id));
  return { roles: account.roles, projectIds: access.map((row) => row.projectId) };
}

function isPendingUniqueViolation(error: unknown): boolean {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505' && (e.constraint === undefined || e.constraint === 'invitations_one_pending'))
      return true;
  }
  return false;
}

/**
 * Invites someone at a level (spec sections 4, 6, 8). Checks run in this order: role and
 * expiry (403), project required (400) and visible (404), self (409 CannotInviteSelf);
 * then, under the subscription lock, an expired pending invitation for the address is
 * superseded, a live one answers InvitationAlreadyPendingForEmailAddress, a member it
 * would give nothing answers InvitationsNotAllowed, and the level's limit is taken in the
 * same transaction as the insert, so concurrent invitations never pass it.
 */
export async function invite(
  ctx: AppContext,
  context: AccountContext,
  level: InvitationLevel,
  body: InviteRequest,
) {
  authorize(context, 'invitation.create');
  if (level !== 'TeamMember' && body.projectId === undefined)
    throw badRequest('body.projectId: a project must be selected for project members and observers.');
  const project =
    level === 'TeamMember' ? null : await findVisibleProject(ctx.db, context, body.projectId as number);
  const email = body.inviteeEmailAddress.trim();
  if (email.toLowerCase() === context.user.email.toLowerCase())
    throw conflict('CannotInviteSelf', CONFLICT_MESSAGES.CannotInviteSelf);

  const subscriptionId = context.subscription.id;
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ctx.config.INVITATION_DAYS * DAY_MS);
  const inviter = `${context.user.firstName} ${context.user.lastName}`.trim() || context.user.email;
  let invitation: typeof invitations.$inferSelect;
  try {
    invitation = await ctx.db.transaction(async (tx) => {
      const subscription = await lockSubscription(tx, subscriptionId);
      const replaced = await tx
        .update(invitations)
        .set({ status: 'Revoked' })
        .where(
          and(
            eq(invitations.subscriptionId, subscriptionId),
            sameEmail(invitations.inviteeEmail, email),
            eq(invitations.status, 'Pending'),
            lte(invitations.expiresAt, now),
          ),
        )
        .returning({ id: invitations.id });
      await cancelInvitationMail(
        tx,
        replaced.map((row) => row.id),
      );
      const [pending] = await tx
        .select({ id: invitations.id })
        .from(invitations)
        .where(
          and(
            eq(invitations.subscriptionId, subscriptionId),
            sameEmail(invitations.inviteeEmail, email),
            eq(invitations.status, 'Pending'),
          ),
        );
      if (pending) throw alreadyPending();
      assertInvitationAdds(await existingMembership(tx, subscriptionId, email), level, project?.id ?? null);
      await assertSeatAvailable(tx, subscription, level);
      const [row] = await tx
        .insert(invitations)
        .values({
          key: newInvitationKey(),
          subscriptionId,
          inviteeEmail: email,
          level,
          projectId: project?.id ?? null,
          invitedByUserAccountId: context.account.id,
          inviteAt: now,
          expiresAt,
        })
        .returning();
      const [customer] = await tx
        .select({ name: customers.name })
        .from(customers)
        .where(eq(customers.id, context.subscription.customerId));
      const mail = invitationMail({
        language: await recipientLanguage(tx, email, actorLanguage(context.user, body.languageCode)),
        productName: ctx.config.PRODUCT_NAME,
        to: email,
        customerName: customer!.name,
        projectName: project?.name ?? null,
        level,
        inviterName: inviter,
        activationUrl: activationUrl(body.activationUrlTemplate, row!.key),
        expiresAt,
      });
      await enqueueMail(tx, mail, { invitationId: row!.id });
      return row!;
    });
  } catch (error) {
    if (isPendingUniqueViolation(error)) throw alreadyPending();
    throw error;
  }

  ctx.outbox.wake();
  ctx.bus.item(
    'OnItemAdded',
    'invitation',
    invitation.id,
    await invitationGroups(ctx.db, subscriptionId, email),
  );
  return invitation;
}
