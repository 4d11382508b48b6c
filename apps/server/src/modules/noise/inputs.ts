import {
  type NoiseSettingsValues,
  PLANNER_OBJECT_KINDS,
  plannerDataOf,
  RECEPTOR_CATEGORIES,
  type ReceptorCategory,
  soundModesOf,
  TURBINE_DEFAULT_SIZE,
} from '@vantage/contracts';
import type { NoiseStudyInput, NoiseStudyTurbine } from '@vantage/contracts/studies/noise-study';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Queryable } from '../../db/connection.js';
import { plannerObjects, presets } from '../../db/schema/index.js';

const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

const categoryOf = (value: unknown): ReceptorCategory =>
  RECEPTOR_CATEGORIES.includes(value as ReceptorCategory) ? (value as ReceptorCategory) : 'other';

const { turbine, existingTurbine, receptor } = PLANNER_OBJECT_KINDS;

/**
 * The noise study's turbines of a project: the scenario's wind turbines (every scenario's when
 * `scenarioId` is null) and the project's existing turbines, each with its hub height and its
 * preset's operating modes (own data first, as the planner reads them). Objects without a
 * position are left out.
 */
export async function noiseTurbines(
  db: Queryable,
  projectId: number,
  scenarioId: number | null,
): Promise<NoiseStudyTurbine[]> {
  const rows = await db
    .select({ object: plannerObjects, presetDataJson: presets.presetDataJson })
    .from(plannerObjects)
    .leftJoin(presets, eq(presets.id, plannerObjects.presetId))
    .where(
      and(
        eq(plannerObjects.projectId, projectId),
        or(
          eq(plannerObjects.plannerObjectTypeId, existingTurbine.typeId),
          scenarioId === null
            ? eq(plannerObjects.plannerObjectTypeId, turbine.typeId)
            : and(
                eq(plannerObjects.plannerObjectTypeId, turbine.typeId),
                eq(plannerObjects.scenarioId, scenarioId),
              ),
        ),
      ),
    )
    .orderBy(plannerObjects.id);
  return rows.flatMap(({ object, presetDataJson }) => {
    const point = object.points[0];
    if (!point) return [];
    const own = plannerDataOf(object.plannerObjectDataJson);
    const preset = plannerDataOf(presetDataJson);
    const ownModes = soundModesOf(own);
    return [
      {
        id: object.id,
        name: object.name,
        existing: object.plannerObjectTypeId === existingTurbine.typeId,
        longitude: point.longitude,
        latitude: point.latitude,
        groundHeight: 0,
        hubHeight: positive(own.hubHeight) ?? positive(preset.hubHeight) ?? TURBINE_DEFAULT_SIZE.hubHeight,
        modes: ownModes.length ? ownModes : soundModesOf(preset),
      },
    ];
  });
}

/** The inputs of one scenario's study: its turbines, the project's receptors, the settings. */
export async function noiseStudyInput(
  db: Queryable,
  projectId: number,
  scenarioId: number,
  settings: NoiseSettingsValues,
): Promise<NoiseStudyInput> {
  const [turbines, receptorRows] = await Promise.all([
    noiseTurbines(db, projectId, scenarioId),
    db
      .select()
      .from(plannerObjects)
      .where(
        and(
          eq(plannerObjects.projectId, projectId),
          inArray(plannerObjects.plannerObjectTypeId, [receptor.typeId]),
        ),
      )
      .orderBy(plannerObjects.id),
  ]);
  const receptors = receptorRows.flatMap((object) => {
    const point = object.points[0];
    if (!point) return [];
    return [
      {
        id: object.id,
        name: object.name,
        category: categoryOf(plannerDataOf(object.plannerObjectDataJson).category),
        longitude: point.longitude,
        latitude: point.latitude,
        groundHeight: 0,
      },
    ];
  });
  return { turbines, receptors, settings };
}
