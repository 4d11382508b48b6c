import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Binary column: Buffer on node-postgres, Uint8Array on PGlite; both read back as Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const timestampz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
