import type { FastifyInstance } from 'fastify';
import { VERIFY_EMAIL_PATH, verifyEmail } from './email-verification.js';
import type { IdentityServices } from './identity-services.js';
import { messages } from './messages.js';
import { noticePage } from './pages/notices.js';

/** The link of the verification mail: verifies once, then says so (Keycloak: VERIFY_EMAIL action). */
export function verifyEmailRoute(identity: IdentityServices) {
  const { ctx, mountPath, pageOptions } = identity;
  return async (app: FastifyInstance) => {
    app.get<{ Querystring: { key?: string } }>(`${mountPath}${VERIFY_EMAIL_PATH}`, async (request, reply) => {
      const key = typeof request.query.key === 'string' ? request.query.key : '';
      const ok = await verifyEmail(ctx, key);
      return reply
        .status(ok ? 200 : 400)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(
          noticePage({
            ...pageOptions,
            ok,
            title: ok ? messages.emailVerifiedTitle : messages.verifyLinkInvalidTitle,
            message: ok ? messages.emailVerified : messages.verifyLinkInvalid,
          }),
        );
    });
  };
}
