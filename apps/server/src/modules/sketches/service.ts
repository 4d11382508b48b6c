import {
  type CreateSketchRequest,
  SKETCH_DEFAULT_COLOUR,
  SKETCHES_MAX,
  type SketchKind,
  sketchShapeProblem,
  type UpdateSketchRequest,
} from '@vantage/contracts/sketches';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/connection.js';
import { sketches } from '../../db/schema/index.js';
import type { IfMatch } from '../../http/if-match.js';
import { badRequest, notFound } from '../../http/problem.js';
import type { ContentActor } from '../project-content/access.js';
import { assertIfMatch, nextVersion, sameVersion, staleItem } from '../project-content/versions.js';
import { lockProjectOf } from '../projects/lock.js';
import { countAll } from '../subscriptions/lock.js';
import { projectForSketchDelete, projectForSketchDraw, projectForSketchRead } from './policy.js';
import { presentSketch, type SketchRow } from './presenter.js';

type Page = { offset: number; limit: number };

export async function listSketches(db: Queryable, actor: ContentActor, projectId: number, page: Page) {
  await projectForSketchRead(db, actor, projectId);
  const where = eq(sketches.projectId, projectId);
  const [rows, [total]] = await Promise.all([
    db.select().from(sketches).where(where).orderBy(asc(sketches.id)).offset(page.offset).limit(page.limit),
    db.select({ value: countAll }).from(sketches).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

async function sketchOf(db: Queryable, projectId: number, id: number): Promise<SketchRow> {
  const [row] = await db
    .select()
    .from(sketches)
    .where(and(eq(sketches.id, id), eq(sketches.projectId, projectId)));
  if (!row) throw notFound(`Sketch annotation ${id} does not exist in project ${projectId}.`);
  return row;
}

/** The 412's words name an annotation by its text, or its kind when it has none. */
const named = (row: SketchRow) => ({ ...row, name: row.text || row.kind });
const presentNamed = (row: SketchRow & { name: string }) => presentSketch(row);

async function inProjectLock<T>(
  db: Queryable,
  actor: ContentActor,
  projectId: number,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockProjectOf(tx, projectId, actor.subscription.id);
    return work(tx);
  });
}

/** Draws an annotation: visibility (404), content rule (403), SketchLayer (403), shape (400), limit (400). */
export async function createSketch(
  db: Queryable,
  actor: ContentActor,
  projectId: number,
  input: CreateSketchRequest,
): Promise<SketchRow> {
  await projectForSketchDraw(db, actor, projectId);
  const text = input.text?.trim() ?? '';
  const problem = sketchShapeProblem(input.kind, input.points, text);
  if (problem) throw badRequest(problem);
  return inProjectLock(db, actor, projectId, async (tx) => {
    const [count] = await tx
      .select({ value: countAll })
      .from(sketches)
      .where(eq(sketches.projectId, projectId));
    if ((count?.value ?? 0) >= SKETCHES_MAX)
      throw badRequest(`A project holds at most ${SKETCHES_MAX} sketch annotations; delete some first.`);
    const [row] = await tx
      .insert(sketches)
      .values({
        projectId,
        kind: input.kind,
        colour: (input.colour ?? SKETCH_DEFAULT_COLOUR).toLowerCase(),
        text,
        points: input.points.map(({ longitude, latitude }) => ({ longitude, latitude })),
      })
      .returning();
    return row!;
  });
}

/** Moves, recolours or re-words; with `ifMatch`, only at the version it names (412 with the annotation as it is). */
export async function updateSketch(
  db: Queryable,
  actor: ContentActor,
  projectId: number,
  id: number,
  input: UpdateSketchRequest,
  ifMatch?: IfMatch,
): Promise<SketchRow> {
  await projectForSketchDraw(db, actor, projectId);
  return inProjectLock(db, actor, projectId, async (tx) => {
    const current = await sketchOf(tx, projectId, id);
    assertIfMatch(ifMatch, 'Sketch annotation', named(current), presentNamed);
    const text = input.text === undefined ? current.text : input.text.trim();
    const points = input.points ?? current.points;
    const problem = sketchShapeProblem(current.kind as SketchKind, points, text);
    if (problem) throw badRequest(problem);
    const [updated] = await tx
      .update(sketches)
      .set({
        text,
        points: points.map(({ longitude, latitude }) => ({ longitude, latitude })),
        ...(input.colour !== undefined ? { colour: input.colour.toLowerCase() } : {}),
        version: nextVersion(sketches.version),
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(sketches.id, id),
          eq(sketches.projectId, projectId),
          sameVersion(sketches.version, ifMatch, current.version),
        ),
      )
      .returning();
    if (!updated)
      throw staleItem('Sketch annotation', named(await sketchOf(tx, projectId, id)), presentNamed);
    return updated;
  });
}

export async function deleteSketch(db: Queryable, actor: ContentActor, projectId: number, id: number) {
  await projectForSketchDelete(db, actor, projectId);
  await inProjectLock(db, actor, projectId, async (tx) => {
    const [row] = await tx
      .delete(sketches)
      .where(and(eq(sketches.id, id), eq(sketches.projectId, projectId)))
      .returning({ id: sketches.id });
    if (!row) throw notFound(`Sketch annotation ${id} does not exist in project ${projectId}.`);
  });
}
