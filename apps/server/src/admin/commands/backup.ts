import type { Command } from 'commander';
import { createBackup } from '../../backup/create-backup.js';
import { restoreBackup } from '../../backup/restore-backup.js';
import { loadConfig } from '../../config.js';
import { databaseOptionsFrom } from '../../context.js';
import { type DatabaseHandle, openDatabase } from '../../db/connection.js';

/**
 * The server's database as it is: neither migrated nor seeded first, so that a backup holds
 * exactly what is there and a restore finds the database as the operator left it.
 */
async function withDatabase<T>(work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await openDatabase(databaseOptionsFrom(loadConfig()));
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

export function registerBackupCommands(program: Command): void {
  program
    .command('backup')
    .description('Write the whole database (uploads included) into one checksummed archive (.tar.gz)')
    .argument('<file>', 'the archive to write, e.g. vantage-2026-12-02.tar.gz')
    .action((file: string) =>
      withDatabase(async (database) => {
        const manifest = await createBackup(database, file);
        const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
        console.log(
          `Backup written to ${file}: ${manifest.tables.length} tables, ${rows} rows, migration level ${manifest.migrations.length}, ${manifest.sourceDialect}, Vantage ${manifest.appVersion}.`,
        );
      }),
    );
  program
    .command('restore')
    .description('Restore an archive of "backup" into an empty database (stop the server first)')
    .argument('<file>', 'the archive to read')
    .option('--force', 'replace everything in a database that already holds data')
    .action((file: string, options: { force?: boolean }) =>
      withDatabase(async (database) => {
        const result = await restoreBackup(database, file, options);
        console.log(
          `Restored ${file} (Vantage ${result.manifest.appVersion}, ${result.manifest.sourceDialect}, ${result.manifest.createdAt}): ${result.rows} rows; migrations ${result.fromLevel} → ${result.toLevel}.`,
        );
      }),
    );
}
