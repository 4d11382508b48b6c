import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actionTokenUsable } from './action-tokens.js';
import { formValue, type IdentityServices } from './identity-services.js';
import { MESSAGES } from './messages.js';
import { languageOfPage } from './page-language.js';
import { noticePage } from './pages/notices.js';
import {
  forgotPasswordPage,
  forgotSentPage,
  type NewPasswordErrors,
  newPasswordPage,
  resetLinkInvalidPage,
} from './pages/reset.js';
import { RESET_CREDENTIALS_PATH, resetPassword, sendPasswordResetMail } from './password-reset.js';
import { passwordProblem } from './registration.js';

/** Mails per typed address and hour, known or not (a mailbox cannot be flooded with links). */
export const RESETS_PER_TYPED_ADDRESS_PER_HOUR = 3;

type Query = { key?: unknown; tab_id?: unknown };

const emailSchema = z.email();
const INTERACTION_UID = /^[\w-]{1,100}$/;

/**
 * Keycloak's "Forgot password?" (`/login-actions/reset-credentials`): the address form, the
 * same "check your mail" answer for known and unknown addresses, and, with the mail's `key`,
 * the new-password form. Requests are throttled per client address and per typed address.
 */
export function resetCredentialsRoute(identity: IdentityServices) {
  const { ctx, mountPath, pageOptions } = identity;
  const path = `${mountPath}${RESET_CREDENTIALS_PATH}`;

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      // The key is in the URL: no Referer carries it to another site.
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(body);

  /** `tab_id` names the sign-in (interaction) the user came from, as in Keycloak's links. */
  const back = (request: FastifyRequest<{ Querystring: Query }>) => {
    const uid = request.query.tab_id;
    return typeof uid === 'string' && INTERACTION_UID.test(uid)
      ? {
          signInUrl: `${mountPath}/login-actions/${uid}/login`,
          action: `${path}?tab_id=${uid}`,
          switcherKeeps: `tab_id=${uid}&`,
        }
      : { signInUrl: `${ctx.config.PUBLIC_URL}/login`, action: path };
  };
  /** The common options of a page in the request's language (the switcher's, kept in its cookie). */
  const optionsOf = (request: FastifyRequest, reply: FastifyReply) => ({
    ...pageOptions,
    language: languageOfPage(request, reply, {
      path: mountPath,
      secure: ctx.config.issuer.startsWith('https:'),
    }),
  });
  const linkInvalid = (request: FastifyRequest, reply: FastifyReply) =>
    html(reply, 400, resetLinkInvalidPage({ ...optionsOf(request, reply), forgotUrl: path }));

  return async (app: FastifyInstance) => {
    const perClient = app.createRateLimit({
      max: ctx.config.PASSWORD_RESETS_PER_HOUR,
      timeWindow: '1 hour',
      keyGenerator: (request) => `password-reset:client:${request.ip}`,
    });
    const perTypedAddress = (email: string) =>
      `password-reset:email:${createHash('sha256').update(email.toLowerCase()).digest('base64url')}`;
    const perAddress = app.createRateLimit({
      max: RESETS_PER_TYPED_ADDRESS_PER_HOUR,
      timeWindow: '1 hour',
      keyGenerator: (request) => perTypedAddress(formValue(request.body, 'email').trim()),
    });

    /** Seconds to wait when a limit is used up, else 0. */
    async function throttled(request: FastifyRequest): Promise<number> {
      for (const limit of [perClient, perAddress]) {
        const outcome = await limit(request);
        if (!outcome.isAllowed && outcome.isExceeded) return Math.max(1, outcome.ttlInSeconds);
      }
      return 0;
    }

    app.get<{ Querystring: Query }>(path, async (request, reply) => {
      const key = request.query.key;
      const common = optionsOf(request, reply);
      if (key !== undefined) {
        if (typeof key !== 'string' || !(await actionTokenUsable(ctx.db, 'ResetPassword', key)))
          return linkInvalid(request, reply);
        return html(reply, 200, newPasswordPage({ ...common, action: path, resetKey: key }));
      }
      return html(reply, 200, forgotPasswordPage({ ...common, ...back(request) }));
    });

    app.post<{ Querystring: Query }>(path, async (request, reply) => {
      const key = formValue(request.body, 'key');
      const common = optionsOf(request, reply);
      const words = MESSAGES[common.language];
      if (key) {
        const password = formValue(request.body, 'password');
        const errors: NewPasswordErrors = {};
        const weak = passwordProblem(password, words);
        if (weak) errors.password = weak;
        else if (password !== formValue(request.body, 'passwordConfirm'))
          errors.passwordConfirm = words.passwordMismatch;
        if (Object.keys(errors).length > 0) {
          if (!(await actionTokenUsable(ctx.db, 'ResetPassword', key))) return linkInvalid(request, reply);
          return html(reply, 400, newPasswordPage({ ...common, action: path, resetKey: key, errors }));
        }
        if (!(await resetPassword(ctx, key, password))) return linkInvalid(request, reply);
        return html(
          reply,
          200,
          noticePage({
            ...common,
            ok: true,
            title: words.passwordResetTitle,
            message: words.passwordReset,
          }),
        );
      }

      const email = formValue(request.body, 'email').trim();
      const options = { ...common, ...back(request), email };
      if (!emailSchema.safeParse(email).success)
        return html(reply, 400, forgotPasswordPage({ ...options, emailError: words.emailInvalid }));
      const wait = await throttled(request);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        return html(reply, 429, forgotPasswordPage({ ...options, error: words.tooManyResets(wait) }));
      }
      const language = common.language;
      // After the answer: known and unknown addresses answer alike, in words and in time.
      setImmediate(() => {
        sendPasswordResetMail(ctx, email, language).catch((error: unknown) =>
          request.log.error({ err: error }, 'password reset mail failed'),
        );
      });
      return html(reply, 200, forgotSentPage(options));
    });
  };
}
