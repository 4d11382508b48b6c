import { z } from 'zod';

/** The archive's layout version; a restore refuses one it does not know. */
export const BACKUP_FORMAT_VERSION = 1;

export const MANIFEST_MEMBER = 'manifest.json';
export const CHECKSUMS_MEMBER = 'SHA256SUMS';
export const tableMember = (table: string) => `tables/${table}.ndjson`;

export const BackupManifestSchema = z.object({
  format: z.literal('vantage-backup'),
  formatVersion: z.number().int(),
  appVersion: z.string(),
  commit: z.string(),
  createdAt: z.iso.datetime(),
  sourceDialect: z.enum(['pglite', 'postgres']),
  /** The migrations applied to the source, oldest first: the archive's migration level. */
  migrations: z.array(z.object({ hash: z.string(), createdAt: z.number().int() })),
  /** Tables in the order they are restored (parents first), with their row counts. */
  tables: z.array(z.object({ name: z.string().regex(/^[a-z_][a-z0-9_]*$/), rows: z.number().int().min(0) })),
  sequences: z.array(
    z.object({
      name: z.string(),
      lastValue: z
        .string()
        .regex(/^-?\d+$/)
        .nullable(),
    }),
  ),
});

export type BackupManifest = z.infer<typeof BackupManifestSchema>;
