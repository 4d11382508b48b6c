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
import { preparedStatement } from '../../db/prepared.js';
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
import { seesAllProjects, visibilityCondition, visibleProjectsCondition } from './access.js';
import { originalsCondition, revisionsCondition } from './kinds.js';
import type { ProjectAnswerRow, RevisionAnswerRow } from './presenter.js';

type Viewer = Pick<AccountContext, 'roles' | 'account' | 'subscription' | 'isExpired'>;

const presentFeature = preparedStatement('projects_present_feature', (db, name) =>
  db
    .select({ state: subscriptionFeatures.state })
    .from(subscriptionFeatures)
    .where(
      and(
        eq(subscriptionFeatures.subscriptionId, sql.placeholder('subscriptionId')),
        eq(subscriptionFeatures.key, PRESENT_FEATURE_KEY),
      ),
    )
    .prepare(name),
);

/** The caller as the project policy sees it: roles, expiry and the Present feature. */
export async function loadProjectActor(db: Queryable, context: Viewer): Promise<ProjectActor> {
  const [feature] = await presentFeature(db).execute({ subscriptionId: context.subscription.id });
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

type ListShape = { seesAll: boolean; search: boolean; sort: ProjectSortField; direction: SortDirection };

function listWhere(shape: ListShape): SQL {
  const conditions = [
    visibilityCondition(shape.seesAll, {
      subscriptionId: sql.placeholder('subscriptionId'),
      accountId: sql.placeholder('accountId'),
    }),
    originalsCondition,
  ];
  if (shape.search) conditions.push(sql`lower(${projects.name}) like ${sql.placeholder('pattern')}`);
  return and(...conditions)!;
}

type ListStatements = {
  page: (db: Queryable) => ReturnType<typeof preparePage>;
  count: (db: Queryable) => ReturnType<typeof prepareCount>;
};

const preparePage = (db: Queryable, name: string, shape: ListShape) =>
  selectAnswers(db)
    .where(listWhere(shape))
    .orderBy(...listOrder(shape.sort, shape.direction))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);

const prepareCount = (db: Queryable, name: string, shape: ListShape) =>
  db.select({ value: countAll }).from(projects).where(listWhere(shape)).prepare(name);

/**
 * The list's two statements for each shape of request (who sees what, with or without a
 * search, the order): 16 page statements and 4 counts at most, each built once and prepared
 * (db/prepared.ts), since the list is what the dashboard asks most.
 */
const listStatements = new Map<string, ListStatements>();

function listStatementsFor(shape: ListShape): ListStatements {
  const visibility = `${shape.seesAll ? 'all' : 'granted'}${shape.search ? '_search' : ''}`;
  const pageName = `projects_list_${visibility}_${shape.sort}_${shape.direction}`;
  let statements = listStatements.get(pageName);
  if (!statements) {
    statements = {
      page: preparedStatement(pageName, (db, name) => preparePage(db, name, shape)),
      count: preparedStatement(`projects_count_${visibility}`, (db, name) => prepareCount(db, name, shape)),
    };
    listStatements.set(pageName, statements);
  }
  return statements;
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
  const shape: ListShape = {
    seesAll: seesAllProjects(context),
    search: Boolean(query.search),
    sort: query.sort,
    direction: query.direction,
  };
  const statements = listStatementsFor(shape);
  const values = {
    subscriptionId: context.subscription.id,
    accountId: context.account.id,
    pattern: query.search ? containsPattern(query.search) : null,
    limit: query.Limit,
    offset: query.Offset,
  };
  const [rows, [count]] = await Promise.all([
    statements.page(db).execute(values),
    statements.count(db).execute(values),
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
