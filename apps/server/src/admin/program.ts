import { Command } from 'commander';
import { registerBackupCommands } from './commands/backup.js';
import { registerFeatureCommands } from './commands/features.js';
import { registerMaintenanceCommands } from './commands/maintenance.js';
import { registerReleaseNoteCommands } from './commands/release-notes.js';
import { registerRoleCommands } from './commands/roles.js';
import { registerSubscriptionCommands } from './commands/subscriptions.js';
import type { RunWithContext } from './context.js';

/**
 * The operator's commands. Each group lives in `commands/<group>.ts`, exports its functions
 * (tested directly) and a `register...Commands(program, run)` that wires the options.
 */
export function buildProgram(run: RunWithContext): Command {
  const program = new Command('admin')
    .description('Vantage operator commands; run as: npm run admin -- <command> [options]')
    .exitOverride()
    .showHelpAfterError('(run with --help for the options)');
  registerSubscriptionCommands(program, run);
  registerFeatureCommands(program, run);
  registerRoleCommands(program, run);
  registerReleaseNoteCommands(program, run);
  registerMaintenanceCommands(program, run);
  registerBackupCommands(program);
  return program;
}
