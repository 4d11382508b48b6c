import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/connection.js';
import { identityAccounts } from '../db/schema/index.js';
import { hashPassword, verifyPasswordHash } from './password-hashing.js';

export type IdentityAccount = typeof identityAccounts.$inferSelect;

export type NewIdentityAccount = {
  email: string;
  firstName: string;
  lastName: string;
  emailVerified?: boolean;
  /** Or an argon2 hash made already (the demo seed hashes its one public password once). */
} & ({ password: string } | { passwordHash: string });

/** Accounts of the embedded provider; passwords hashed with argon2id. */
export async function createIdentityAccount(
  db: Queryable,
  input: NewIdentityAccount,
): Promise<IdentityAccount> {
  const passwordHash = 'passwordHash' in input ? input.passwordHash : await hashPassword(input.password);
  const [row] = await db
    .insert(identityAccounts)
    .values({
      email: input.email.trim(),
      passwordHash,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      emailVerified: input.emailVerified ?? false,
    })
    .returning();
  return row!;
}

export async function findIdentityAccountByEmail(
  db: Queryable,
  email: string,
): Promise<IdentityAccount | undefined> {
  const [row] = await db
    .select()
    .from(identityAccounts)
    .where(sql`lower(${identityAccounts.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

export async function findIdentityAccount(db: Queryable, id: string): Promise<IdentityAccount | undefined> {
  const [row] = await db.select().from(identityAccounts).where(eq(identityAccounts.id, id));
  return row;
}

export async function verifyPassword(account: IdentityAccount, password: string): Promise<boolean> {
  return verifyPasswordHash(account.passwordHash, password);
}

export async function setPassword(db: Queryable, id: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.update(identityAccounts).set({ passwordHash }).where(eq(identityAccounts.id, id));
}

export async function updateIdentityAccountName(
  db: Queryable,
  id: string,
  name: { firstName: string; lastName: string },
): Promise<IdentityAccount | undefined> {
  const [row] = await db
    .update(identityAccounts)
    .set({ firstName: name.firstName.trim(), lastName: name.lastName.trim() })
    .where(eq(identityAccounts.id, id))
    .returning();
  return row;
}
