import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/connection.js';
import { identityModels } from '../db/schema/index.js';

/**
 * Single-use, expiring tokens sent by mail (Keycloak calls them action tokens): e-mail
 * verification and password reset. Kept in `identity_models` beside the provider's own
 * models (no table of their own); only the SHA-256 of the token is stored, so a database
 * read does not give working links.
 */
export type ActionKind = 'VerifyEmail' | 'ResetPassword';

/** Lifetimes: a day to verify an address, half an hour to reset a password (Keycloak: 12 h / 5 min). */
export const ACTION_TOKEN_TTL_SECONDS: Record<ActionKind, number> = {
  VerifyEmail: 24 * 60 * 60,
  ResetPassword: 30 * 60,
};

const modelOf = (kind: ActionKind) => `ActionToken:${kind}`;
const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

export type ActionPayload = { accountId: string; email: string };

export async function issueActionToken(
  db: Queryable,
  kind: ActionKind,
  payload: ActionPayload,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(identityModels).values({
    model: modelOf(kind),
    id: digest(token),
    payload,
    expiresAt: new Date(Date.now() + ACTION_TOKEN_TTL_SECONDS[kind] * 1000),
  });
  return token;
}

/**
 * Consumes the token once: a conditional update, so two concurrent uses cannot both win.
 * Answers its payload, or undefined when unknown, expired or already used.
 */
export async function consumeActionToken(
  db: Queryable,
  kind: ActionKind,
  token: string,
): Promise<ActionPayload | undefined> {
  if (!token || token.length > 200) return undefined;
  const [row] = await db
    .update(identityModels)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(identityModels.model, modelOf(kind)),
        eq(identityModels.id, digest(token)),
        isNull(identityModels.consumedAt),
        gt(identityModels.expiresAt, sql`now()`),
      ),
    )
    .returning({ payload: identityModels.payload });
  return row?.payload as ActionPayload | undefined;
}

/** Whether the token would still work (the reset page checks before showing its form). */
export async function actionTokenUsable(db: Queryable, kind: ActionKind, token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const [row] = await db
    .select({ id: identityModels.id })
    .from(identityModels)
    .where(
      and(
        eq(identityModels.model, modelOf(kind)),
        eq(identityModels.id, digest(token)),
        isNull(identityModels.consumedAt),
        gt(identityModels.expiresAt, sql`now()`),
      ),
    );
  return row !== undefined;
}

/** Voids every unused token of this kind for the account (a reset done ends the other links). */
export async function revokeActionTokens(db: Queryable, kind: ActionKind, accountId: string): Promise<void> {
  await db
    .delete(identityModels)
    .where(
      and(
        eq(identityModels.model, modelOf(kind)),
        sql`${identityModels.payload} ->> 'accountId' = ${accountId}`,
      ),
    );
}
