import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/connection.js';
import { identityKeys } from '../db/schema/index.js';

export type SigningKey = JWK & { kid: string; alg: 'RS256'; use: 'sig' };

/**
 * Signing keys of the embedded provider live in the database, so that a restart or a
 * second process signs and verifies with the same keys. Created once, on first start.
 */
export async function loadOrCreateSigningKeys(db: Database): Promise<SigningKey[]> {
  const existing = await db.select().from(identityKeys);
  if (existing.length > 0) return existing.map((row) => row.privateJwk as SigningKey);
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' } as SigningKey;
  await db.insert(identityKeys).values({ id: jwk.kid, privateJwk: jwk }).onConflictDoNothing();
  // Another process may have won the race: read back what is stored.
  const stored = await db.select().from(identityKeys);
  return stored.map((row) => row.privateJwk as SigningKey);
}

export function publicJwk(key: SigningKey): JWK {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...rest } = key;
  return rest;
}
