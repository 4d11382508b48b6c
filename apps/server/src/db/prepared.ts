import type { Queryable } from './connection.js';
import { withPlannedRows } from './row-mapper.js';

/**
 * A fixed-shape statement every authenticated request runs, built once per database (or
 * transaction) instead of on every call: drizzle's query building was a fifth of the API's
 * busy time in the profile of `npm run bench -- api-floor`. On PostgreSQL the
 * statement is also named, so each pooled connection parses and plans it once; PGlite ignores
 * the name. Values go in through `sql.placeholder(...)` when it is executed. Its rows are mapped
 * by a plan made once (row-mapper.ts) rather than by drizzle's per-cell `mapResultRow`.
 *
 * Names are global to a connection: each must be unique and always stand for the same text.
 * A pooler in transaction mode needs prepared-statement support (PgBouncer ≥ 1.21 with
 * `max_prepared_statements`), as docs/operations.md says.
 */
export function preparedStatement<P>(
  name: string,
  build: (db: Queryable, name: string) => P,
): (db: Queryable) => P {
  const built = new WeakMap<Queryable, P>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = withPlannedRows(build(db, name));
      built.set(db, statement);
    }
    return statement;
  };
}
