import type { Language } from '@vantage/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import { identityAccounts, identityModels } from '../db/schema/index.js';
import { enqueueMail } from '../mail/outbox.js';
import { recipientLanguage } from '../mail/recipient-language.js';
import { verifyEmailMail } from '../mail/templates/account-actions.js';
import { markEmbeddedUserVerified } from '../modules/users/service.js';
import type { IdentityAccount } from './accounts.js';
import { consumeActionToken, issueActionToken } from './action-tokens.js';

/** Keycloak's action path for links sent by mail, below the realm. */
export const VERIFY_EMAIL_PATH = '/login-actions/verify-email';

/** At most this many verification mails per account per hour ("Resend" cannot flood a mailbox). */
export const VERIFICATION_MAILS_PER_HOUR = 5;

export function verifyEmailUrl(issuer: string, token: string): string {
  return `${issuer}${VERIFY_EMAIL_PATH}?key=${encodeURIComponent(token)}`;
}

async function mailsSentLastHour(ctx: Pick<AppContext, 'db'>, accountId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(identityModels)
    .where(
      and(
        eq(identityModels.model, 'ActionToken:VerifyEmail'),
        sql`${identityModels.payload} ->> 'accountId' = ${accountId}`,
        sql`${identityModels.expiresAt} > now() + interval '23 hours'`,
      ),
    );
  return row?.count ?? 0;
}

/**
 * Mails a verification link (single use, 24 hours) to the account's address. The link is
 * built from the issuer (PUBLIC_URL), never from the request. Answers false when the hourly
 * allowance is used up.
 */
export async function sendVerificationMail(
  ctx: Pick<AppContext, 'db' | 'outbox' | 'config'>,
  account: Pick<IdentityAccount, 'id' | 'email'>,
  requested: Language,
): Promise<boolean> {
  if ((await mailsSentLastHour(ctx, account.id)) >= VERIFICATION_MAILS_PER_HOUR) return false;
  await ctx.db.transaction(async (tx) => {
    const token = await issueActionToken(tx, 'VerifyEmail', {
      accountId: account.id,
      email: account.email,
    });
    await enqueueMail(
      tx,
      verifyEmailMail({
        language: await recipientLanguage(tx, account.email, requested),
        productName: ctx.config.PRODUCT_NAME,
        to: account.email,
        verifyUrl: verifyEmailUrl(ctx.config.issuer, token),
      }),
    );
  });
  ctx.outbox.wake();
  return true;
}

/**
 * Follows a verification link: the account (still at the address the link was sent to) and
 * its API user become verified. Answers false for an unknown, used or expired link.
 */
export async function verifyEmail(ctx: Pick<AppContext, 'db'>, token: string): Promise<boolean> {
  const payload = await consumeActionToken(ctx.db, 'VerifyEmail', token);
  if (!payload) return false;
  const [row] = await ctx.db
    .update(identityAccounts)
    .set({ emailVerified: true })
    .where(
      and(
        eq(identityAccounts.id, payload.accountId),
        sql`lower(${identityAccounts.email}) = lower(${payload.email})`,
      ),
    )
    .returning({ id: identityAccounts.id });
  if (!row) return false;
  await markEmbeddedUserVerified(ctx.db, row.id);
  return true;
}
