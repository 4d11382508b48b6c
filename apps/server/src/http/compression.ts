import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Every text answer of 1 KB or more (API JSON, problem+json, the OpenAPI document,
 * server pages) is sent brotli or gzip compressed, whichever `Accept-Encoding` prefers
 * (brotli first on a tie). Built dashboard files are compressed at build time and sent as
 * they are (`preCompressed` in ./spa.ts): this hook sees their `Content-Encoding` and leaves
 * them alone. Must be registered before the routes it applies to.
 *
 * Brotli at quality 4 (and gzip at level 6) for dynamic answers: close to the best ratio on
 * JSON at a fraction of the CPU of brotli's default 11, which is only worth it at build time.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
