import pg from 'pg';

/** pg's own message when its `query_timeout` fires, kept so that logs read the same. */
export const QUERY_READ_TIMEOUT = 'Query read timeout';

type Pending = {
  deadline: number;
  /** Answers the query's caller; false once it has been answered. */
  settle(error: Error | null, result?: unknown): boolean;
  client: pg.Client;
};

/**
 * The client side of the statement time limit: a query with no answer `limitMs` after it was
 * handed to a connection fails with "Query read timeout", and the connection is closed, so
 * that the pool replaces it and no other query waits behind it (a database that stopped
 * answering, say black-holed, must not hang requests; the server side of the limit is
 * `statement_timeout`).
 *
 * pg's `query_timeout` does the same with a timer per query. Each request runs five or six
 * statements, and under load those timers (each an object in the timers' lists, its closure and
 * the query it holds, kept alive across young-generation collections) cost the API ~7 % of its
 * requests per second (bench/api-floor.ts). Here one sweep per pool, every
 * `sweepMs`, looks at the queries in flight; a query is failed between `limitMs` and
 * `limitMs + sweepMs` after it started. The sweep runs only while queries are in flight.
 *
 * Returns the class for pg.Pool's `Client` option (a public option of pg-pool).
 */
export function clientWithQueryDeadline(
  limitMs: number,
  sweepMs = Math.min(1_000, Math.max(50, limitMs / 5)),
): typeof pg.Client {
  const pending = new Set<Pending>();
  let sweep: NodeJS.Timeout | undefined;

  const check = () => {
    const now = performance.now();
    for (const entry of pending) {
      if (entry.deadline > now) continue;
      pending.delete(entry);
      if (entry.settle(new Error(QUERY_READ_TIMEOUT))) {
        // Nothing more is coming on this connection, or nothing in time: end it (pg closes the
        // socket of a client with a query in flight), so the queries queued behind this one
        // fail now and the pool drops it. A client the pool has lent out has no 'error'
        // listener; ended by us it emits none.
        entry.client.end().catch(() => {});
      }
    }
    if (pending.size === 0 && sweep) {
      clearInterval(sweep);
      sweep = undefined;
    }
  };

  return class ClientWithQueryDeadline extends pg.Client {
    // biome-ignore lint/suspicious/noExplicitAny: pg's query() is overloaded (text or config, values, callback or promise)
    override query(config: any, values?: any, callback?: any): any {
      // Submittables (cursors, streams; the server uses none) manage their own reads.
      if (config == null || typeof config.submit === 'function') return super.query(config, values, callback);
      const done = typeof values === 'function' ? values : callback;
      const args = typeof values === 'function' ? undefined : values;
      if (typeof done !== 'function') {
        return new Promise((resolve, reject) => {
          this.query(config, args, (error: Error | null, result: unknown) =>
            error ? reject(error) : resolve(result),
          );
        });
      }
      let open = true;
      const entry: Pending = {
        deadline: performance.now() + limitMs,
        client: this,
        settle: (error, result) => {
          if (!open) return false;
          open = false;
          done(error, result);
          return true;
        },
      };
      const returned = super.query(config, args, (error: Error | null, answer: unknown) => {
        pending.delete(entry);
        entry.settle(error, answer);
      });
      // Watched only once pg has taken it: a query pg refuses by throwing has no deadline to
      // keep (and its connection, back in the pool, must not be ended later on its account).
      if (open) {
        pending.add(entry);
        if (!sweep) {
          sweep = setInterval(check, sweepMs);
          sweep.unref();
        }
      }
      return returned;
    }
  };
}
