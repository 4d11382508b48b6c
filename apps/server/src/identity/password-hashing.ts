import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import pLimit from 'p-limit';

/**
 * argon2id with bounded concurrency: each hash takes tens of milliseconds of a core and
 * 19 MiB, so a flood of sign-ins must wait in this queue rather than starve the API of CPU
 * (64 concurrent bad sign-ins pushed an unrelated GET from 20 ms to seconds).
 * At most half the cores hash at once (at least one), each on one lane.
 */
export const MAX_CONCURRENT_HASHES = Math.max(1, Math.floor(availableParallelism() / 2));

const bounded = pLimit(MAX_CONCURRENT_HASHES);

/**
 * OWASP's argon2id setting (Password Storage Cheat Sheet): 19 MiB, 2 passes, 1 lane. One lane
 * keeps a hash on one thread; hashes made earlier with other settings still verify.
 */
const ARGON2 = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return bounded(() => argon2.hash(password, ARGON2));
}

export function verifyPasswordHash(hash: string, password: string): Promise<boolean> {
  return bounded(() => argon2.verify(hash, password));
}

/** A hash no password matches, verified for unknown addresses so that they take as long. */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= argon2.hash(`no account ${Math.random()}`, ARGON2);
  await verifyPasswordHash(await dummyHash, password);
  return false;
}
