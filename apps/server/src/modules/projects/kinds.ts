import { and, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { projects } from '../../db/schema/index.js';
import type { ProjectRow } from './access.js';

/**
 * The three kinds of project row (DOMAIN.md):
 * - an original: `originalProjectId` is null. Only originals are listed on /dash/projects
 *   and only originals count against `projectLimit` (`projectsUsed`, subscriptions/usage.ts).
 * - a revision: `originalProjectId` set and no publication key; counts against
 *   `revisionsLimit`.
 * - a presentation: `originalProjectId` set and a publication key, kept for life even when
 *   depublished (publishing/kinds.ts).
 */
export const isOriginal = (project: Pick<ProjectRow, 'originalProjectId'>) =>
  project.originalProjectId === null;
export const isRevision = (project: Pick<ProjectRow, 'originalProjectId' | 'publicationKey'>) =>
  project.originalProjectId !== null && project.publicationKey === null;

export const originalsCondition: SQL = isNull(projects.originalProjectId);
export const revisionsCondition: SQL = and(
  isNotNull(projects.originalProjectId),
  isNull(projects.publicationKey),
)!;

/** A project with its revisions and presentations: what delete and transfer act on. */
export function familyCondition(projectId: number): SQL {
  return or(eq(projects.id, projectId), eq(projects.originalProjectId, projectId))!;
}
