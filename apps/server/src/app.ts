import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import { registerCompression } from './http/compression.js';
import { frameworkErrors, registerErrorHandling } from './http/error-handler.js';
import { registerSpa } from './http/spa.js';
import { apiModules } from './modules/index.js';
import { swaggerOptions } from './openapi/options.js';

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
    // Router errors (a path parameter over 100 characters, a bad URL) answer problem+json too.
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerCompression(app);

  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
  await app.register(swagger, swaggerOptions(ctx.config.PRODUCT_NAME));
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
