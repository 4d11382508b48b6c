/**
 * A real server on a fresh database for the study benchmarks (noise, shadow flicker): an
 * organisation with the study's feature, an Owner's token, and `post` over real HTTP. The plan is
 * made through the API, as an integrator would make it; the calls then time the operation.
 */
import { fileURLToPath } from 'node:url';
import {
  buildApp,
  createContext,
  createSubscription,
  loadConfig,
  seedReferenceData,
  serverMounts,
  signAccessToken,
  userAccounts,
  users,
} from '@vantage/server/testing';
import { openBenchDatabase } from './bench-database.js';
import { freePort } from './server-process.js';

export type StudyApi = { post: <T = { id: number }>(path: string, body: unknown) => Promise<T> };

export async function withStudyApi<T>(
  name: string,
  features: Record<string, 'Enabled'>,
  work: (api: StudyApi) => Promise<T>,
): Promise<T> {
  const database = await openBenchDatabase(process.env.DATABASE_URL);
  await database.handle.migrate();
  await seedReferenceData(database.handle.db);
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PUBLIC_URL: baseUrl,
    SEED_DEMO: 'false',
    DATA_DIR: fileURLToPath(new URL('../.tmp/bench-data', import.meta.url)),
  });
  const ctx = await createContext(config, database.handle);
  const app = await buildApp(ctx, { mounts: serverMounts(ctx), logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  try {
    const { subscription } = await createSubscription(ctx.db, {
      customerName: `Bench ${name} Co`,
      typeKey: 'energy-planner',
      limits: { plannerObjectLimit: 10_000 },
      features,
    });
    const [user] = await ctx.db
      .insert(users)
      .values({
        subject: `bench-${name}`,
        email: `bench-${name}@example.test`,
        firstName: 'Bench',
        lastName: name,
        identityProvider: 'embedded',
      })
      .returning();
    await ctx.db
      .insert(userAccounts)
      .values({ userId: user!.id, subscriptionId: subscription.id, roles: ['Owner'] });
    const token = await signAccessToken(ctx.signingKeys![0]!, {
      issuer: ctx.config.issuer,
      subject: user!.subject,
      email: user!.email,
    });
    const headers = {
      authorization: `Bearer ${token}`,
      'x-subscription-key': subscription.key,
      'content-type': 'application/json',
    };
    const post = async <R>(path: string, body: unknown): Promise<R> => {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return response.json() as Promise<R>;
    };
    return await work({ post: post as StudyApi['post'] });
  } finally {
    await app.close();
    await database.drop();
  }
}
