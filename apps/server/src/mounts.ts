import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.js';
import { hubMount } from './hub/mount.js';
import { identityMount } from './identity/mount.js';
import { devAdminMount } from './modules/dev-admin/mount.js';
import { mailboxMount } from './modules/mailbox/mount.js';
import { maintenanceMount } from './modules/maintenance/mount.js';

/**
 * Parts of the process that are not the REST API: the embedded identity provider, the
 * real-time hub, the dev mailbox and the heartbeat. The test harness mounts the same.
 */
export function serverMounts(ctx: AppContext): Array<(app: FastifyInstance) => Promise<void>> {
  return [
    // First: its 503 hook must cover every /api route registered after it.
    maintenanceMount(ctx),
    ...(ctx.config.embeddedIdentity ? [identityMount(ctx)] : []),
    hubMount(ctx),
    mailboxMount(ctx),
    // Test support only: present when DEV_ADMIN_TOKEN is set.
    ...(ctx.config.DEV_ADMIN_TOKEN ? [devAdminMount(ctx)] : []),
  ];
}
