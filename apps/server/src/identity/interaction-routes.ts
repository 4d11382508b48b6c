import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, type InteractionResults } from 'oidc-provider';
import { checkCredentials } from './credential-check.js';
import { sendVerificationMail } from './email-verification.js';
import { formValue, type IdentityServices } from './identity-services.js';
import { MESSAGES } from './messages.js';
import { languageOfPage, pageLanguage } from './page-language.js';
import { checkMailPage, registerPage, signInPage } from './pages/sign-in.js';
import { RESET_CREDENTIALS_PATH } from './password-reset.js';
import { type RegistrationInput, registerAccount } from './registration.js';
import { sendRegistrationNotice } from './registration-notice.js';

type Params = { uid: string };

/**
 * The provider's interaction pages (Keycloak calls them login actions): sign in and
 * register, for `/auth` and for `prompt=create`. Consent is never asked (first-party clients).
 */
export function interactionRoutes(identity: IdentityServices) {
  const { provider, ctx, mountPath, pageOptions } = identity;
  const base = `${mountPath}/login-actions`;
  const urls = (uid: string) => ({
    signIn: `${base}/${encodeURIComponent(uid)}/login`,
    register: `${base}/${encodeURIComponent(uid)}/registration`,
    reset: `${mountPath}${RESET_CREDENTIALS_PATH}?tab_id=${encodeURIComponent(uid)}`,
  });

  async function details(request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) {
    const interaction = await provider.interactionDetails(request.raw, reply.raw);
    // The cookie names the interaction in progress; an old tab's URL must not resume another.
    if (interaction.uid !== request.params.uid) throw new errors.SessionNotFound('interaction uid mismatch');
    return interaction;
  }

  /** Signs the account in and resumes the authorization request (303 back to /auth/:uid). */
  async function finish(
    request: FastifyRequest,
    reply: FastifyReply,
    promptName: string,
    accountId: string,
  ): Promise<FastifyReply> {
    const result: InteractionResults = { login: { accountId, remember: true, amr: ['pwd'] } };
    // prompt=create is resolved by any account that comes out of it, new or existing.
    if (promptName === 'create') result.create = { accountId };
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.redirect(returnTo, 303);
  }

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

  /** The page's language; a choice made with the switcher (`?lang=`) is kept in its cookie. */
  const languageOf = (request: FastifyRequest, reply: FastifyReply) => ({
    language: languageOfPage(request, reply, {
      path: mountPath,
      secure: ctx.config.issuer.startsWith('https:'),
    }),
  });

  return async (app: FastifyInstance) => {
    app.get<{ Params: Params }>(`${base}/:uid`, async (request, reply) => {
      const interaction = await details(request, reply);
      const { uid } = interaction;
      if (interaction.prompt.name === 'create') {
        return html(
          reply,
          200,
          registerPage({
            ...pageOptions,
            ...languageOf(request, reply),
            action: urls(uid).register,
            signInUrl: urls(uid).signIn,
          }),
        );
      }
      const loginHint = interaction.params.login_hint;
      return html(
        reply,
        200,
        signInPage({
          ...pageOptions,
          ...languageOf(request, reply),
          action: urls(uid).signIn,
          registerUrl: urls(uid).register,
          resetUrl: urls(uid).reset,
          email: typeof loginHint === 'string' ? loginHint : undefined,
        }),
      );
    });

    app.get<{ Params: Params }>(`${base}/:uid/login`, async (request, reply) => {
      const { uid } = await details(request, reply);
      return html(
        reply,
        200,
        signInPage({
          ...pageOptions,
          ...languageOf(request, reply),
          action: urls(uid).signIn,
          registerUrl: urls(uid).register,
          resetUrl: urls(uid).reset,
        }),
      );
    });

    app.get<{ Params: Params }>(`${base}/:uid/registration`, async (request, reply) => {
      const { uid } = await details(request, reply);
      return html(
        reply,
        200,
        registerPage({
          ...pageOptions,
          ...languageOf(request, reply),
          action: urls(uid).register,
          signInUrl: urls(uid).signIn,
        }),
      );
    });

    app.post<{ Params: Params }>(`${base}/:uid/login`, async (request, reply) => {
      const interaction = await details(request, reply);
      const email = formValue(request.body, 'email').trim();
      const password = formValue(request.body, 'password');
      const { uid } = interaction;
      const refuse = (status: number, error: string) =>
        html(
          reply,
          status,
          signInPage({
            ...pageOptions,
            ...languageOf(request, reply),
            action: urls(uid).signIn,
            registerUrl: urls(uid).register,
            resetUrl: urls(uid).reset,
            email,
            error,
          }),
        );
      const lockedOut = (seconds: number) => {
        reply.header('retry-after', String(seconds));
        return refuse(429, MESSAGES[pageLanguage(request)].tooManyFailures(seconds));
      };
      const checked = await checkCredentials(ctx.db, email, password, request.ip);
      if (!checked.ok)
        return checked.lockedForSeconds > 0
          ? lockedOut(checked.lockedForSeconds)
          : refuse(400, MESSAGES[pageLanguage(request)].invalidCredentials);
      return finish(request, reply, interaction.prompt.name, checked.account.id);
    });

    // Registration is throttled per client address (sign-in has its lockout, brute-force.ts).
    const registrationLimit = {
      rateLimit: { max: ctx.config.REGISTRATIONS_PER_HOUR, timeWindow: '1 hour', groupId: 'registration' },
    };
    app.post<{ Params: Params }>(
      `${base}/:uid/registration`,
      { config: registrationLimit },
      async (request, reply) => {
        const interaction = await details(request, reply);
        const input: RegistrationInput = {
          firstName: formValue(request.body, 'firstName'),
          lastName: formValue(request.body, 'lastName'),
          email: formValue(request.body, 'email'),
          password: formValue(request.body, 'password'),
          passwordConfirm: formValue(request.body, 'passwordConfirm'),
        };
        const outcome = await registerAccount(ctx.db, input, MESSAGES[pageLanguage(request)]);
        if ('errors' in outcome) {
          const { uid } = interaction;
          const { password: _p, passwordConfirm: _c, ...kept } = input;
          return html(
            reply,
            400,
            registerPage({
              ...pageOptions,
              ...languageOf(request, reply),
              action: urls(uid).register,
              signInUrl: urls(uid).signIn,
              values: kept,
              errors: outcome.errors,
            }),
          );
        }
        // The same page, words and work for a new address and a known one: the new
        // account gets its verification mail, the owner of a known one a notice; both sign in next.
        if (outcome.created) await sendVerificationMail(ctx, outcome.account, pageLanguage(request));
        else await sendRegistrationNotice(ctx, outcome.account, pageLanguage(request));
        const { uid } = interaction;
        return html(
          reply,
          200,
          checkMailPage({
            ...pageOptions,
            ...languageOf(request, reply),
            email: input.email.trim(),
            signInUrl: urls(uid).signIn,
          }),
        );
      },
    );
  };
}
