import { eq } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/verify-token.js';
import type { Queryable } from '../../db/connection.js';
import { users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

/** Names and e-mail as the token states them; Keycloak may omit the given/family split. */
function profileFromClaims(claims: TokenClaims) {
  const [first = '', ...rest] = (claims.name ?? '').split(' ');
  return {
    email: claims.email ?? claims.preferred_username ?? `${claims.sub}@unknown.invalid`,
    firstName: claims.given_name ?? first,
    lastName: claims.family_name ?? rest.join(' '),
    emailVerified: claims.email_verified ?? false,
  };
}

/**
 * Creates the user on first sight of its token, else brings its profile up to date.
 * `identityProvider` is `embedded` for our own provider, else the issuer URL.
 */
export async function ensureUser(
  db: Queryable,
  claims: TokenClaims,
  identityProvider: string,
): Promise<UserRow> {
  const profile = profileFromClaims(claims);
  const [row] = await db
    .insert(users)
    .values({ subject: claims.sub, identityProvider, ...profile })
    .onConflictDoUpdate({ target: users.subject, set: profile })
    .returning();
  return row!;
}

export async function findUserBySubject(db: Queryable, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.subject, subject));
  return row;
}
