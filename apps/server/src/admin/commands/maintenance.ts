import type { Command } from 'commander';
import {
  configuredMaintenance,
  isInWindow,
  type MaintenanceWindow,
  readMaintenance,
  writeMaintenance,
} from '../../modules/maintenance/service.js';
import { parseDate, UsageError } from '../arguments.js';
import type { AdminContext, RunWithContext } from '../context.js';

/** Switches maintenance on (at once, or from `from`) until `until` or until switched off. */
export async function maintenanceOn(
  ctx: AdminContext,
  window: { from?: Date; until?: Date } = {},
  now = new Date(),
): Promise<MaintenanceWindow> {
  if (window.until && window.until.getTime() <= now.getTime()) {
    throw new UsageError('--until must lie in the future.');
  }
  if (window.from && window.until && window.from.getTime() >= window.until.getTime()) {
    throw new UsageError('--from must lie before --until.');
  }
  return writeMaintenance(ctx.db, {
    enabled: true,
    startsAt: window.from?.toISOString() ?? null,
    endsAt: window.until?.toISOString() ?? null,
  });
}

export function maintenanceOff(ctx: AdminContext): Promise<MaintenanceWindow> {
  return writeMaintenance(ctx.db, { enabled: false, startsAt: null, endsAt: null });
}

export async function maintenanceStatus(ctx: AdminContext, now = new Date()): Promise<string> {
  const stored = await readMaintenance(ctx.db);
  const configured = configuredMaintenance(ctx.config);
  const describe = (window: MaintenanceWindow) =>
    `${isInWindow(window, now) ? 'ON' : window.enabled ? 'scheduled/ended' : 'off'}` +
    (window.startsAt ? `, from ${window.startsAt}` : '') +
    (window.endsAt ? `, until ${window.endsAt}` : '');
  return [
    `database (admin CLI): ${describe(stored)}`,
    `configuration (MAINTENANCE): ${describe(configured)}`,
  ].join('\n');
}

export function registerMaintenanceCommands(program: Command, run: RunWithContext): void {
  const maintenance = program
    .command('maintenance')
    .description('Maintenance mode: the API answers 503 and the dashboard shows /maintenance');
  maintenance
    .command('on')
    .description('Switch maintenance mode on for every server process (seen within 2 s)')
    .option('--from <iso>', 'start of the window (default now)', parseDate)
    .option('--until <iso>', 'end of the window; it switches off by itself then', parseDate)
    .action((options: { from?: Date; until?: Date }) =>
      run(async (ctx) => {
        const window = await maintenanceOn(ctx, options);
        console.log(
          `Maintenance mode is on${window.startsAt ? ` from ${window.startsAt}` : ''}` +
            `${window.endsAt ? ` until ${window.endsAt}` : ' until switched off'}.`,
        );
      }),
    );
  maintenance
    .command('off')
    .description('Switch maintenance mode off')
    .action(() =>
      run(async (ctx) => {
        await maintenanceOff(ctx);
        console.log('Maintenance mode is off.');
      }),
    );
  maintenance
    .command('status')
    .description('Show the stored and the configured maintenance window')
    .action(() =>
      run(async (ctx) => {
        console.log(await maintenanceStatus(ctx));
      }),
    );
}
