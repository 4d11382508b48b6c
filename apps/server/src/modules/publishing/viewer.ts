import type { ViewerProject } from '@vantage/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/connection.js';
import { plannerObjects, presets, projects, scenarios, tours, viewpoints } from '../../db/schema/index.js';
import { notFound } from '../../http/problem.js';
import type { ProjectRow } from '../projects/access.js';
import { findTerrainModel, presentTerrainModel } from '../terrain-model/service.js';
import { presentPublicPhoto } from '../viewpoint-photos/presenter.js';
import { photosOfProject } from '../viewpoint-photos/queries.js';
import { presentationsCondition } from './kinds.js';
import { sceneDataJson, shownInViewer } from './scene-data.js';

const NOT_FOUND = 'There is no published project with this publication key.';

/**
 * The published presentation with this key, for the public viewer (no sign-in). When the
 * caller also sends X-Publication-Key it must be the same key. An unknown key, a
 * depublished presentation and a mismatch all read the same: 404.
 */
export async function findPublishedByKey(
  db: Queryable,
  publicationKey: string,
  headerKey: string | undefined,
): Promise<ProjectRow> {
  if (headerKey !== undefined && headerKey !== publicationKey) throw notFound(NOT_FOUND);
  const [row] = await db
    .select()
    .from(projects)
    .where(
      and(eq(projects.publicationKey, publicationKey), eq(projects.published, true), presentationsCondition),
    );
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export const viewerLogoUrl = (publicationKey: string) =>
  `/api/projects/viewer/${encodeURIComponent(publicationKey)}/logo`;

/**
 * What the public sees: the presentation's own rows only (its copies of viewpoints, tours,
 * scenarios, planner objects and presets) and its name, developer and description. Nothing
 * of the original project, the subscription or the people behind it; of the objects' and
 * presets' data JSON only what the 3D scene draws (scene-data.ts).
 */
export async function viewerAnswer(db: Queryable, project: ProjectRow): Promise<ViewerProject> {
  const key = project.publicationKey!;
  const [viewpointRows, tourRows, scenarioRows, objectRows, presetRows] = await Promise.all([
    db
      .select()
      .from(viewpoints)
      .where(eq(viewpoints.projectId, project.id))
      .orderBy(asc(viewpoints.sortOrder), asc(viewpoints.id)),
    db
      .select()
      .from(tours)
      .where(eq(tours.projectId, project.id))
      .orderBy(asc(tours.sortOrder), asc(tours.id)),
    db
      .select()
      .from(scenarios)
      .where(eq(scenarios.projectId, project.id))
      .orderBy(asc(scenarios.sortOrder), asc(scenarios.id)),
    db
      .select()
      .from(plannerObjects)
      .where(eq(plannerObjects.projectId, project.id))
      .orderBy(asc(plannerObjects.id)),
    db.select().from(presets).where(eq(presets.projectId, project.id)).orderBy(asc(presets.id)),
  ]);
  const terrainModel = await findTerrainModel(db, project.id);
  const photos = await photosOfProject(db, project.id);
  return {
    publicationKey: key,
    name: project.name,
    organizations: project.organizations,
    description: project.description,
    hasLogo: project.logoFileId !== null,
    logoUrl: project.logoFileId === null ? null : viewerLogoUrl(key),
    defaultViewpoint: project.defaultViewpoint,
    defaultScenario: project.defaultScenario,
    planAsOf: (project.planAsOf ?? project.createdAt).toISOString(),
    contentChangedAt: project.contentChangedAt?.toISOString() ?? null,
    viewpoints: viewpointRows.map((v) => ({
      id: v.id,
      name: v.name,
      position: { longitude: v.longitude, latitude: v.latitude, altitude: v.altitude },
      pan: v.pan,
      tilt: v.tilt,
      fieldOfView: v.fieldOfView,
      windDirection: v.windDirection,
      viewingDateTime: v.viewingDateTime?.toISOString() ?? null,
      photo: photos.has(v.id) ? presentPublicPhoto(photos.get(v.id)!, key) : null,
    })),
    scenarios: scenarioRows.map((s) => ({
      id: s.id,
      name: s.name,
      color: s.color,
      plannerObjects: objectRows
        .filter((o) => o.scenarioId === s.id && shownInViewer(o.plannerObjectTypeId))
        .map((o) => ({
          id: o.id,
          name: o.name,
          layout: o.layout,
          points: o.points,
          rotation: o.rotation,
          plannerObjectTypeId: o.plannerObjectTypeId,
          presetId: o.presetId,
          plannerObjectDataJson: sceneDataJson(o.plannerObjectDataJson),
        })),
    })),
    presets: presetRows.map((p) => ({
      id: p.id,
      name: p.name,
      plannerObjectTypeId: p.plannerObjectTypeId,
      presetDataJson: sceneDataJson(p.presetDataJson),
    })),
    tours: tourRows.map((t) => ({
      id: t.id,
      name: t.name,
      autoAnimate: t.autoAnimate,
      animationMode: t.animationMode,
      easing: t.easing,
      viewpointIds: t.viewpointIds,
    })),
    terrainModel: terrainModel ? presentTerrainModel(terrainModel) : null,
  };
}
