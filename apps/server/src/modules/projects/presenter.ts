import type { Project, Revision } from '@vantage/contracts';
import { presentCoordinateSystem } from '../coordinate-systems/presenter.js';
import type { CoordinateSystemRow } from '../coordinate-systems/service.js';
import { type ProjectActor, projectAbilities } from './abilities.js';
import type { ProjectRow } from './access.js';

/** A project row with what its answer needs from other tables. */
export type ProjectAnswerRow = {
  project: ProjectRow;
  coordinateSystem: CoordinateSystemRow | null;
  pendingTransferId: string | null;
};

export const projectLogoUrl = (projectId: number) => `/api/projects/${projectId}/logo`;

export function presentProject(row: ProjectAnswerRow, actor: ProjectActor): Project {
  const { project, coordinateSystem, pendingTransferId } = row;
  return {
    id: project.id,
    name: project.name,
    sortOrder: project.sortOrder,
    tagNames: project.tagNames,
    projectDataJson: project.projectDataJson,
    isPendingForOwnershipTransfer: pendingTransferId !== null,
    pendingOwnershipTransferId: pendingTransferId,
    published: project.published,
    publicationKey: project.publicationKey,
    originalProjectId: project.originalProjectId,
    organizations: project.organizations,
    description: project.description,
    defaultScenario: project.defaultScenario,
    defaultViewpoint: project.defaultViewpoint,
    defaultCoordinateSystem: coordinateSystem ? presentCoordinateSystem(coordinateSystem) : null,
    hasLogo: project.logoFileId !== null,
    logoDownloadUrl: project.logoFileId ? projectLogoUrl(project.id) : null,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
    abilities: projectAbilities(actor, project, pendingTransferId),
  };
}

/** A revision row with the user who saved it (null when that user was deleted). */
export type RevisionAnswerRow = ProjectAnswerRow & {
  author: { firstName: string; lastName: string; email: string } | null;
};

export function presentRevision(row: RevisionAnswerRow, actor: ProjectActor): Revision {
  const { author } = row;
  return {
    ...presentProject(row, actor),
    createdBy: author
      ? { firstName: author.firstName, lastName: author.lastName, emailAddress: author.email }
      : null,
  };
}
