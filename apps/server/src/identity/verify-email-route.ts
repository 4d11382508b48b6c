import type { FastifyInstance } from 'fastify';
import { VERIFY_EMAIL_PATH, verifyEmail } from './email-verification.js';
import type { IdentityServices } from './identity-services.js';
import { MESSAGES } from './messages.js';
import { pageLanguage } from './page-language.js';
import { noticePage } from './pages/notices.js';

/** The link of the verification mail: verifies once, then says so (Keycloak: VERIFY_EMAIL action). */
export function verifyEmailRoute(identity: IdentityServices) {
  const { ctx, mountPath, pageOptions } = identity;
  return async (app: FastifyInstance) => {
    app.get<{ Querystring: { key?: string } }>(`${mountPath}${VERIFY_EMAIL_PATH}`, async (request, reply) => {
      const key = typeof request.query.key === 'string' ? request.query.key : '';
      const ok = await verifyEmail(ctx, key);
      const language = pageLanguage(request);
      const words = MESSAGES[language];
      return reply
        .status(ok ? 200 : 400)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(
          noticePage({
            ...pageOptions,
            language,
            ok,
            title: ok ? words.emailVerifiedTitle : words.verifyLinkInvalidTitle,
            message: ok ? words.emailVerified : words.verifyLinkInvalid,
          }),
        );
    });
  };
}
