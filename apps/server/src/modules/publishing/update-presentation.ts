import {
  CONFLICT_MESSAGES,
  DEFAULT_CARD_COLOR,
  PLANNER_CONTENT_MAX_BYTES,
  type PublishDraft,
  validatePublishRequest,
} from '@vantage/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { authorize } from '../../auth/authorize.js';
import type { AccountContext } from '../../auth/context.js';
import type { Transaction } from '../../db/connection.js';
import {
  plannerObjects,
  presets,
  projects,
  scenarios,
  terrainModels,
  tours,
  viewpoints,
} from '../../db/schema/index.js';
import type { StoredPresentationSettings } from '../../db/schema/presentation-settings.js';
import { groups } from '../../events/bus.js';
import { badRequest, conflict, notFound } from '../../http/problem.js';
import { reservePlannerObjects } from '../planner-objects/limit.js';
import {
  assertPlannerContentFits,
  contentBytesOf,
  plannerContentTooLarge,
} from '../project-content/content-limit.js';
import { findVisibleProject, type ProjectRow } from '../projects/access.js';
import { copyTerrainModel } from '../terrain-model/service.js';
import { copyViewpointPhotos } from '../viewpoint-photos/queries.js';
import { insertChunked } from './copy-rows.js';
import { copyPresets } from './create-presentation.js';
import { isPresentation } from './kinds.js';
import { presentFeatureEnabled } from './policy.js';

const PRESENTATION = 'the presentation (each combined scenario holds a copy of its objects)';

/**
 * The settings applied to the source as it is now: viewpoints, tours and source scenarios
 * deleted from the project since leave the presentation; the default viewpoint falls back to
 * the first one left. Copy ids stay, so the same rows are rewritten.
 */
function currentSettings(
  stored: StoredPresentationSettings,
  exists: { viewpoints: Set<number>; tours: Set<number>; scenarios: Set<number> },
): StoredPresentationSettings {
  const kept = stored.viewpoints.filter((v) => exists.viewpoints.has(v.sourceId));
  return {
    viewpoints: kept,
    tours: stored.tours.filter((t) => exists.tours.has(t.sourceId)),
    scenarios: stored.scenarios.map((s) => ({
      ...s,
      sourceScenarioIds: s.sourceScenarioIds.filter((id) => exists.scenarios.has(id)),
    })),
    defaultViewpointSourceId: kept.some((v) => v.sourceId === stored.defaultViewpointSourceId)
      ? stored.defaultViewpointSourceId
      : (kept[0]?.sourceId ?? stored.defaultViewpointSourceId),
    defaultScenarioIndex: stored.defaultScenarioIndex,
  };
}

/** The rules of the publish form (spec section 5), run on what the update would show. */
function assertStillPresentable(presentation: ProjectRow, settings: StoredPresentationSettings) {
  const draft: PublishDraft = {
    projectId: presentation.originalProjectId,
    name: presentation.name,
    organizations: presentation.organizations,
    description: presentation.description,
    renamedViewpoints: settings.viewpoints.map((v) => ({ id: v.sourceId, newName: v.name })),
    combinedScenarios: settings.scenarios.map((s) => ({
      combinedName: s.name,
      scenarioIds: s.sourceScenarioIds,
    })),
    renamedTours: settings.tours.map((t) => ({ id: t.sourceId, newName: t.name })),
    defaultViewpoint: settings.defaultViewpointSourceId,
    defaultScenario: settings.defaultScenarioIndex,
  };
  const [violation] = validatePublishRequest(draft).filter((v) => v.section !== 'details');
  if (violation)
    throw conflict(
      'PresentationSourceChanged',
      `The project no longer has what this presentation shows: ${violation.message}.`,
    );
}

/** Removes the presentation's content; answers the versions its rows had, by id. */
async function clearContent(tx: Transaction, presentationId: number) {
  await tx.delete(plannerObjects).where(eq(plannerObjects.projectId, presentationId));
  await tx.delete(presets).where(eq(presets.projectId, presentationId));
  await tx.delete(terrainModels).where(eq(terrainModels.projectId, presentationId));
  const removed = [
    ...(await tx
      .delete(scenarios)
      .where(eq(scenarios.projectId, presentationId))
      .returning({ id: scenarios.id, version: scenarios.version })),
    ...(await tx
      .delete(tours)
      .where(eq(tours.projectId, presentationId))
      .returning({ id: tours.id, version: tours.version })),
    // Their photos go with them (cascade) and are copied again from the source.
    ...(await tx
      .delete(viewpoints)
      .where(eq(viewpoints.projectId, presentationId))
      .returning({ id: viewpoints.id, version: viewpoints.version })),
  ];
  return new Map(removed.map((row) => [row.id, row.version]));
}

/**
 * Update presentation: the presentation's content (viewpoints, tours, scenarios with copies
 * of their objects and presets, photos, terrain model, the project's data and coordinate
 * system) is replaced by its source project's current plan, through the settings it was made
 * with. Its row stays: publication key, name, developer, description, logo, embed origins,
 * published state; so do the ids of its viewpoints, tours and scenarios, which printed QR
 * codes and open viewers name. One transaction under the subscription's lock (the
 * planner-object limit, as create) and the presentation's row lock, so two updates at once
 * run one after the other and the second copies once more instead of doubling the objects.
 */
export async function updatePresentation(
  ctx: AppContext,
  actor: AccountContext,
  presentationId: number,
): Promise<{ presentation: ProjectRow; originalProjectName: string }> {
  authorize(actor, 'project.present', {
    presentEnabled: await presentFeatureEnabled(ctx.db, actor.subscription.id),
  });
  const visible = await findVisibleProject(ctx.db, actor, presentationId);
  if (!isPresentation(visible))
    throw badRequest(
      `Project ${presentationId} is not a presentation; present it with POST /api/projects/create-published-project.`,
    );

  const updated = await ctx.db.transaction(async (tx) => {
    const [presentation] = await tx.select().from(projects).where(eq(projects.id, visible.id)).for('update');
    // Deleted between the read and the lock.
    if (!presentation) throw notFound(`Project ${presentationId} does not exist.`);
    const stored = presentation.presentationSettings;
    if (!stored) throw conflict('PresentationSettingsUnknown', CONFLICT_MESSAGES.PresentationSettingsUnknown);
    const [source] =
      presentation.originalProjectId === null
        ? []
        : await tx
            .select()
            .from(projects)
            .where(
              and(
                eq(projects.id, presentation.originalProjectId),
                eq(projects.subscriptionId, presentation.subscriptionId),
              ),
            )
            // Not deleted or transferred while it is copied.
            .for('share');
    if (!source) throw conflict('SourceProjectDeleted', CONFLICT_MESSAGES.SourceProjectDeleted);

    const sourceViewpoints = await tx.select().from(viewpoints).where(eq(viewpoints.projectId, source.id));
    const sourceTours = await tx.select().from(tours).where(eq(tours.projectId, source.id));
    const sourceScenarios = await tx.select().from(scenarios).where(eq(scenarios.projectId, source.id));
    const settings = currentSettings(stored, {
      viewpoints: new Set(sourceViewpoints.map((v) => v.id)),
      tours: new Set(sourceTours.map((t) => t.id)),
      scenarios: new Set(sourceScenarios.map((s) => s.id)),
    });
    assertStillPresentable(presentation, settings);

    const usedScenarioIds = [...new Set(settings.scenarios.flatMap((s) => s.sourceScenarioIds))];
    const sourceObjects =
      usedScenarioIds.length === 0
        ? []
        : await tx
            .select()
            .from(plannerObjects)
            .where(inArray(plannerObjects.scenarioId, usedScenarioIds))
            .orderBy(asc(plannerObjects.id));
    const copiesOf = (ids: number[]) => ids.flatMap((id) => sourceObjects.filter((o) => o.scenarioId === id));
    const copiedBytes = settings.scenarios.reduce(
      (sum, s) => sum + contentBytesOf(copiesOf(s.sourceScenarioIds)),
      0,
    );
    if (copiedBytes > PLANNER_CONTENT_MAX_BYTES) throw plannerContentTooLarge(PRESENTATION, copiedBytes);

    // Locks the subscription row first, as create does, then counts without the old copies.
    await reservePlannerObjects(tx, presentation.subscriptionId, 0);
    const versions = await clearContent(tx, presentation.id);
    const objectCopies = settings.scenarios.reduce((sum, s) => sum + copiesOf(s.sourceScenarioIds).length, 0);
    await reservePlannerObjects(tx, presentation.subscriptionId, objectCopies);
    const nextVersion = (id: number) => (versions.get(id) ?? 0) + 1;

    const viewpointMap = new Map(settings.viewpoints.map((v) => [v.sourceId, v.id]));
    const viewpointById = new Map(sourceViewpoints.map((v) => [v.id, v]));
    await insertChunked(
      tx,
      viewpoints,
      settings.viewpoints.map((v, index) => ({
        ...viewpointById.get(v.sourceId)!,
        id: v.id,
        projectId: presentation.id,
        name: v.name,
        sortOrder: index,
        version: nextVersion(v.id),
      })),
    );
    await copyViewpointPhotos(tx, viewpointMap);

    const tourById = new Map(sourceTours.map((t) => [t.id, t]));
    await insertChunked(
      tx,
      tours,
      settings.tours.map((t, index) => {
        const tour = tourById.get(t.sourceId)!;
        return {
          ...tour,
          id: t.id,
          projectId: presentation.id,
          name: t.name,
          sortOrder: index,
          version: nextVersion(t.id),
          viewpointIds: tour.viewpointIds.flatMap((id) =>
            viewpointMap.has(id) ? [viewpointMap.get(id)!] : [],
          ),
        };
      }),
    );

    const presetMap = await copyPresets(tx, sourceObjects, presentation.id);
    const scenarioById = new Map(sourceScenarios.map((s) => [s.id, s]));
    await insertChunked(
      tx,
      scenarios,
      settings.scenarios.map((s, index) => ({
        id: s.id,
        projectId: presentation.id,
        name: s.name,
        color: scenarioById.get(s.sourceScenarioIds[0]!)?.color ?? DEFAULT_CARD_COLOR,
        sortOrder: index,
        version: nextVersion(s.id),
      })),
    );
    await insertChunked(
      tx,
      plannerObjects,
      settings.scenarios.flatMap((s) =>
        copiesOf(s.sourceScenarioIds).map(({ id: _id, ...object }) => ({
          ...object,
          projectId: presentation.id,
          scenarioId: s.id,
          presetId: object.presetId === null ? null : presetMap.get(object.presetId)!,
          version: 1,
        })),
      ),
    );
    await assertPlannerContentFits(tx, presentation.id, copiedBytes, PRESENTATION);
    await copyTerrainModel(tx, source.id, presentation.id);

    const now = new Date();
    const [row] = await tx
      .update(projects)
      .set({
        tagNames: source.tagNames,
        projectDataJson: source.projectDataJson,
        defaultCoordinateSystemId: source.defaultCoordinateSystemId,
        defaultViewpoint: viewpointMap.get(settings.defaultViewpointSourceId)!,
        defaultScenario: settings.scenarios[settings.defaultScenarioIndex]!.id,
        presentationSettings: settings,
        planAsOf: now,
        contentChangedAt: now,
        updatedAt: now,
      })
      .where(eq(projects.id, presentation.id))
      .returning();
    return { presentation: row!, originalProjectName: source.name };
  });

  const { presentation } = updated;
  ctx.bus.item(
    'OnItemUpdated',
    'project',
    presentation.id,
    [groups.subscription(presentation.subscriptionId)],
    {
      presentation: true,
      published: presentation.published,
    },
  );
  return updated;
}
