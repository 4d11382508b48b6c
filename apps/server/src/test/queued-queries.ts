import pg from 'pg';

type ClientInternals = { _queryQueue?: unknown[]; pipeline?: boolean };
type Query = (this: ClientInternals, ...args: unknown[]) => unknown;

/**
 * Runs `run` and counts the queries sent to a pg client that already had one waiting behind
 * the one it is executing: pg's own condition (pg 8.23, `Client.query`) for its deprecation
 * "Calling client.query() when the client is already executing a query", which pg 9 turns
 * into an error. A transaction holds one client, so statements started together in it
 * (`Promise.all`) queue there. On PGlite there is no pg client, and the count stays 0.
 */
export async function countQueuedQueries<T>(run: () => Promise<T>): Promise<{ result: T; queued: number }> {
  const prototype = pg.Client.prototype as unknown as { query: Query };
  const original = prototype.query;
  let queued = 0;
  prototype.query = function (this: ClientInternals, ...args: unknown[]) {
    if ((this._queryQueue?.length ?? 0) > 0 && !this.pipeline) queued += 1;
    return original.apply(this, args);
  };
  try {
    return { result: await run(), queued };
  } finally {
    prototype.query = original;
  }
}
