import type { CreateTourRequest, UpdateTourRequest } from '@vantage/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Queryable } from '../../db/connection.js';
import { projects, tours, viewpoints } from '../../db/schema/index.js';
import type { IfMatch } from '../../http/if-match.js';
import { badRequest, notFound } from '../../http/problem.js';
import { type ContentActor, withContentEdit } from '../project-content/access.js';
import { changedBy } from '../project-content/changed-by.js';
import { copyName } from '../project-content/copy-name.js';
import { assertIfMatch, nextVersion, sameVersion, staleItem } from '../project-content/versions.js';
import { findVisibleProject, visibleProjectsCondition } from '../projects/access.js';
import { countAll } from '../subscriptions/lock.js';
import { announceTour } from './events.js';
import { presentTour, type TourRow } from './presenter.js';

type Page = { offset: number; limit: number };

export async function findVisibleTour(db: Queryable, actor: ContentActor, id: number) {
  const [row] = await db
    .select({ tour: tours, project: projects })
    .from(tours)
    .innerJoin(projects, eq(projects.id, tours.projectId))
    .where(and(eq(tours.id, id), visibleProjectsCondition(actor)));
  if (!row) throw notFound(`Tour ${id} does not exist.`);
  return row;
}

export async function listTours(db: Queryable, actor: ContentActor, projectId: number, page: Page) {
  await findVisibleProject(db, actor, projectId);
  const where = eq(tours.projectId, projectId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(tours)
      .where(where)
      .orderBy(asc(tours.sortOrder), asc(tours.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: countAll }).from(tours).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** A tour flies through viewpoints of its own project only. */
async function assertViewpointsOfProject(db: Queryable, projectId: number, ids: number[] | undefined) {
  if (!ids || ids.length === 0) return;
  const unique = [...new Set(ids)];
  const found = await db
    .select({ id: viewpoints.id })
    .from(viewpoints)
    .where(and(eq(viewpoints.projectId, projectId), inArray(viewpoints.id, unique)));
  const known = new Set(found.map((row) => row.id));
  const missing = unique.find((id) => !known.has(id));
  if (missing !== undefined)
    throw badRequest(`Viewpoint ${missing} does not belong to project ${projectId}.`);
}

async function nextSortOrder(db: Queryable, projectId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`coalesce(max(${tours.sortOrder}) + 1, 0)::int` })
    .from(tours)
    .where(eq(tours.projectId, projectId));
  return row?.value ?? 0;
}

export async function createTour(
  ctx: AppContext,
  actor: ContentActor,
  projectId: number,
  input: CreateTourRequest,
): Promise<TourRow> {
  const row = await withContentEdit(ctx.db, actor, projectId, async (tx) => {
    await assertViewpointsOfProject(tx, projectId, input.viewpointIds);
    const sortOrder = input.sortOrder ?? (await nextSortOrder(tx, projectId));
    const [inserted] = await tx
      .insert(tours)
      .values({ ...input, projectId, sortOrder })
      .returning();
    return inserted;
  });
  announceTour(ctx, 'OnItemAdded', row!, changedBy(actor));
  return row!;
}

/**
 * Changes the fields sent. With `ifMatch`, only while the tour is at a version it names (412
 * with the tour as it is now), checked after 404 and before the viewpoints sent (400).
 */
export async function updateTour(
  ctx: AppContext,
  actor: ContentActor,
  id: number,
  input: UpdateTourRequest,
  ifMatch?: IfMatch,
): Promise<TourRow> {
  const { project } = await findVisibleTour(ctx.db, actor, id);
  const row = await withContentEdit(ctx.db, actor, project.id, async (tx) => {
    const current = await tourOfProject(tx, id, project.id);
    assertIfMatch(ifMatch, 'Tour', current, presentTour);
    await assertViewpointsOfProject(tx, project.id, input.viewpointIds);
    const [updated] = await tx
      .update(tours)
      .set({ ...input, version: nextVersion(tours.version) })
      .where(
        and(
          eq(tours.id, id),
          eq(tours.projectId, project.id),
          sameVersion(tours.version, ifMatch, current.version),
        ),
      )
      .returning();
    if (!updated) throw staleItem('Tour', await tourOfProject(tx, id, project.id), presentTour);
    return updated;
  });
  announceTour(ctx, 'OnItemUpdated', row, changedBy(actor));
  return row;
}

async function tourOfProject(db: Queryable, id: number, projectId: number): Promise<TourRow> {
  const [row] = await db
    .select()
    .from(tours)
    .where(and(eq(tours.id, id), eq(tours.projectId, projectId)));
  if (!row) throw notFound(`Tour ${id} does not exist.`);
  return row;
}

export async function deleteTour(ctx: AppContext, actor: ContentActor, id: number): Promise<void> {
  const { project } = await findVisibleTour(ctx.db, actor, id);
  const [row] = await withContentEdit(ctx.db, actor, project.id, (tx) =>
    tx
      .delete(tours)
      .where(and(eq(tours.id, id), eq(tours.projectId, project.id)))
      .returning(),
  );
  if (!row) throw notFound(`Tour ${id} does not exist.`);
  announceTour(ctx, 'OnItemDeleted', row, changedBy(actor));
}

/** A copy named "<name> (copy)" with the same viewpoints, placed last. */
export async function cloneTour(
  ctx: AppContext,
  actor: ContentActor,
  projectId: number,
  sourceId: number,
): Promise<TourRow> {
  const row = await withContentEdit(ctx.db, actor, projectId, async (tx) => {
    const [source] = await tx
      .select()
      .from(tours)
      .where(and(eq(tours.id, sourceId), eq(tours.projectId, projectId)));
    if (!source) throw notFound(`Tour ${sourceId} does not exist in project ${projectId}.`);
    const { id: _id, ...copy } = source;
    const [inserted] = await tx
      .insert(tours)
      .values({
        ...copy,
        name: copyName(source.name),
        sortOrder: await nextSortOrder(tx, projectId),
        version: 1,
      })
      .returning();
    return inserted;
  });
  announceTour(ctx, 'OnItemAdded', row!, changedBy(actor));
  return row!;
}
