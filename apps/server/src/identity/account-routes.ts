import type { Language } from '@vantage/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { recordEndedSessions } from '../auth/ended-sessions.js';
import {
  findIdentityAccount,
  type IdentityAccount,
  setPassword,
  updateIdentityAccountName,
  verifyPassword,
} from './accounts.js';
import { csrfToken, csrfTokenValid } from './csrf.js';
import { formValue, type IdentityServices } from './identity-services.js';
import { MESSAGES } from './messages.js';
import { pageLanguage } from './page-language.js';
import {
  type AccountPageOptions,
  deviceActivityPage,
  type PasswordErrors,
  type ProfileErrors,
  personalInfoPage,
  sectionUrl,
  signingInPage,
} from './pages/account.js';
import { ACCOUNT_CLIENT_ID, TTL } from './provider.js';
import { passwordProblem } from './registration.js';
import { endSessions, listActiveSessions } from './sessions.js';
import { signOutEverywhere } from './sign-out-everywhere.js';

/** The signed-in account, its session and the page's language (page-language.ts). */
type Signed = { account: IdentityAccount; sessionId: string; sessionUid: string; language: Language };

/**
 * The account console: `/realms/planner/account/` (personal info) and its security pages.
 * It reads the provider's own session cookie; without a session it signs in through the
 * `account-console` client and comes back to the page that was asked for.
 */
export function accountRoutes(identity: IdentityServices) {
  const { provider, ctx, mountPath, cookieKeys, pageOptions } = identity;
  const accountUrl = `${mountPath}/account`;
  const callbackUri = `${ctx.config.issuer}/account/`;
  const signOutUrl = `${mountPath}/protocol/openid-connect/logout?${new URLSearchParams({
    client_id: ACCOUNT_CLIENT_ID,
    post_logout_redirect_uri: callbackUri,
  })}`;

  async function signedIn(request: FastifyRequest, reply: FastifyReply): Promise<Signed | undefined> {
    const koa = provider.createContext(request.raw, reply.raw) as unknown as KoaContextWithOIDC;
    const session = await provider.Session.get(koa);
    if (!session.accountId) return undefined;
    const account = await findIdentityAccount(ctx.db, session.accountId);
    return account
      ? { account, sessionId: session.jti, sessionUid: session.uid, language: pageLanguage(request) }
      : undefined;
  }

  function signInFirst(reply: FastifyReply, returnPath: string) {
    const query = new URLSearchParams({
      client_id: ACCOUNT_CLIENT_ID,
      response_type: 'none',
      scope: 'openid',
      redirect_uri: callbackUri,
      state: returnPath,
    });
    return reply.redirect(`${mountPath}/protocol/openid-connect/auth?${query}`, 302);
  }

  const options = (signed: Signed, notice?: string): AccountPageOptions => ({
    ...pageOptions,
    accountUrl,
    signOutUrl,
    account: signed.account,
    csrf: csrfToken(cookieKeys, signed.sessionUid),
    notice,
    language: signed.language,
  });

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

  /** Runs `handle` for a signed-in user; a form also needs its CSRF token to be right. */
  function page(
    handle: (signed: Signed, request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>,
  ) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const signed = await signedIn(request, reply);
      if (!signed) return signInFirst(reply, request.url.split('?')[0]!);
      if (
        request.method === 'POST' &&
        !csrfTokenValid(cookieKeys, signed.sessionUid, formValue(request.body, 'csrf'))
      ) {
        return html(
          reply,
          403,
          personalInfoPage({ ...options(signed), errors: { form: MESSAGES[signed.language].formExpired } }),
        );
      }
      return handle(signed, request, reply);
    };
  }

  /** After sign-in the provider returns here with our `state`: the page that was asked for. */
  const returnedTo = (request: FastifyRequest) => {
    const state = (request.query as Record<string, unknown>).state;
    return typeof state === 'string' && state.startsWith(`${accountUrl}/`) && !state.includes('//')
      ? state
      : undefined;
  };

  return async (app: FastifyInstance) => {
    app.get(
      accountUrl,
      page(async (signed, request, reply) => {
        const back = returnedTo(request);
        if (back && back !== `${accountUrl}/`) return reply.redirect(back, 303);
        return html(reply, 200, personalInfoPage(options(signed)));
      }),
    );

    app.post(
      accountUrl,
      page(async (signed, request, reply) => {
        const values = {
          firstName: formValue(request.body, 'firstName'),
          lastName: formValue(request.body, 'lastName'),
        };
        const errors: ProfileErrors = {};
        if (!values.firstName.trim()) errors.firstName = MESSAGES[signed.language].firstNameRequired;
        if (!values.lastName.trim()) errors.lastName = MESSAGES[signed.language].lastNameRequired;
        if (Object.keys(errors).length > 0) {
          return html(reply, 400, personalInfoPage({ ...options(signed), values, errors }));
        }
        const account =
          (await updateIdentityAccountName(ctx.db, signed.account.id, values)) ?? signed.account;
        return html(
          reply,
          200,
          personalInfoPage(options({ ...signed, account }, MESSAGES[signed.language].profileSaved)),
        );
      }),
    );

    const signingIn = sectionUrl(accountUrl, 'signing-in');
    app.get(
      signingIn,
      page(async (signed, _request, reply) => html(reply, 200, signingInPage(options(signed)))),
    );

    app.post(
      signingIn,
      page(async (signed, request, reply) => {
        const current = formValue(request.body, 'currentPassword');
        const next = formValue(request.body, 'newPassword');
        const errors: PasswordErrors = {};
        if (!(await verifyPassword(signed.account, current)))
          errors.currentPassword = MESSAGES[signed.language].currentPasswordWrong;
        const weak = passwordProblem(next, MESSAGES[signed.language]);
        if (weak) errors.newPassword = weak;
        else if (next !== formValue(request.body, 'newPasswordConfirm'))
          errors.newPasswordConfirm = MESSAGES[signed.language].passwordMismatch;
        if (Object.keys(errors).length > 0)
          return html(reply, 400, signingInPage({ ...options(signed), errors }));
        await setPassword(ctx.db, signed.account.id, next);
        // Whoever else knew the old password is out: other sessions, their refresh and access tokens.
        const ended = await signOutEverywhere(ctx, signed.account.id, { keepSessionId: signed.sessionId });
        const notice =
          ended > 0
            ? `${MESSAGES[signed.language].passwordChanged} ${MESSAGES[signed.language].otherSessionsEnded(ended)}`
            : MESSAGES[signed.language].passwordChanged;
        return html(reply, 200, signingInPage(options(signed, notice)));
      }),
    );

    const deviceActivity = sectionUrl(accountUrl, 'device-activity');
    const activityPage = async (signed: Signed, reply: FastifyReply, notice?: string) => {
      const sessions = await listActiveSessions(ctx.db, signed.account.id);
      return html(
        reply,
        200,
        deviceActivityPage({ ...options(signed, notice), sessions, currentSessionId: signed.sessionId }),
      );
    };
    app.get(
      deviceActivity,
      page(async (signed, _request, reply) => activityPage(signed, reply)),
    );

    app.post(
      deviceActivity,
      page(async (signed, request, reply) => {
        const which = formValue(request.body, 'session');
        if (!which) return activityPage(signed, reply);
        const ended = await endSessions(ctx.db, signed.account.id, {
          keepSessionId: signed.sessionId,
          ...(which === 'others' ? {} : { onlyUid: which }),
        });
        // Their access tokens stop working and their hub connections close, as after a logout.
        await recordEndedSessions(ctx, ended.sids, TTL.AccessToken);
        if (which === 'others')
          return activityPage(signed, reply, MESSAGES[signed.language].otherSessionsEnded(ended.count));
        return activityPage(
          signed,
          reply,
          ended.count > 0 ? MESSAGES[signed.language].sessionEnded : undefined,
        );
      }),
    );
  };
}
