import { randomUUID } from 'node:crypto';
import type { Language } from '@vantage/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import { identityModels } from '../db/schema/index.js';
import { enqueueMail } from '../mail/outbox.js';
import { recipientLanguage } from '../mail/recipient-language.js';
import { alreadyRegisteredMail } from '../mail/templates/account-actions.js';
import type { IdentityAccount } from './accounts.js';

const MODEL = 'RegistrationNotice';

/** At most this many "you already have an account" mails per account and hour. */
export const REGISTRATION_NOTICES_PER_HOUR = 5;

/**
 * Mails the owner of an address that someone tried to register again: they may sign in or
 * reset the password; nothing changed. Counted in `identity_models` (every process sees the
 * count), so that repeated registrations cannot flood the owner's mailbox. Does the same
 * kind of work as the verification mail of a new account (a count, an insert, a mail), so
 * that both answers of the registration page take about as long.
 */
export async function sendRegistrationNotice(
  ctx: Pick<AppContext, 'db' | 'outbox' | 'config'>,
  account: Pick<IdentityAccount, 'id' | 'email'>,
  requested: Language,
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(identityModels)
    .where(
      and(
        eq(identityModels.model, MODEL),
        sql`${identityModels.payload} ->> 'accountId' = ${account.id}`,
        sql`${identityModels.expiresAt} > now()`,
      ),
    );
  if ((row?.count ?? 0) >= REGISTRATION_NOTICES_PER_HOUR) return false;
  await ctx.db.transaction(async (tx) => {
    await tx.insert(identityModels).values({
      model: MODEL,
      id: randomUUID(),
      payload: { accountId: account.id },
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    await enqueueMail(
      tx,
      alreadyRegisteredMail({
        language: await recipientLanguage(tx, account.email, requested),
        productName: ctx.config.PRODUCT_NAME,
        to: account.email,
        loginUrl: `${ctx.config.PUBLIC_URL}/login`,
      }),
    );
  });
  ctx.outbox.wake();
  return true;
}
