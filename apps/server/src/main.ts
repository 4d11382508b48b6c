import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { serverMounts } from './mounts.js';
import './seed/demo-content.js';
import { startMetricsServer } from './metrics/mount.js';
import { DEMO_PUBLICATION_KEY } from './seed/demo-presentation.js';
import { listenFailure, StartupError } from './startup/errors.js';
import { listenOrExplain } from './startup/listen.js';
import { StartupClock } from './startup/phases.js';
import { startServices } from './startup/services.js';
import { installShutdown } from './startup/shutdown.js';
import { buildInfo, describeBuild } from './version/build-info.js';

async function main(): Promise<void> {
  const clock = new StartupClock();
  clock.lap('modules');
  const config = loadConfig();
  const { ctx, seeded } = await startServices(config, clock);
  const app = await buildApp(ctx, { mounts: serverMounts(ctx) }).catch(async (error: unknown) => {
    await ctx.database.close().catch(() => {});
    throw error;
  });
  // The first line of the log says what runs (nothing logs before the app exists).
  const build = buildInfo();
  app.log.info({ version: build.version, commit: build.commit }, describeBuild(config.PRODUCT_NAME, build));
  const alsoClose: Array<() => Promise<void>> = [];
  installShutdown(app, ctx, config.SHUTDOWN_TIMEOUT_SECONDS * 1000, alsoClose);
  clock.lap('app');

  await listenOrExplain(app, 'PORT', { port: config.PORT, host: config.HOST });
  if (config.METRICS_PORT) {
    const metricsServer = await startMetricsServer(config.METRICS_PORT, config.HOST).catch(async (error) => {
      await app.close().catch(() => {});
      throw listenFailure('METRICS_PORT', `${config.HOST}:${config.METRICS_PORT}`, error) ?? error;
    });
    alsoClose.push(async () => {
      metricsServer.closeAllConnections();
      await new Promise((resolve) => metricsServer.close(resolve));
    });
  }
  clock.lap('listen');
  const lines = [
    `\n  ${describeBuild(config.PRODUCT_NAME, build)} is running at ${config.PUBLIC_URL}`,
    `  ${clock.summary()}`,
  ];
  if (!config.SMTP_URL && config.DEV_MAILBOX)
    lines.push(
      `  Dev mailbox:   ${config.PUBLIC_URL}/dev/mailbox  (DEV_MAILBOX=true: open to everyone, development only)`,
    );
  if (seeded)
    lines.push('  Demo sign-ins (password for all: vantage-demo):', ...seeded.map((s) => `    ${s}`));
  if (seeded) lines.push(`  Demo viewer link: ${config.PUBLIC_URL}/viewer/?project=${DEMO_PUBLICATION_KEY}`);
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(error.message);
    process.exit(error instanceof StartupError ? error.exitCode : 78);
  }
  console.error(error);
  process.exit(1);
});
