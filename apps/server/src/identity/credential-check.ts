import pLimit from 'p-limit';
import type { Queryable } from '../db/connection.js';
import { metrics } from '../metrics/registry.js';
import { findIdentityAccountByEmail, type IdentityAccount, verifyPassword } from './accounts.js';
import { lockedForSeconds, recordFailure, recordSuccess } from './brute-force.js';
import { MAX_CONCURRENT_HASHES, verifyAgainstNothing } from './password-hashing.js';

export type CredentialCheck =
  | { ok: true; account: IdentityAccount }
  | { ok: false; lockedForSeconds: number };

/**
 * Sign-ins checked at once: one more than the hashes that may run, so that one check's
 * database work overlaps another's hash. A flood of sign-ins waits here, in memory, instead
 * of piling dozens of lockout reads and writes into the database's queue ahead of the API's
 * queries (with PGlite, whose queries run one at a time on the main thread, 64
 * concurrent bad sign-ins kept an authenticated GET waiting behind them).
 */
const lane = pLimit(MAX_CONCURRENT_HASHES + 1);

/**
 * The password check of the sign-in page, with Keycloak-like lockout (brute-force.ts): a
 * locked address or client is answered without hashing; an unknown address is checked
 * against a dummy hash, so that it takes as long as a wrong password.
 */
export function checkCredentials(
  db: Queryable,
  email: string,
  password: string,
  clientAddress: string,
): Promise<CredentialCheck> {
  return lane(async () => {
    const locked = await lockedForSeconds(db, email, clientAddress);
    if (locked > 0) return { ok: false, lockedForSeconds: locked };
    const account = email ? await findIdentityAccountByEmail(db, email) : undefined;
    const valid = account ? await verifyPassword(account, password) : await verifyAgainstNothing(password);
    if (!account || !valid) {
      metrics.signIns.inc({ result: 'failure' });
      // The failure that earns a lockout already says so (the tenth, or a quick second one).
      const nowLocked = await recordFailure(db, email, clientAddress);
      if (nowLocked > 0) metrics.lockouts.inc();
      return { ok: false, lockedForSeconds: nowLocked };
    }
    await recordSuccess(db, email);
    metrics.signIns.inc({ result: 'success' });
    return { ok: true, account };
  });
}
