import { randomBytes } from 'node:crypto';
import {
  DEFAULT_CARD_COLOR,
  PLANNER_CONTENT_MAX_BYTES,
  PRESENTATION_LIMIT,
  PRESENTATION_LIMIT_MESSAGE,
  PRESENTATION_LOGO_MAX_BYTES,
  type PublishProjectRequest,
  validatePublishRequest,
} from '@vantage/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { authorize } from '../../auth/authorize.js';
import type { AccountContext } from '../../auth/context.js';
import type { Transaction } from '../../db/connection.js';
import { plannerObjects, presets, projects, scenarios, tours, viewpoints } from '../../db/schema/index.js';
import { groups } from '../../events/bus.js';
import { badRequest, conflict } from '../../http/problem.js';
import { ANY_IMAGE_TYPES } from '../files/image-type.js';
import { storeImage } from '../files/store.js';
import { reservePlannerObjects } from '../planner-objects/limit.js';
import {
  assertPlannerContentFits,
  contentBytesOf,
  plannerContentTooLarge,
} from '../project-content/content-limit.js';
import { findVisibleProject, type ProjectRow } from '../projects/access.js';
import { countAll } from '../subscriptions/lock.js';
import { copyTerrainModel } from '../terrain-model/service.js';
import { copyViewpointPhotos } from '../viewpoint-photos/queries.js';
import { insertChunked, reserveIds } from './copy-rows.js';
import { isPresentation, presentationsCondition } from './kinds.js';
import { presentFeatureEnabled } from './policy.js';

const PRESENTATION = 'the presentation (each combined scenario holds a copy of its objects)';

/** 256 random bits, base64url: the viewer link cannot be guessed or enumerated. */
export function newPublicationKey(): string {
  return randomBytes(32).toString('base64url');
}

/** Published presentations of one original: what the limit of 3 counts (spec section 9). */
export async function countPublishedPresentations(
  tx: Transaction,
  originalProjectId: number,
): Promise<number> {
  const [row] = await tx
    .select({ value: countAll })
    .from(projects)
    .where(
      and(
        eq(projects.originalProjectId, originalProjectId),
        eq(projects.published, true),
        presentationsCondition,
      ),
    );
  return row?.value ?? 0;
}

export function presentationLimitReached() {
  return conflict('PresentationLimitReached', PRESENTATION_LIMIT_MESSAGE);
}

/** 400 unless every id is a row of the source project, each listed once. */
function assertIdsOf(kind: string, ids: number[], known: Set<number>, projectId: number) {
  const seen = new Set<number>();
  for (const id of ids) {
    if (!known.has(id)) throw badRequest(`${kind} ${id} does not belong to project ${projectId}.`);
    if (seen.has(id)) throw badRequest(`${kind} ${id} is listed more than once.`);
    seen.add(id);
  }
}

/**
 * create-published-project (spec sections 3, 5 and 9): a published copy of the source
 * holding only the included viewpoints and tours (renamed, in the order sent) and one
 * scenario per combined scenario, whose planner objects are copies of the objects of its
 * source scenarios (with the presets they use). Defaults point at the copies.
 *
 * One transaction under the subscription lock: the presentation limit (3 published per
 * original) and the planner-object limit cannot be passed by concurrent requests, and a
 * failure (a bad id, the logo, a limit) leaves nothing behind. A presentation is a project
 * too: its copies must fit PLANNER_CONTENT_MAX_BYTES (413), which a project within it passes
 * unless its scenarios are combined more than once.
 */
export async function createPresentation(
  ctx: AppContext,
  actor: AccountContext,
  request: PublishProjectRequest,
  logo?: Uint8Array,
): Promise<{ id: number; publicationKey: string; source: ProjectRow }> {
  authorize(actor, 'project.present', {
    presentEnabled: await presentFeatureEnabled(ctx.db, actor.subscription.id),
  });
  const [violation] = validatePublishRequest(request);
  if (violation) throw badRequest(violation.message);
  const source = await findVisibleProject(ctx.db, actor, request.projectId!);
  if (isPresentation(source))
    throw badRequest('A presentation cannot be presented again; present its original project.');

  const created = await ctx.db.transaction(async (tx) => {
    // One after the other: a transaction is one connection, on which pg would only queue them
    // (and queueing queries on a client is deprecated, to be removed in pg 9).
    const sourceViewpoints = await tx.select().from(viewpoints).where(eq(viewpoints.projectId, source.id));
    const sourceTours = await tx.select().from(tours).where(eq(tours.projectId, source.id));
    const sourceScenarios = await tx.select().from(scenarios).where(eq(scenarios.projectId, source.id));
    assertIdsOf(
      'Viewpoint',
      request.renamedViewpoints.map((v) => v.id),
      new Set(sourceViewpoints.map((v) => v.id)),
      source.id,
    );
    assertIdsOf(
      'Tour',
      request.renamedTours.map((t) => t.id),
      new Set(sourceTours.map((t) => t.id)),
      source.id,
    );
    const scenarioIds = new Set(sourceScenarios.map((s) => s.id));
    for (const combined of request.combinedScenarios)
      assertIdsOf('Scenario', [...new Set(combined.scenarioIds)], scenarioIds, source.id);

    const usedScenarioIds = [...new Set(request.combinedScenarios.flatMap((c) => c.scenarioIds))];
    const sourceObjects =
      usedScenarioIds.length === 0
        ? []
        : await tx
            .select()
            .from(plannerObjects)
            .where(inArray(plannerObjects.scenarioId, usedScenarioIds))
            .orderBy(asc(plannerObjects.id));
    const objectsOf = (scenarioId: number) => sourceObjects.filter((o) => o.scenarioId === scenarioId);
    const copiesOf = (combined: PublishProjectRequest['combinedScenarios'][number]) =>
      [...new Set(combined.scenarioIds)].flatMap(objectsOf);
    const objectCopies = request.combinedScenarios.reduce((sum, c) => sum + copiesOf(c).length, 0);
    // A scenario in several combined scenarios is copied into each: refused before copying
    // when the copies alone pass the limit (100 combined scenarios of a full project).
    const copiedBytes = request.combinedScenarios.reduce((sum, c) => sum + contentBytesOf(copiesOf(c)), 0);
    if (copiedBytes > PLANNER_CONTENT_MAX_BYTES) throw plannerContentTooLarge(PRESENTATION, copiedBytes);

    // The lock of the subscription row serialises every presentation of its projects.
    await reservePlannerObjects(tx, source.subscriptionId, objectCopies);
    if ((await countPublishedPresentations(tx, source.id)) >= PRESENTATION_LIMIT)
      throw presentationLimitReached();

    const logoFile = logo
      ? await storeImage(tx, logo, {
          allowed: ANY_IMAGE_TYPES,
          maxBytes: PRESENTATION_LOGO_MAX_BYTES,
          label: 'logo',
        })
      : undefined;
    const publicationKey = newPublicationKey();
    const [presentation] = await tx
      .insert(projects)
      .values({
        subscriptionId: source.subscriptionId,
        name: request.name.trim(),
        organizations: request.organizations.map((o) => o.trim()),
        description: request.description.trim(),
        originalProjectId: source.id,
        published: true,
        publicationKey,
        tagNames: source.tagNames,
        projectDataJson: source.projectDataJson,
        defaultCoordinateSystemId: source.defaultCoordinateSystemId,
        logoFileId: logoFile?.id ?? null,
        createdByUserId: actor.user.id,
      })
      .returning();
    const targetId = presentation!.id;

    const viewpointIds = await reserveIds(tx, 'viewpoints', request.renamedViewpoints.length);
    const viewpointMap = new Map(request.renamedViewpoints.map((v, i) => [v.id, viewpointIds[i]!]));
    const viewpointById = new Map(sourceViewpoints.map((v) => [v.id, v]));
    await insertChunked(
      tx,
      viewpoints,
      request.renamedViewpoints.map((renamed, index) => ({
        ...viewpointById.get(renamed.id)!,
        id: viewpointMap.get(renamed.id)!,
        projectId: targetId,
        name: renamed.newName.trim(),
        sortOrder: index,
        version: 1,
      })),
    );
    await copyViewpointPhotos(tx, viewpointMap);

    const tourById = new Map(sourceTours.map((t) => [t.id, t]));
    const tourIds = await reserveIds(tx, 'tours', request.renamedTours.length);
    await insertChunked(
      tx,
      tours,
      request.renamedTours.map((renamed, index) => {
        const tour = tourById.get(renamed.id)!;
        return {
          ...tour,
          id: tourIds[index]!,
          projectId: targetId,
          name: renamed.newName.trim(),
          sortOrder: index,
          version: 1,
          // Excluded viewpoints are not in the presentation, so the tour skips them.
          viewpointIds: tour.viewpointIds.flatMap((id) =>
            viewpointMap.has(id) ? [viewpointMap.get(id)!] : [],
          ),
        };
      }),
    );

    const presetMap = await copyPresets(tx, sourceObjects, targetId);
    const newScenarioIds = await reserveIds(tx, 'scenarios', request.combinedScenarios.length);
    const scenarioById = new Map(sourceScenarios.map((s) => [s.id, s]));
    await insertChunked(
      tx,
      scenarios,
      request.combinedScenarios.map((combined, index) => ({
        id: newScenarioIds[index]!,
        projectId: targetId,
        name: combined.combinedName.trim(),
        color: scenarioById.get(combined.scenarioIds[0]!)?.color ?? DEFAULT_CARD_COLOR,
        sortOrder: index,
      })),
    );
    await insertChunked(
      tx,
      plannerObjects,
      request.combinedScenarios.flatMap((combined, index) =>
        [...new Set(combined.scenarioIds)].flatMap((scenarioId) =>
          objectsOf(scenarioId).map(({ id: _id, ...object }) => ({
            ...object,
            projectId: targetId,
            scenarioId: newScenarioIds[index]!,
            presetId: object.presetId === null ? null : presetMap.get(object.presetId)!,
            version: 1,
          })),
        ),
      ),
    );

    // With the presets the copies use.
    await assertPlannerContentFits(tx, targetId, copiedBytes, PRESENTATION);

    // The presentation shows the ground as the project had it when presented.
    await copyTerrainModel(tx, source.id, targetId);
    await tx
      .update(projects)
      .set({
        defaultViewpoint: viewpointMap.get(request.defaultViewpoint!)!,
        defaultScenario: newScenarioIds[request.defaultScenario!]!,
        presentationSettings: {
          viewpoints: request.renamedViewpoints.map((v) => ({
            sourceId: v.id,
            id: viewpointMap.get(v.id)!,
            name: v.newName.trim(),
          })),
          tours: request.renamedTours.map((t, index) => ({
            sourceId: t.id,
            id: tourIds[index]!,
            name: t.newName.trim(),
          })),
          scenarios: request.combinedScenarios.map((c, index) => ({
            id: newScenarioIds[index]!,
            name: c.combinedName.trim(),
            sourceScenarioIds: [...new Set(c.scenarioIds)],
          })),
          defaultViewpointSourceId: request.defaultViewpoint!,
          defaultScenarioIndex: request.defaultScenario!,
        },
        planAsOf: presentation!.createdAt,
      })
      .where(eq(projects.id, targetId));
    return { id: targetId, publicationKey };
  });

  ctx.bus.item('OnItemAdded', 'project', created.id, [groups.subscription(source.subscriptionId)], {
    presentation: true,
    originalProjectId: source.id,
  });
  return { ...created, source };
}

/** Copies the presets the copied objects use; source preset id -> copy id. */
export async function copyPresets(
  tx: Transaction,
  objects: Array<{ presetId: number | null }>,
  targetId: number,
): Promise<Map<number, number>> {
  const used = [...new Set(objects.flatMap((o) => (o.presetId === null ? [] : [o.presetId])))];
  if (used.length === 0) return new Map();
  const rows = await tx.select().from(presets).where(inArray(presets.id, used)).orderBy(asc(presets.id));
  const ids = await reserveIds(tx, 'presets', rows.length);
  const map = new Map(rows.map((row, i) => [row.id, ids[i]!]));
  await insertChunked(
    tx,
    presets,
    rows.map((row) => ({ ...row, id: map.get(row.id)!, projectId: targetId })),
  );
  return map;
}
