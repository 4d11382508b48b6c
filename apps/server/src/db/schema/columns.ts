import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** Binary column: Buffer on node-postgres, Uint8Array on PGlite; both read back as Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const timestampz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The version of an item that several people edit (planner objects, viewpoints, scenarios,
 * tours): 1 when created or copied, one more with every change of the row. Its ETag is
 * `"<version>"`; a change with a stale `If-Match` answers 412 (docs/decisions/161-optimistic-concurrency.md).
 */
export const version = () => integer('version').notNull().default(1);
