/**
 * `@vantage/server/testing`: all that the benchmarks (bench/) may use of the server besides its
 * HTTP and WebSocket API. They seed a database before a server process serves it (10,000
 * projects, a thousand users with a token each: too slow over the API, or not offered by it),
 * and a few run the app in their own process to see what it does (the statements behind one
 * request, the token check alone). Everything else under src/ stays internal to the server.
 *
 * Not part of the product: the build leaves it out (tsconfig.json), and the benchmarks load it
 * from source through tsx.
 */
import { importJWK, SignJWT } from 'jose';
import type { SigningKey } from './identity/keys.js';

export { buildApp } from './app.js';
export { createTokenVerifier } from './auth/verify-token.js';
export { loadConfig } from './config.js';
export { createContext } from './context.js';
export { type Database, type DatabaseHandle, openDatabase } from './db/connection.js';
export {
  coordinateSystems,
  plannerObjects,
  projects,
  scenarios,
  userAccounts,
  users,
} from './db/schema/index.js';
export { createIdentityAccount } from './identity/accounts.js';
export { loadOrCreateSigningKeys } from './identity/keys.js';
export { presentProject } from './modules/projects/presenter.js';
export { loadProjectActor } from './modules/projects/queries.js';
export { createSubscription } from './modules/subscriptions/create-subscription.js';
export { serverMounts } from './mounts.js';
export { seedDemoIfEmpty } from './seed/demo.js';
export { DEMO_PUBLICATION_KEY } from './seed/demo-presentation.js';
export { seedReferenceData } from './seed/reference.js';
export {
  type AttackFile,
  attackCorpus,
  deflateStripBomb,
  jpegExifBomb,
  jpegHugeDeclared,
  jpegProgressive150mp,
  lzwStripBomb,
  manyStrips,
  ordinaryPhoto,
  ordinaryTerrain,
  packbitsBomb,
  pngHugeDeclared,
  pngIccpBomb,
  pngItxtBomb,
  pngZtxtBomb,
  progressiveScans,
  tiledBomb,
  truncatedStrip,
  webpHugeDeclared,
  zstdTiff,
} from './test/attack-corpus.js';
export { readForm, TestBrowser } from './test/test-browser.js';

/**
 * An access token as the embedded provider signs one for the dashboard (`typ: at+jwt`, the
 * client in `azp`), with one of the server's own signing keys.
 */
export async function signAccessToken(
  key: SigningKey,
  claims: {
    issuer: string;
    subject: string;
    email?: string;
    emailVerified?: boolean;
    sessionId?: string;
    expiresIn?: string;
  },
): Promise<string> {
  return new SignJWT({
    azp: 'planner_dash',
    ...(claims.email ? { email: claims.email } : {}),
    ...(claims.emailVerified ? { email_verified: true } : {}),
    ...(claims.sessionId ? { sid: claims.sessionId } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'at+jwt' })
    .setSubject(claims.subject)
    .setIssuer(claims.issuer)
    .setAudience('account')
    .setIssuedAt()
    .setExpirationTime(claims.expiresIn ?? '1h')
    .sign(await importJWK(key, 'RS256'));
}
