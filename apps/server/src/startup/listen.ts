import type { FastifyInstance } from 'fastify';
import { listenFailure } from './errors.js';

/** `app.listen`, with a port in use (or not allowed) told as one line naming the variable. */
export async function listenOrExplain(
  app: FastifyInstance,
  variable: string,
  options: { port: number; host: string },
): Promise<void> {
  try {
    await app.listen(options);
  } catch (error) {
    await app.close().catch(() => {});
    throw listenFailure(variable, `${options.host}:${options.port}`, error) ?? error;
  }
}
