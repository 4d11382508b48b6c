import {
  PRESENT_FEATURE_KEY,
  type ProjectListQuery,
  type ProjectSortField,
  type SortDirection,
} from '@vantage/contracts';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AccountContext } from '../../auth/context.js';
import type { Queryable } from '../../db/connection.js';
import {
  coordinateSystems,
  ownershipTransfers,
  projects,
  subscriptionFeatures,
  users,
} from '../../db/schema/index.js';
import { notFound } from '../../http/problem.js';
import { countAll } from '../subscriptions/lock.js';
import type { ProjectActor } from './abilities.js';
import { visibleProjectsCondition } from './access.js';
import { originalsCondition, revisionsCondition } from './kinds.js';
import type { ProjectAnswerRow, RevisionAnswerRow } from './presenter.js';

type Viewer = Pick<AccountContext, 'roles' | 'account' | 'subscription' | 'isExpired'>;

/** The caller as the project policy sees it: roles, expiry and the Present feature. */
export async function loadProjectActor(db: Queryable, context: Viewer): Promise<ProjectActor> {
  const [feature] = await db
    .select({ state: subscriptionFeatures.state })
    .from(subscriptionFeatures)
    .where(
      and(
        eq(subscriptionFeatures.subscriptionId, context.subscription.id),
        eq(subscriptionFeatures.key, PRESENT_FEATURE_KEY),
      ),
    );
  return { roles: context.roles, isExpired: context.isExpired, presentEnabled: feature?.state === 'Enabled' };
}

/** Served by the partial unique index `ownership_transfers_one_pending`: at most one row. */
const pendingTransferId = sql<
  string | null
>`(select ${ownershipTransfers.id} from ${ownershipTransfers} where ${ownershipTransfers.projectId} = ${projects.id} and ${ownershipTransfers.status} = 'Pending')`;

function selectAnswers(db: Queryable) {
  return db
    .select({ project: projects, coordinateSystem: coordinateSystems, pendingTransferId })
    .from(projects)
    .leftJoin(coordinateSystems, eq(coordinateSystems.id, projects.defaultCoordinateSystemId));
}

/** One visible project with its answer fields, else 404. */
export async function findProjectAnswer(
  db: Queryable,
  context: Viewer,
  projectId: number,
): Promise<ProjectAnswerRow> {
  const [row] = await selectAnswers(db).where(
    and(eq(projects.id, projectId), visibleProjectsCondition(context)),
  );
  if (!row) throw notFound(`Project ${projectId} does not exist.`);
  return row;
}

/** `%`, `_` and `\` in a search are literal characters, not patterns. */
function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function listOrder(sort: ProjectSortField, direction: SortDirection): SQL[] {
  const by = direction === 'desc' ? desc : asc;
  // Ties broken by id so that pages never overlap; both orders match a partial index.
  return sort === 'name'
    ? [by(sql`lower(${projects.name})`), by(projects.id)]
    : [by(projects.createdAt), by(projects.id)];
}

/**
 * The projects list: the originals the caller sees (revisions and presentations have
 * their own lists). The first page reads LIMIT rows along a partial index, so it costs the
 * same at 10 projects or 10,000; the count reads the same index.
 */
export async function listProjects(
  db: Queryable,
  context: Viewer,
  query: z.output<typeof ProjectListQuery>,
): Promise<{ rows: ProjectAnswerRow[]; total: number }> {
  const conditions = [visibleProjectsCondition(context), originalsCondition];
  if (query.search) conditions.push(sql`lower(${projects.name}) like ${containsPattern(query.search)}`);
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    selectAnswers(db)
      .where(where)
      .orderBy(...listOrder(query.sort, query.direction))
      .limit(query.Limit)
      .offset(query.Offset),
    db.select({ value: countAll }).from(projects).where(where),
  ]);
  return { rows, total: count?.value ?? 0 };
}

/** Revisions of one original, newest first, each with the user who saved it. */
export async function listRevisions(
  db: Queryable,
  context: Viewer,
  originalId: number,
  page: { Offset: number; Limit: number },
): Promise<{ rows: RevisionAnswerRow[]; total: number }> {
  const where = and(
    visibleProjectsCondition(context),
    revisionsCondition,
    eq(projects.originalProjectId, originalId),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        project: projects,
        coordinateSystem: coordinateSystems,
        pendingTransferId,
        author: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      })
      .from(projects)
      .leftJoin(coordinateSystems, eq(coordinateSystems.id, projects.defaultCoordinateSystemId))
      .leftJoin(users, eq(users.id, projects.createdByUserId))
      .where(where)
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(page.Limit)
      .offset(page.Offset),
    db.select({ value: countAll }).from(projects).where(where),
  ]);
  return { rows, total: count?.value ?? 0 };
}
