import {
  type CreateViewpointRequest,
  DEFAULT_WIND_DIRECTION,
  type UpdateViewpointRequest,
} from '@vantage/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Queryable } from '../../db/connection.js';
import { projects, tours, viewpoints } from '../../db/schema/index.js';
import type { IfMatch } from '../../http/if-match.js';
import { notFound } from '../../http/problem.js';
import { type ContentActor, withContentEdit } from '../project-content/access.js';
import { type ChangedBy, changedBy } from '../project-content/changed-by.js';
import { announceContent, type ItemEventName } from '../project-content/content-events.js';
import { copyName } from '../project-content/copy-name.js';
import { assertIfMatch, nextVersion, sameVersion, staleItem } from '../project-content/versions.js';
import { findVisibleProject, visibleProjectsCondition } from '../projects/access.js';
import { countAll } from '../subscriptions/lock.js';
import { announceTour } from '../tours/events.js';
import type { PhotoInfo } from '../viewpoint-photos/presenter.js';
import { copyViewpointPhotos, findPhotoInfo } from '../viewpoint-photos/queries.js';
import { presentViewpoint, type ViewpointRow } from './presenter.js';

type Page = { offset: number; limit: number };

/** The viewpoint with its project, if the caller sees the project; else 404. */
export async function findVisibleViewpoint(db: Queryable, actor: ContentActor, id: number) {
  const [row] = await db
    .select({ viewpoint: viewpoints, project: projects })
    .from(viewpoints)
    .innerJoin(projects, eq(projects.id, viewpoints.projectId))
    .where(and(eq(viewpoints.id, id), visibleProjectsCondition(actor)));
  if (!row) throw notFound(`Viewpoint ${id} does not exist.`);
  return row;
}

export async function listViewpoints(db: Queryable, actor: ContentActor, projectId: number, page: Page) {
  await findVisibleProject(db, actor, projectId);
  const where = eq(viewpoints.projectId, projectId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(viewpoints)
      .where(where)
      .orderBy(asc(viewpoints.sortOrder), asc(viewpoints.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: countAll }).from(viewpoints).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

async function nextSortOrder(db: Queryable, projectId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`coalesce(max(${viewpoints.sortOrder}) + 1, 0)::int` })
    .from(viewpoints)
    .where(eq(viewpoints.projectId, projectId));
  return row?.value ?? 0;
}

function columnsOf(input: UpdateViewpointRequest) {
  return {
    name: input.name,
    visible: input.visible,
    tagNames: input.tagNames,
    longitude: input.position?.longitude,
    latitude: input.position?.latitude,
    altitude: input.position?.altitude,
    pan: input.pan,
    tilt: input.tilt,
    fieldOfView: input.fieldOfView,
    windDirection: input.windDirection,
    viewingDateTime: input.viewingDateTime == null ? input.viewingDateTime : new Date(input.viewingDateTime),
    panoId: input.panoId,
    sortOrder: input.sortOrder,
  };
}

function announce(ctx: AppContext, name: ItemEventName, row: ViewpointRow, by: ChangedBy, photo?: PhotoInfo) {
  announceContent(ctx, name, 'viewpoint', [presentViewpoint(row, photo)], by);
}

export async function createViewpoint(
  ctx: AppContext,
  actor: ContentActor,
  projectId: number,
  input: CreateViewpointRequest,
): Promise<ViewpointRow> {
  const row = await withContentEdit(ctx.db, actor, projectId, async (tx) => {
    const sortOrder = input.sortOrder ?? (await nextSortOrder(tx, projectId));
    // Omitted optional fields fall back to the column defaults (fov 60, pan/tilt 0, visible).
    const [inserted] = await tx
      .insert(viewpoints)
      .values({
        ...columnsOf(input),
        windDirection: input.windDirection ?? DEFAULT_WIND_DIRECTION,
        name: input.name,
        projectId,
        sortOrder,
        ...input.position,
      })
      .returning();
    return inserted;
  });
  announce(ctx, 'OnItemAdded', row!, changedBy(actor));
  return row!;
}

/**
 * Changes the fields sent. With `ifMatch`, only while the viewpoint is at a version it names
 * (else 412 with the viewpoint as it is now); 404 comes first, as without it.
 */
export async function updateViewpoint(
  ctx: AppContext,
  actor: ContentActor,
  id: number,
  input: UpdateViewpointRequest,
  ifMatch?: IfMatch,
): Promise<ViewpointRow> {
  const { project } = await findVisibleViewpoint(ctx.db, actor, id);
  let photo: PhotoInfo | undefined;
  const row = await withContentEdit(ctx.db, actor, project.id, async (tx) => {
    const current = await viewpointOfProject(tx, id, project.id);
    // The 412's viewpoint as it is now, with its photo (the planner shows that answer as is).
    photo = await findPhotoInfo(tx, id);
    const present = (row: ViewpointRow) => presentViewpoint(row, photo);
    assertIfMatch(ifMatch, 'Viewpoint', current, present);
    const [updated] = await tx
      .update(viewpoints)
      .set({ ...columnsOf(input), version: nextVersion(viewpoints.version) })
      .where(
        and(
          eq(viewpoints.id, id),
          eq(viewpoints.projectId, project.id),
          sameVersion(viewpoints.version, ifMatch, current.version),
        ),
      )
      .returning();
    if (!updated) throw staleItem('Viewpoint', await viewpointOfProject(tx, id, project.id), present);
    return updated;
  });
  announce(ctx, 'OnItemUpdated', row, changedBy(actor), photo);
  return row;
}

async function viewpointOfProject(db: Queryable, id: number, projectId: number): Promise<ViewpointRow> {
  const [row] = await db
    .select()
    .from(viewpoints)
    .where(and(eq(viewpoints.id, id), eq(viewpoints.projectId, projectId)));
  if (!row) throw notFound(`Viewpoint ${id} does not exist.`);
  return row;
}

/**
 * Deleting a viewpoint also takes it out of the tours of its project: those tours change
 * (a new version, and an item event each).
 */
export async function deleteViewpoint(ctx: AppContext, actor: ContentActor, id: number): Promise<void> {
  const { project } = await findVisibleViewpoint(ctx.db, actor, id);
  const deleted = await withContentEdit(ctx.db, actor, project.id, async (tx) => {
    const [row] = await tx
      .delete(viewpoints)
      .where(and(eq(viewpoints.id, id), eq(viewpoints.projectId, project.id)))
      .returning();
    if (!row) return undefined;
    const changedTours = await tx
      .update(tours)
      .set({
        viewpointIds: sql`array_remove(${tours.viewpointIds}, ${id})`,
        version: nextVersion(tours.version),
      })
      .where(and(eq(tours.projectId, row.projectId), sql`${id} = any(${tours.viewpointIds})`))
      .returning();
    return { row, changedTours };
  });
  if (!deleted) throw notFound(`Viewpoint ${id} does not exist.`);
  const by = changedBy(actor);
  announce(ctx, 'OnItemDeleted', deleted.row, by);
  for (const tour of deleted.changedTours) announceTour(ctx, 'OnItemUpdated', tour, by);
}

/** A copy named "<name> (copy)", placed last, with its photo; the source must be of the same project. */
export async function cloneViewpoint(
  ctx: AppContext,
  actor: ContentActor,
  projectId: number,
  sourceId: number,
): Promise<ViewpointRow> {
  const row = await withContentEdit(ctx.db, actor, projectId, async (tx) => {
    const [source] = await tx
      .select()
      .from(viewpoints)
      .where(and(eq(viewpoints.id, sourceId), eq(viewpoints.projectId, projectId)));
    if (!source) throw notFound(`Viewpoint ${sourceId} does not exist in project ${projectId}.`);
    const { id: _id, ...copy } = source;
    const [inserted] = await tx
      .insert(viewpoints)
      .values({
        ...copy,
        name: copyName(source.name),
        sortOrder: await nextSortOrder(tx, projectId),
        version: 1,
      })
      .returning();
    await copyViewpointPhotos(tx, new Map([[sourceId, inserted!.id]]));
    return inserted;
  });
  announce(ctx, 'OnItemAdded', row!, changedBy(actor), await findPhotoInfo(ctx.db, row!.id));
  return row!;
}
