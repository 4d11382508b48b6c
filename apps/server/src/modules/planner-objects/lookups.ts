import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/connection.js';
import { presets, projects, scenarios } from '../../db/schema/index.js';
import type { ContentActor } from '../project-content/access.js';
import { visibleProjectsCondition } from '../projects/access.js';
import type { PresetRef, ScenarioRef } from './rules.js';

/**
 * The scenarios and presets planner objects refer to, by id, among the projects the caller
 * sees; an id missing from the map is one the caller cannot see, which reads as absent (400),
 * never as "of another project" (409), so the 409 codes reveal nothing about other
 * subscriptions. One query for a whole batch.
 */
export async function visibleScenarios(
  db: Queryable,
  actor: ContentActor,
  ids: Iterable<number>,
): Promise<Map<number, ScenarioRef>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: scenarios.id, projectId: scenarios.projectId })
    .from(scenarios)
    .innerJoin(projects, eq(projects.id, scenarios.projectId))
    .where(and(inArray(scenarios.id, wanted), visibleProjectsCondition(actor)));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function visiblePresets(
  db: Queryable,
  actor: ContentActor,
  ids: Iterable<number>,
): Promise<Map<number, PresetRef>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: presets.id,
      projectId: presets.projectId,
      plannerObjectTypeId: presets.plannerObjectTypeId,
    })
    .from(presets)
    .innerJoin(projects, eq(projects.id, presets.projectId))
    .where(and(inArray(presets.id, wanted), visibleProjectsCondition(actor)));
  return new Map(rows.map((row) => [row.id, row]));
}
