import { CommanderError } from 'commander';
import { BackupError } from '../backup/errors.js';
import { ConfigError } from '../config.js';
import { UsageError } from './arguments.js';
import { runWithContext } from './context.js';
import { buildProgram } from './program.js';

/** Exit codes: 0 done, 2 bad arguments (commander's or ours), 1 anything else (a refused restore too). */
export const EXIT_USAGE = 2;

export async function main(argv: string[]): Promise<number> {
  const program = buildProgram(runWithContext);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : EXIT_USAGE;
    if (error instanceof UsageError || error instanceof ConfigError) {
      console.error(`error: ${error.message}`);
      return EXIT_USAGE;
    }
    if (error instanceof BackupError) {
      console.error(`error: ${error.message}`);
      return 1;
    }
    console.error(error);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
