import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import { answerSerializerCompiler } from './http/answer-serializer.js';
import { registerCompression } from './http/compression.js';
import { registerCors } from './http/cors.js';
import { frameworkErrors, registerErrorHandling } from './http/error-handler.js';
import { registerPageScripts } from './http/page-scripts.js';
import { registerProbes } from './http/probes.js';
import { registerRequestId, requestIdOptions } from './http/request-id.js';
import { registerEmptyAnswers } from './http/route.js';
import { contentSecurityPolicyHeader, registerSecurityHeaders } from './http/security-headers.js';
import { registerSpa } from './http/spa.js';
import { loggerOptions } from './logging.js';
import { metricsMount } from './metrics/mount.js';
import { clientConfig, configScript, scriptHashSource } from './modules/client-config/script.js';
import { apiModules } from './modules/index.js';
import { viewerEmbedOrigins } from './modules/publishing/embed-origins.js';
import { swaggerOptions } from './openapi/options.js';

export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** TRUST_PROXY as Fastify takes it (a hop count becomes "the first n hops"). */
function trustProxyOption(value: boolean | number | string[]) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export type AppOptions = {
  /** Extra plugins mounted before the API (identity provider, hub, dev mailbox). */
  mounts?: Array<(app: FastifyInstance) => Promise<void>>;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /**
   * Also write each answer through zod and compare (http/answer-serializer.ts). On unless
   * NODE_ENV is production.
   */
  checkAnswers?: boolean;
};

export async function buildApp(ctx: AppContext, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : options.logStream
          ? { ...loggerOptions(ctx.config, false), stream: options.logStream }
          : loggerOptions(ctx.config),
    ...requestIdOptions,
    trustProxy: trustProxyOption(ctx.config.trustProxy),
    bodyLimit: 5 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Router errors (a path parameter over 100 characters, a bad URL) answer problem+json too.
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    answerSerializerCompiler({ checkAnswers: options.checkAnswers ?? process.env.NODE_ENV !== 'production' }),
  );
  registerErrorHandling(app);
  registerEmptyAnswers(app);
  await registerCompression(app);
  registerRequestId(app);
  await metricsMount(ctx)(app);
  await registerSecurityHeaders(app, ctx.config);
  await registerPageScripts(app);

  await registerCors(app, ctx.config.CORS_ORIGINS);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
  await app.register(swagger, swaggerOptions(ctx.config.PRODUCT_NAME));
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerProbes(app, ctx);
  // The outbox of this process: it sends from the start, and finishes its pass before the
  // database closes.
  app.addHook('onReady', async () => ctx.outbox.start(app.log));
  app.addHook('onClose', async () => ctx.outbox.stop());

  for (const mount of options.mounts ?? []) await mount(app);
  for (const module of apiModules) await app.register(module);
  const script = configScript(clientConfig(ctx.config));
  const scriptSources = [scriptHashSource(script)];
  await registerSpa(app, ctx.config.WEB_DIST ?? defaultWebDist, {
    serveSourceMaps: ctx.config.SERVE_SOURCEMAPS,
    configScript: {
      text: script,
      contentSecurityPolicy: contentSecurityPolicyHeader(ctx.config, scriptSources),
    },
    viewerFramePolicy: async (publicationKey) => {
      const origins = await viewerEmbedOrigins(ctx.db, publicationKey);
      return origins.length > 0 ? contentSecurityPolicyHeader(ctx.config, scriptSources, origins) : undefined;
    },
  });
  return app;
}
