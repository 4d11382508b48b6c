import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openContext } from './context.js';
import { serverMounts } from './mounts.js';
import { seedDemoIfEmpty } from './seed/demo.js';
import './seed/demo-content.js';
import { DEMO_PUBLICATION_KEY } from './seed/demo-presentation.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const ctx = await openContext(config);
  const seeded = config.SEED_DEMO ? await seedDemoIfEmpty(ctx) : undefined;
  const app = await buildApp(ctx, { mounts: serverMounts(ctx) });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await ctx.database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const lines = [`\n  ${config.PRODUCT_NAME} is running at ${config.PUBLIC_URL}`];
  if (!config.SMTP_URL) lines.push(`  Dev mailbox:   ${config.PUBLIC_URL}/dev/mailbox`);
  if (seeded)
    lines.push('  Demo sign-ins (password for all: vantage-demo):', ...seeded.map((s) => `    ${s}`));
  if (seeded) lines.push(`  Demo viewer link: ${config.PUBLIC_URL}/viewer/?project=${DEMO_PUBLICATION_KEY}`);
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78);
  }
  console.error(error);
  process.exit(1);
});
