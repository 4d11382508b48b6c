import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { completeDocument, transform } from './transform.js';

/**
 * The OpenAPI document served at /api/docs/json and checked in as `openapi.json`
 * (`npm run openapi` regenerates it): only /api/* and /metrics/heartbeat. See docs/api.md.
 */
export function swaggerOptions(productName: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${productName} API`,
        version: '1.0.0',
        description:
          'The REST API of the dashboard. Errors answer `application/problem+json` (RFC 9457); 409 answers carry a `code` (spec section 8).',
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'An access token of the identity provider (client planner_dash).',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform,
    transformObject: (document) =>
      'openapiObject' in document
        ? (completeDocument(
            document.openapiObject as Record<string, unknown>,
          ) as typeof document.openapiObject)
        : document.swaggerObject,
  };
}
