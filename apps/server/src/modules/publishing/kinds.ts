import { isNotNull, type SQL } from 'drizzle-orm';
import { projects } from '../../db/schema/index.js';
import type { ProjectRow } from '../projects/access.js';

/**
 * A presentation is the published copy made by create-published-project. It keeps its
 * publication key for life: depublishing clears `published` only, so that publishing it
 * again keeps the viewer link, and so that a depublished presentation is never mistaken
 * for a revision (which has no key).
 */
export const isPresentation = (project: Pick<ProjectRow, 'publicationKey'>) =>
  project.publicationKey !== null;

export const presentationsCondition: SQL = isNotNull(projects.publicationKey);
