import type { Language } from '@vantage/contracts';
import { eq, sql } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/verify-token.js';
import type { Queryable } from '../../db/connection.js';
import { preparedStatement } from '../../db/prepared.js';
import { identityAccounts, users } from '../../db/schema/index.js';
import { conflict } from '../../http/problem.js';

export type UserRow = typeof users.$inferSelect;

/** Names and e-mail as the token states them; Keycloak may omit the given/family split. */
function profileFromClaims(claims: TokenClaims) {
  const [first = '', ...rest] = (claims.name ?? '').split(' ');
  return {
    email: claims.email ?? claims.preferred_username ?? `${claims.sub}@unknown.invalid`,
    firstName: claims.given_name ?? first,
    lastName: claims.family_name ?? rest.join(' '),
    emailVerified: claims.email_verified === true,
  };
}

function isEmailTaken(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e?.code ?? e?.cause?.code;
  const text = `${e?.constraint ?? ''} ${e?.cause?.constraint ?? ''} ${String((error as Error)?.message ?? '')}`;
  return code === '23505' && text.includes('users_email_key');
}

/**
 * Creates the user on first sight of its token, else brings its profile up to date.
 * `identityProvider` is `embedded` for our own provider, else the issuer URL.
 *
 * `email_verified` only ever rises for the embedded provider (an access token minted before
 * the verification link was followed must not undo it); an external issuer's claim is
 * followed both ways. With an external issuer, an address already known under another
 * subject (e.g. a user migrated from the embedded provider) is linked to the new subject
 * when the issuer says it is verified; otherwise the caller gets 409
 * EmailBelongsToAnotherIdentity instead of a 500 on every call.
 */
export async function ensureUser(
  db: Queryable,
  claims: TokenClaims,
  identityProvider: string,
): Promise<UserRow> {
  const profile = profileFromClaims(claims);
  // A token minted before the verification link was followed still says false: the embedded
  // provider's own account is the truth.
  if (identityProvider === 'embedded' && !profile.emailVerified)
    profile.emailVerified = await embeddedAccountVerified(db, claims.sub);
  const emailVerified =
    identityProvider === 'embedded'
      ? sql`${users.emailVerified} or excluded.email_verified`
      : profile.emailVerified;
  // First calls with one address (several tabs, the hub and the API at once) take turns: on
  // PostgreSQL an insert waiting on a link's new subject while the link waited on the
  // insert's e-mail entry deadlocked (40P01, a 500). The lock lives until the commit.
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`users.email:${profile.email.toLowerCase()}`}))`,
    );
    try {
      // A savepoint, so that a taken e-mail leaves the transaction usable for the link.
      return await tx.transaction(async (savepoint) => {
        const [row] = await savepoint
          .insert(users)
          .values({ subject: claims.sub, identityProvider, ...profile })
          .onConflictDoUpdate({ target: users.subject, set: { ...profile, emailVerified } })
          .returning();
        return row!;
      });
    } catch (error) {
      if (!isEmailTaken(error)) throw error;
      if (identityProvider !== 'embedded' && profile.emailVerified) {
        const [linked] = await tx
          .update(users)
          .set({ subject: claims.sub, identityProvider, ...profile })
          .where(sql`lower(${users.email}) = lower(${profile.email})`)
          .returning();
        if (linked) return linked;
      }
      throw conflict(
        'EmailBelongsToAnotherIdentity',
        'Your e-mail address belongs to another user of this service and is not verified by your identity provider. Verify it there, or ask the operator to link the accounts (docs/identity.md).',
      );
    }
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function embeddedAccountVerified(db: Queryable, subject: string): Promise<boolean> {
  if (!UUID.test(subject)) return false;
  const [row] = await db
    .select({ emailVerified: identityAccounts.emailVerified })
    .from(identityAccounts)
    .where(eq(identityAccounts.id, subject));
  return row?.emailVerified ?? false;
}

/**
 * Keeps `email_verified` in step with a newer token: up whenever the token says verified,
 * down only for an external issuer that says unverified.
 */
export async function syncEmailVerified(
  db: Queryable,
  user: UserRow,
  claims: TokenClaims,
  identityProvider: string,
): Promise<UserRow> {
  const claimed = claims.email_verified === true;
  if (claimed === user.emailVerified) return user;
  if (!claimed && identityProvider === 'embedded') return user;
  const [row] = await db
    .update(users)
    .set({ emailVerified: claimed })
    .where(eq(users.id, user.id))
    .returning();
  return row ?? user;
}

/** The embedded provider's verification link: the account's user (same subject) is verified too. */
export async function markEmbeddedUserVerified(db: Queryable, subject: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerified: true })
    .where(sql`${users.subject} = ${subject} and ${users.identityProvider} = 'embedded'`);
}

const userBySubject = preparedStatement('users_by_subject', (db, name) =>
  db
    .select()
    .from(users)
    .where(eq(users.subject, sql.placeholder('subject')))
    .prepare(name),
);

/** The user of a token's subject: every authenticated request asks (a prepared statement). */
export async function findUserBySubject(db: Queryable, subject: string): Promise<UserRow | undefined> {
  const [row] = await userBySubject(db).execute({ subject });
  return row;
}

/** The person's language, for every device they sign in on and for the mails sent to them. */
export async function setUserLanguage(
  db: Queryable,
  userId: string,
  language: Language | null,
): Promise<UserRow> {
  const [row] = await db.update(users).set({ language }).where(eq(users.id, userId)).returning();
  return row!;
}
