import { CONFLICT_MESSAGES, type OwnershipTransferRequest } from '@vantage/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { authorize } from '../../auth/authorize.js';
import type { AccountContext } from '../../auth/context.js';
import { customers, ownershipTransfers, userAccounts, users } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../http/problem.js';
import { assertOwnLink } from '../../mail/link-origin.js';
import { enqueueMail } from '../../mail/outbox.js';
import { actorLanguage, recipientLanguage } from '../../mail/recipient-language.js';
import { ownershipTransferRequestedMail } from '../../mail/templates/ownership-transfer.js';
import { findVisibleProject } from '../projects/access.js';
import { publishProjectChange } from '../projects/events.js';
import { isOriginal } from '../projects/kinds.js';
import { lockProjectOf } from '../projects/lock.js';
import { publishTransferChange, type TransferRow } from './events.js';

type Target = { targetUserAccountId: number | null; targetEmail: string };

async function resolveTarget(
  ctx: Pick<AppContext, 'db'>,
  body: z.output<typeof OwnershipTransferRequest>,
  fromSubscriptionId: number,
): Promise<Target> {
  if (!('targetUserAccountId' in body)) {
    return { targetUserAccountId: null, targetEmail: body.receivingUserEmailAddress.trim() };
  }
  // An unknown account id answers exactly as a known one (202, a pending transfer that the
  // requester can revoke), so that looping over ids tells nothing; it is addressed to nobody.
  const [row] = await ctx.db
    .select({ account: userAccounts, email: users.email })
    .from(userAccounts)
    .innerJoin(users, eq(users.id, userAccounts.userId))
    .where(eq(userAccounts.id, body.targetUserAccountId));
  if (!row) return { targetUserAccountId: null, targetEmail: '' };
  if (row.account.subscriptionId === fromSubscriptionId)
    throw conflict(
      'ProjectAlreadyOwned',
      'The receiving account belongs to the subscription that owns the project.',
    );
  return { targetUserAccountId: row.account.id, targetEmail: row.email };
}

/**
 * POST /api/projects/{projectId}/ownership-transfer (202): records a pending transfer of an
 * original project (with its revisions and presentations, see accept.ts) and mails the
 * receiver a link to /transfer/{id}. The partial unique index `ownership_transfers_one_pending`
 * makes a second pending request for the project a 409 RequestAlreadyPending, also when two
 * requests race. The link is built from PUBLIC_URL, never from the client's `loginUrl`, so
 * that nobody can make the product mail a link to another site.
 */
export async function requestOwnershipTransfer(
  ctx: Pick<AppContext, 'db' | 'bus' | 'outbox' | 'config'>,
  context: AccountContext,
  projectId: number,
  body: z.output<typeof OwnershipTransferRequest>,
): Promise<TransferRow> {
  const project = await findVisibleProject(ctx.db, context, projectId);
  authorize(context, 'project.transfer');
  if (!isOriginal(project))
    throw badRequest('Only an original project can be transferred, not a revision or presentation.');
  if ('loginUrl' in body) assertOwnLink(ctx.config, 'loginUrl', body.loginUrl);
  const target = await resolveTarget(ctx, body, project.subscriptionId);
  // Recorded only while the project is still ours, under its row lock (projects/lock.ts).
  const requestedBy = `${context.user.firstName} ${context.user.lastName}`.trim() || context.user.email;
  const [transfer] = await ctx.db.transaction(async (tx) => {
    await lockProjectOf(tx, project.id, context.subscription.id);
    const rows = await tx
      .insert(ownershipTransfers)
      .values({
        projectId: project.id,
        fromSubscriptionId: project.subscriptionId,
        requestedByUserAccountId: context.account.id,
        requestedByEmail: context.user.email,
        requestedByFirstName: context.user.firstName,
        requestedByLastName: context.user.lastName,
        ...target,
      })
      .onConflictDoNothing()
      .returning();
    const created = rows[0];
    if (created?.targetEmail) {
      const [customer] = await tx
        .select({ name: customers.name })
        .from(customers)
        .where(eq(customers.id, context.subscription.customerId));
      await enqueueMail(
        tx,
        ownershipTransferRequestedMail({
          language: await recipientLanguage(
            tx,
            created.targetEmail,
            actorLanguage(context.user, body.languageCode),
          ),
          productName: ctx.config.PRODUCT_NAME,
          to: created.targetEmail,
          projectName: project.name,
          requestedBy,
          customerName: customer?.name ?? '',
          transferUrl: `${ctx.config.PUBLIC_URL}/transfer/${created.id}`,
        }),
      );
    }
    return rows;
  });
  if (!transfer) throw conflict('RequestAlreadyPending', CONFLICT_MESSAGES.RequestAlreadyPending);
  ctx.outbox.wake();

  await publishTransferChange(ctx, 'OnItemAdded', transfer);
  publishProjectChange(ctx.bus, 'OnItemUpdated', project, { reason: 'transferRequested' });
  return transfer;
}
