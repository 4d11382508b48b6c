import type { Command } from 'commander';
import { addReleaseNote } from '../../modules/notifications/service.js';
import { parseDate, UsageError } from '../arguments.js';
import type { AdminContext, RunWithContext } from '../context.js';

export async function addNote(ctx: AdminContext, input: { title: string; content: string; date?: Date }) {
  if (!input.title.trim() || !input.content.trim())
    throw new UsageError('--title and --content must not be empty.');
  return addReleaseNote(ctx, { title: input.title.trim(), content: input.content.trim(), date: input.date });
}

export function registerReleaseNoteCommands(program: Command, run: RunWithContext): void {
  program
    .command('add-release-note')
    .description('Publish a release note (shown in the banner and on the support page)')
    .requiredOption('--title <title>', 'title')
    .requiredOption('--content <text>', 'the note')
    .option('--date <date>', 'date of the note (ISO); default now', parseDate)
    .action((options: { title: string; content: string; date?: Date }) =>
      run(async (ctx) => {
        const note = await addNote(ctx, options);
        console.log(`Release note ${note.id} added for ${note.notificationDate.toISOString()}.`);
      }),
    );
}
