import { count } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import type { RoleValue } from '../db/schema/index.js';
import { projectAccess, projects, userAccounts, users } from '../db/schema/index.js';
import { createIdentityAccount } from '../identity/accounts.js';
import { hashPassword } from '../identity/password-hashing.js';
import { createSubscription } from '../modules/subscriptions/create-subscription.js';
import { seedReferenceData } from './reference.js';

export const DEMO_PASSWORD = 'vantage-demo';

export const DEMO_USERS: Array<{
  email: string;
  firstName: string;
  lastName: string;
  roles: RoleValue[] | null;
}> = [
  { email: 'owner@demo.vantage.test', firstName: 'Olivia', lastName: 'Owner', roles: ['Owner'] },
  { email: 'team@demo.vantage.test', firstName: 'Tom', lastName: 'Team', roles: ['TeamMember'] },
  { email: 'project@demo.vantage.test', firstName: 'Priya', lastName: 'Project', roles: ['ProjectMember'] },
  { email: 'observer@demo.vantage.test', firstName: 'Oscar', lastName: 'Observer', roles: ['Observer'] },
  { email: 'new@demo.vantage.test', firstName: 'Nina', lastName: 'New', roles: null },
];

const DEMO_PROJECTS = [
  { name: 'Noordzee Wind Park', tag: '027bd7' },
  { name: 'Solar Field Almere', tag: 'f5a623' },
  { name: 'Grid Connection Eemshaven', tag: '7ed321' },
  { name: 'Hilltop Turbines', tag: '9013fe' },
];

/** Optional hook the presentations module sets to add viewpoints, scenarios and tours. */
export type DemoProjectEnricher = (ctx: AppContext, projectIds: number[]) => Promise<void>;
const enrichers: DemoProjectEnricher[] = [];
export function addDemoProjectEnricher(enricher: DemoProjectEnricher): void {
  enrichers.push(enricher);
}

/**
 * Seeds the demo organisation when the database has no users yet. Returns the sign-in
 * lines to print, or undefined when it did nothing.
 */
export async function seedDemoIfEmpty(ctx: AppContext): Promise<string[] | undefined> {
  const { db } = ctx;
  await seedReferenceData(db);
  const [{ value: userCount } = { value: 0 }] = await db.select({ value: count() }).from(users);
  if (userCount > 0) return undefined;

  const projectIds = await db.transaction(async (tx) => {
    const { subscription } = await createSubscription(tx, {
      customerName: 'Demo Wind Co',
      typeKey: 'energy-planner',
    });
    const inserted = await tx
      .insert(projects)
      .values(
        DEMO_PROJECTS.map((p, index) => ({
          subscriptionId: subscription.id,
          name: p.name,
          tagNames: [p.tag],
          sortOrder: index,
          createdAt: new Date(Date.now() - (DEMO_PROJECTS.length - index) * 86_400_000),
        })),
      )
      .returning({ id: projects.id });
    // One argon2 hash for the one (public) demo password: each costs tens of ms of a core.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const demo of DEMO_USERS) {
      const identity = await createIdentityAccount(tx, { ...demo, passwordHash, emailVerified: true });
      const [user] = await tx
        .insert(users)
        .values({
          subject: identity.id,
          email: demo.email,
          firstName: demo.firstName,
          lastName: demo.lastName,
          emailVerified: true,
          identityProvider: 'embedded',
        })
        .returning();
      if (!demo.roles) continue;
      const [account] = await tx
        .insert(userAccounts)
        .values({ userId: user!.id, subscriptionId: subscription.id, roles: demo.roles })
        .returning();
      if (demo.roles.includes('ProjectMember') || demo.roles.includes('Observer')) {
        await tx.insert(projectAccess).values({ userAccountId: account!.id, projectId: inserted[0]!.id });
      }
    }
    return inserted.map((row) => row.id);
  });
  for (const enrich of enrichers) await enrich(ctx, projectIds);
  return DEMO_USERS.map(
    (u) => `${u.email.padEnd(30)} ${u.roles ? u.roles.join(', ') : 'no subscription yet'}`,
  );
}
