import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * CORS for the origins in CORS_ORIGINS, closed by default: without it no answer
 * carries CORS headers, so browsers on other origins cannot read the API. Credentials are
 * bearer tokens in headers, never cookies, so `credentials` stays off.
 */
export async function registerCors(app: FastifyInstance, origins: string[] | undefined): Promise<void> {
  if (!origins || origins.length === 0) return;
  await app.register(cors, {
    origin: origins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'authorization',
      'content-type',
      'accept-language',
      'x-subscription-key',
      'x-client-id',
      'x-publication-key',
      'x-request-id',
      'x-signalr-user-agent',
      'x-requested-with',
    ],
    exposedHeaders: ['x-request-id', 'retry-after', 'x-maintenance', 'location', 'content-disposition'],
    maxAge: 600,
  });
}
