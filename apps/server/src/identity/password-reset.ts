import type { Language } from '@vantage/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import { identityAccounts } from '../db/schema/index.js';
import { enqueueMail } from '../mail/outbox.js';
import { recipientLanguage } from '../mail/recipient-language.js';
import { resetPasswordMail } from '../mail/templates/account-actions.js';
import { markEmbeddedUserVerified } from '../modules/users/service.js';
import { findIdentityAccountByEmail, setPassword } from './accounts.js';
import { consumeActionToken, issueActionToken, revokeActionTokens } from './action-tokens.js';
import { recordSuccess } from './brute-force.js';
import { signOutEverywhere } from './sign-out-everywhere.js';

/** Keycloak's path of the "Forgot password?" flow, below the realm; the mail's link too. */
export const RESET_CREDENTIALS_PATH = '/login-actions/reset-credentials';

/** Built from the issuer (PUBLIC_URL), never from the request: the link is on our own origin. */
export function resetPasswordUrl(issuer: string, token: string): string {
  return `${issuer}${RESET_CREDENTIALS_PATH}?key=${encodeURIComponent(token)}`;
}

/**
 * "Forgot password?": mails a single-use link (30 minutes, action-tokens.ts) when the address
 * belongs to an account, and does nothing otherwise. The caller answers before this runs, so
 * that neither the words nor the time of the answer tell whether the address is known.
 */
export async function sendPasswordResetMail(
  ctx: Pick<AppContext, 'db' | 'outbox' | 'config'>,
  email: string,
  requested: Language,
): Promise<void> {
  const account = await findIdentityAccountByEmail(ctx.db, email);
  if (!account) return;
  await ctx.db.transaction(async (tx) => {
    const token = await issueActionToken(tx, 'ResetPassword', {
      accountId: account.id,
      email: account.email,
    });
    await enqueueMail(
      tx,
      resetPasswordMail({
        language: await recipientLanguage(tx, account.email, requested),
        productName: ctx.config.PRODUCT_NAME,
        to: account.email,
        resetUrl: resetPasswordUrl(ctx.config.issuer, token),
      }),
    );
  });
  ctx.outbox.wake();
}

/**
 * Follows the reset link with a new password (already checked against the password rule):
 * consumes the link, sets the password and signs the account out everywhere. The link
 * proved the address, so the account becomes verified (as Keycloak does) and its sign-in
 * lockout ends; other reset links of the account stop working. False for an unknown, used
 * or expired link, or one sent to an address the account no longer has.
 */
export async function resetPassword(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  token: string,
  password: string,
): Promise<boolean> {
  const payload = await consumeActionToken(ctx.db, 'ResetPassword', token);
  if (!payload) return false;
  const [account] = await ctx.db
    .update(identityAccounts)
    .set({ emailVerified: true })
    .where(
      and(
        eq(identityAccounts.id, payload.accountId),
        sql`lower(${identityAccounts.email}) = lower(${payload.email})`,
      ),
    )
    .returning({ id: identityAccounts.id, email: identityAccounts.email });
  if (!account) return false;
  await setPassword(ctx.db, account.id, password);
  await revokeActionTokens(ctx.db, 'ResetPassword', account.id);
  await markEmbeddedUserVerified(ctx.db, account.id);
  await recordSuccess(ctx.db, account.email);
  await signOutEverywhere(ctx, account.id);
  return true;
}
