import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/connection.js';
import { viewpointPhotos, viewpoints } from '../../db/schema/index.js';
import { type PhotoInfo, photoInfoColumns } from './presenter.js';

/** The viewpoint's photo without its image, or undefined. */
export async function findPhotoInfo(db: Queryable, viewpointId: number): Promise<PhotoInfo | undefined> {
  const [row] = await db
    .select(photoInfoColumns)
    .from(viewpointPhotos)
    .where(eq(viewpointPhotos.viewpointId, viewpointId));
  return row;
}

/** The photos of these viewpoints without their images, by viewpoint id: one query for a list. */
export async function photosOf(db: Queryable, viewpointIds: number[]): Promise<Map<number, PhotoInfo>> {
  if (viewpointIds.length === 0) return new Map();
  const rows = await db
    .select(photoInfoColumns)
    .from(viewpointPhotos)
    .where(inArray(viewpointPhotos.viewpointId, viewpointIds));
  return new Map(rows.map((row) => [row.viewpointId, row]));
}

/** The photos of a project's viewpoints, by viewpoint id. */
export async function photosOfProject(db: Queryable, projectId: number): Promise<Map<number, PhotoInfo>> {
  const rows = await db
    .select(photoInfoColumns)
    .from(viewpointPhotos)
    .innerJoin(viewpoints, eq(viewpoints.id, viewpointPhotos.viewpointId))
    .where(eq(viewpoints.projectId, projectId));
  return new Map(rows.map((row) => [row.viewpointId, row]));
}

/** The stored JPEG and its version, of a viewpoint of this project; undefined when there is none. */
export async function findPhotoImage(
  db: Queryable,
  projectId: number,
  viewpointId: number,
): Promise<{ bytes: Uint8Array; version: number } | undefined> {
  const [row] = await db
    .select({ bytes: viewpointPhotos.bytes, version: viewpointPhotos.id })
    .from(viewpointPhotos)
    .innerJoin(viewpoints, eq(viewpoints.id, viewpointPhotos.viewpointId))
    .where(and(eq(viewpointPhotos.viewpointId, viewpointId), eq(viewpoints.projectId, projectId)));
  return row;
}

/**
 * Copies the photos of copied viewpoints (a duplicate, a revision, a presentation, a cloned
 * viewpoint) in the caller's transaction: source viewpoint id -> copy's id. Each copy gets a
 * version of its own; the image is copied inside the database, never through this process.
 */
export async function copyViewpointPhotos(tx: Transaction, viewpointMap: Map<number, number>) {
  if (viewpointMap.size === 0) return;
  const pairs = sql.join(
    [...viewpointMap].map(([from, to]) => sql`(${from}::int, ${to}::int)`),
    sql`, `,
  );
  const columns = Object.values(photoInfoColumns)
    .filter((column) => column.name !== 'id' && column.name !== 'viewpoint_id')
    .map((column) => sql.identifier(column.name));
  const list = sql.join([...columns, sql.identifier('bytes')], sql`, `);
  const source = sql.join(
    [...columns, sql.identifier('bytes')].map((column) => sql`p.${column}`),
    sql`, `,
  );
  await tx.execute(
    sql`insert into ${viewpointPhotos} (viewpoint_id, ${list}) select m.target, ${source} from ${viewpointPhotos} p join (values ${pairs}) as m(source, target) on p.viewpoint_id = m.source`,
  );
}
