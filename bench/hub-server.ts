/**
 * The hub benchmarks' server: `apps/server/src/main.ts` as its own child process on a PGlite
 * directory seeded here beforehand (server-process.ts), so that the figures are the server's
 * alone: its CPU, its RSS, its open files. Seeded: one subscription with one project and
 * USERS team members (the hub allows 20 connections per user, so 20,000 connections need
 * 1,000 users), an access token for each, signed with the server's own key.
 * BENCH_HUB_CPU_PROF=<dir> runs the server with `node --cpu-prof` and writes its profile there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createSubscription,
  loadConfig,
  loadOrCreateSigningKeys,
  openDatabase,
  projects,
  seedReferenceData,
  signAccessToken,
  userAccounts,
  users,
} from '@vantage/server/testing';
import { freePort, type ServerProcess, startServerProcess } from './server-process.js';

/** Connections the benchmark opens per user: under the hub's 20, with room for late closes. */
export const CONNECTIONS_PER_USER = 16;

export type HubServer = ServerProcess & {
  /** One token per seeded user; connection i uses tokens[floor(i / CONNECTIONS_PER_USER)]. */
  tokens: string[];
  /** The token of the first user, an Owner: it may update the project. */
  ownerToken: string;
  subscriptionKey: string;
  projectId: number;
  subscriptionId: number;
  cleanup: () => Promise<void>;
};

async function seed(dataDir: string, publicUrl: string, userCount: number) {
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    const { subscription } = await createSubscription(database.db, {
      customerName: 'Bench Hub Co',
      typeKey: 'wind-planner',
    });
    const [project] = await database.db
      .insert(projects)
      .values({ subscriptionId: subscription.id, name: 'Windpark Fan-out', tagNames: [] })
      .returning();
    const created = [];
    for (let i = 0; i < userCount; i += 500) {
      const batch = Array.from({ length: Math.min(500, userCount - i) }, (_, k) => ({
        subject: `bench-hub-${i + k}`,
        email: `hub${i + k}@example.test`,
        identityProvider: 'embedded',
      }));
      created.push(...(await database.db.insert(users).values(batch).returning()));
    }
    for (let i = 0; i < created.length; i += 500) {
      await database.db.insert(userAccounts).values(
        created.slice(i, i + 500).map((user, k) => ({
          userId: user.id,
          subscriptionId: subscription.id,
          roles: [i + k === 0 ? ('Owner' as const) : ('TeamMember' as const)],
        })),
      );
    }
    const [jwk] = await loadOrCreateSigningKeys(database.db);
    const { issuer } = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: publicUrl });
    const tokens = await Promise.all(
      created.map((user) =>
        signAccessToken(jwk!, { issuer, subject: user.subject, email: user.email, expiresIn: '2h' }),
      ),
    );
    return { tokens, subscription, projectId: project!.id };
  } finally {
    await database.close();
  }
}

export async function startHubServer(
  userCount: number,
  env: Record<string, string> = {},
): Promise<HubServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vantage-bench-hub-'));
  const port = await freePort();
  const seeded = await seed(dataDir, `http://localhost:${port}`, userCount);
  const profileDir = process.env.BENCH_HUB_CPU_PROF;
  const server = await startServerProcess(
    { DATA_DIR: dataDir, SEED_DEMO: 'false', ...env },
    {
      port,
      timeoutMs: 300_000,
      ...(profileDir ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {}),
    },
  );
  return {
    ...server,
    tokens: seeded.tokens,
    ownerToken: seeded.tokens[0]!,
    subscriptionKey: seeded.subscription.key,
    subscriptionId: seeded.subscription.id,
    projectId: seeded.projectId,
    cleanup: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The API change of the fan-out: PUT /api/projects/:id -> OnItemUpdated to the subscription's group. */
export async function updateProject(server: HubServer, description: string): Promise<void> {
  const response = await fetch(`${server.url}/api/projects/${server.projectId}`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${server.ownerToken}`,
      'x-subscription-key': server.subscriptionKey,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ description }),
  });
  if (response.status !== 200) {
    throw new Error(
      `PUT /api/projects/${server.projectId} answered ${response.status}: ${await response.text()}`,
    );
  }
}
