import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { AppContext } from '../app-context.js';
import { recordEndedSessions } from '../auth/ended-sessions.js';
import { TTL } from './provider.js';

type SessionLike = { uid?: string; destroyed?: boolean; authorizations?: Record<string, { sid?: string }> };

/**
 * After the provider's logout (`end_session`, confirmed by the sign-out page) has destroyed
 * the session, and before its answer leaves: the session's `sid`s (one per client, as the
 * tokens carry them, and the session's uid) are recorded as ended, so that their access
 * tokens stop working and their hub connections close on every process.
 */
export function logoutEndsSessions(ctx: Pick<AppContext, 'db' | 'bus'>): Parameters<Provider['use']>[0] {
  return async (koa, next) => {
    await next();
    const { oidc } = koa as unknown as KoaContextWithOIDC;
    if (oidc?.route !== 'end_session_confirm') return;
    const session = oidc.session as unknown as SessionLike | undefined;
    if (!session?.destroyed) return;
    const sids = Object.values(session.authorizations ?? {}).map((authorization) => authorization.sid ?? '');
    await recordEndedSessions(ctx, [...sids, session.uid ?? ''], TTL.AccessToken);
  };
}
