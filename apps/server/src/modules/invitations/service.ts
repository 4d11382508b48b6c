import { CONFLICT_MESSAGES } from '@vantage/contracts';
import { and, desc, eq, exists, gt, inArray, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { authorize } from '../../auth/authorize.js';
import type { AccountContext } from '../../auth/context.js';
import type { Queryable } from '../../db/connection.js';
import { customers, invitations, mailOutbox, projects, subscriptions, users } from '../../db/schema/index.js';
import { groups } from '../../events/bus.js';
import { conflict, notFound } from '../../http/problem.js';
import { cancelInvitationMail } from '../../mail/outbox.js';
import { countAll } from '../subscriptions/lock.js';
import { isInvitationExpired, presentLogItem } from './presenter.js';

/** Statuses the invite log shows; a revoked invitation is gone from it. */
const LOG_STATUSES = ['Pending', 'Accepted', 'Declined'] as const;

/**
 * Whether a mail of the invitation failed after its retries (and was not sent again since).
 * Built as a query, not as a sql`` fragment: drizzle leaves the columns of a fragment in the
 * selection unqualified, and inside the subquery a bare "id" is the mail's id, not the
 * invitation's.
 */
const mailFailed = (db: Queryable) =>
  sql<boolean>`${exists(
    db
      .select({ one: sql`1` })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.invitationId, invitations.id), eq(mailOutbox.status, 'Failed'))),
  )}`;

export const sameEmail = (column: typeof invitations.inviteeEmail | typeof users.email, email: string) =>
  sql`lower(${column}) = lower(${email})`;

/** The user that has this e-mail address, to address hub events to the invitee. */
export async function userIdByEmail(db: Queryable, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sameEmail(users.email, email), eq(users.emailVerified, true)));
  return row?.id;
}

export async function invitationGroups(db: Queryable, subscriptionId: number, inviteeEmail: string) {
  const userId = await userIdByEmail(db, inviteeEmail);
  return [groups.subscription(subscriptionId), ...(userId ? [groups.user(userId)] : [])];
}

export async function listLog(
  db: Queryable,
  subscriptionId: number,
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(invitations.subscriptionId, subscriptionId),
    inArray(invitations.status, LOG_STATUSES),
  );
  const [total] = await db.select({ value: countAll }).from(invitations).where(where);
  const rows = await db
    .select({ invitation: invitations, mailFailed: mailFailed(db) })
    .from(invitations)
    .where(where)
    .orderBy(desc(invitations.inviteAt), desc(invitations.id))
    .offset(page.offset)
    .limit(page.limit);
  const now = new Date();
  return {
    total: total?.value ?? 0,
    items: rows.map((row) => presentLogItem(row.invitation, row.mailFailed, now)),
  };
}

async function findLogRow(db: Queryable, subscriptionId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.id, id),
        eq(invitations.subscriptionId, subscriptionId),
        ne(invitations.status, 'Revoked'),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(`Invitation ${id} does not exist.`);
  return row;
}

export async function getLogItem(db: Queryable, subscriptionId: number, id: number) {
  const row = await findLogRow(db, subscriptionId, id);
  const [mail] = await db
    .select({ failed: mailFailed(db) })
    .from(invitations)
    .where(eq(invitations.id, row.id));
  return presentLogItem(row, mail?.failed ?? false);
}

/**
 * "Send again" (Owner): the failed mail of a pending, unexpired invitation gets a fresh
 * set of attempts, due now. 409 when the invitation was used or expired, or when its mail
 * did not fail (sent, or still being tried).
 */
export async function resendInvitationMail(ctx: AppContext, context: AccountContext, id: number) {
  authorize(context, 'invitation.resend');
  const invitation = await findLogRow(ctx.db, context.subscription.id, id);
  if (invitation.status !== 'Pending')
    throw conflict(
      'AlreadyActivated',
      `This invitation has already been ${invitation.status.toLowerCase()}.`,
    );
  if (isInvitationExpired(invitation)) throw conflict('KeyExpired', 'This invitation has expired.');
  const again = await ctx.db
    .update(mailOutbox)
    .set({ status: 'Pending', attempts: 0, nextAttemptAt: new Date(), claimedUntil: null, lastError: null })
    .where(and(eq(mailOutbox.invitationId, invitation.id), eq(mailOutbox.status, 'Failed')))
    .returning({ id: mailOutbox.id });
  if (again.length === 0) throw conflict('MailNotFailed', CONFLICT_MESSAGES.MailNotFailed);
  ctx.outbox.wake();
  ctx.bus.item(
    'OnItemUpdated',
    'invitation',
    invitation.id,
    await invitationGroups(ctx.db, context.subscription.id, invitation.inviteeEmail),
  );
}

/**
 * DELETE of an invitation: a pending one (expired or not) is revoked, so its link stops
 * working, its seat is freed and its mail not yet sent is cancelled; an accepted or declined one is cleaned from the log,
 * i.e. deleted (the membership it created lives on in user_accounts).
 */
export async function deleteFromLog(ctx: AppContext, context: AccountContext, id: number) {
  authorize(context, 'invitation.read');
  const subscriptionId = context.subscription.id;
  const row = await ctx.db.transaction(async (tx) => {
    const invitation = await findLogRow(tx, subscriptionId, id, true);
    authorize(context, invitation.status === 'Pending' ? 'invitation.revoke' : 'invitation.clean');
    if (invitation.status === 'Pending') {
      await tx.update(invitations).set({ status: 'Revoked' }).where(eq(invitations.id, invitation.id));
      await cancelInvitationMail(tx, [invitation.id]);
    } else await tx.delete(invitations).where(eq(invitations.id, invitation.id));
    return invitation;
  });
  ctx.bus.item(
    'OnItemDeleted',
    'invitation',
    row.id,
    await invitationGroups(ctx.db, subscriptionId, row.inviteeEmail),
  );
  return row;
}

/** The invitation with the names its invitee sees, by key; any subscription. */
export async function findByKey(db: Queryable, key: string) {
  const [row] = await db
    .select({ invitation: invitations, customerName: customers.name, projectName: projects.name })
    .from(invitations)
    .innerJoin(subscriptions, eq(subscriptions.id, invitations.subscriptionId))
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .leftJoin(projects, eq(projects.id, invitations.projectId))
    .where(eq(invitations.key, key));
  if (!row) throw notFound('This invitation does not exist (any more).');
  return row;
}

/** Pending, unexpired invitations addressed to this e-mail, across subscriptions. */
export async function listPendingFor(db: Queryable, email: string) {
  return db
    .select({ invitation: invitations, customerName: customers.name, projectName: projects.name })
    .from(invitations)
    .innerJoin(subscriptions, eq(subscriptions.id, invitations.subscriptionId))
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .leftJoin(projects, eq(projects.id, invitations.projectId))
    .where(
      and(
        sameEmail(invitations.inviteeEmail, email),
        eq(invitations.status, 'Pending'),
        gt(invitations.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(invitations.inviteAt), desc(invitations.id));
}
