import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { registerRateLimit } from '../http/rate-limits.js';
import { accountRoutes } from './account-routes.js';
import { deleteExpiredModels } from './adapter.js';
import { AppOrigins } from './app-origins.js';
import type { IdentityServices } from './identity-services.js';
import { interactionRoutes } from './interaction-routes.js';
import { logoutEndsSessions } from './logout-ends-sessions.js';
import { messages } from './messages.js';
import { errorPage } from './pages/notices.js';
import { createProvider } from './provider.js';
import { providerRoutes } from './provider-routes.js';
import { registrationsRoute } from './registrations-route.js';
import { resetCredentialsRoute } from './reset-credentials-route.js';
import { loadOrCreateCookieKeys } from './secrets.js';
import { userinfoRoute } from './userinfo-route.js';
import { verifyEmailRoute } from './verify-email-route.js';

const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The embedded OpenID Connect provider at `/realms/planner` (the issuer's path), with
 * Keycloak's URLs: protocol endpoints, sign-in and registration pages, the account pages.
 */
export function identityMount(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const cookieKeys = await loadOrCreateCookieKeys(ctx.db);
    const origins = new AppOrigins(ctx.config.PUBLIC_URL);
    const provider = createProvider(ctx, { cookieKeys, origins });
    provider.use(logoutEndsSessions(ctx));
    provider.on('server_error', (_koa, error) => app.log.error({ err: error }, 'identity provider error'));
    const identity: IdentityServices = {
      ctx,
      provider,
      cookieKeys,
      origins,
      mountPath: new URL(ctx.config.issuer).pathname.replace(/\/$/, ''),
      pageOptions: { productName: ctx.config.PRODUCT_NAME, homeUrl: `${ctx.config.PUBLIC_URL}/` },
    };

    await app.register(providerRoutes(identity));
    await app.register(async (pages) => {
      // Pages answer in HTML, also when something fails (an expired sign-in, a bad link).
      pages.setErrorHandler((error: Error & { statusCode?: number; status?: number }, request, reply) => {
        const status = error.statusCode ?? error.status ?? 500;
        if (status >= 500) request.log.error({ err: error }, 'identity page failed');
        const message =
          error.name === 'SessionNotFound'
            ? messages.interactionExpired
            : status >= 500
              ? messages.errorTitle
              : error.message;
        return reply
          .status(status)
          .type('text/html; charset=utf-8')
          .send(errorPage({ ...identity.pageOptions, message }));
      });
      await registerRateLimit(pages);
      await pages.register(interactionRoutes(identity));
      await pages.register(registrationsRoute(identity));
      await pages.register(accountRoutes(identity));
      await pages.register(verifyEmailRoute(identity));
      await pages.register(resetCredentialsRoute(identity));
    });
    await app.register(userinfoRoute(identity));

    const cleanup = setInterval(() => {
      deleteExpiredModels(ctx.db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'identity cleanup failed'),
      );
    }, CLEANUP_INTERVAL_MS);
    cleanup.unref();
    app.addHook('onClose', async () => clearInterval(cleanup));
  };
}
