import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/connection.js';
import { presets, projects, scenarios } from '../../db/schema/index.js';
import { badRequest } from '../../http/problem.js';
import type { ContentActor } from '../project-content/access.js';
import { visibleProjectsCondition } from '../projects/access.js';

/**
 * The scenario or preset a planner object refers to, among the projects the caller sees.
 * One the caller cannot see reads as absent (400), never as "of another project" (409),
 * so the 409 codes reveal nothing about other subscriptions.
 */
export async function visibleScenario(db: Queryable, actor: ContentActor, id: number) {
  const [row] = await db
    .select({ id: scenarios.id, projectId: scenarios.projectId })
    .from(scenarios)
    .innerJoin(projects, eq(projects.id, scenarios.projectId))
    .where(and(eq(scenarios.id, id), visibleProjectsCondition(actor)));
  if (!row) throw badRequest(`Scenario ${id} does not exist.`);
  return row;
}

export async function visiblePreset(db: Queryable, actor: ContentActor, id: number) {
  const [row] = await db
    .select({ preset: presets })
    .from(presets)
    .innerJoin(projects, eq(projects.id, presets.projectId))
    .where(and(eq(presets.id, id), visibleProjectsCondition(actor)));
  if (!row) throw badRequest(`Preset ${id} does not exist.`);
  return row.preset;
}
