import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import { registerErrorHandling } from './http/error-handler.js';
import { registerPageScripts } from './http/page-scripts.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerSpa } from './http/spa.js';
import { apiModules } from './modules/index.js';

export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export type AppOptions = {
  /** Extra plugins mounted before the API (identity provider, hub, dev mailbox). */
  mounts?: Array<(app: FastifyInstance) => Promise<void>>;
  logger?: boolean;
};

export async function buildApp(ctx: AppContext, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: ctx.config.LOG_LEVEL },
    trustProxy: true,
    bodyLimit: 5 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurityHeaders(app, ctx.config);
  await registerPageScripts(app);

  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
  await app.register(swagger, {
    openapi: {
      info: { title: `${ctx.config.PRODUCT_NAME} API`, version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await ctx.database.ping();
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'database unreachable' });
    }
  });

  for (const mount of options.mounts ?? []) await mount(app);
  for (const module of apiModules) await app.register(module);
  await registerSpa(app, ctx.config.WEB_DIST ?? defaultWebDist);
  return app;
}
