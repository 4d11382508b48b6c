import type { PresentationAbilities, PublishedProject } from '@vantage/contracts';
import type { ProjectRow } from '../projects/access.js';
import { publicSettings } from './presentation-settings.js';

export function presentPublishedProject(
  row: { presentation: ProjectRow; originalProjectName: string | null },
  abilities?: PresentationAbilities,
): PublishedProject {
  const p = row.presentation;
  return {
    id: p.id,
    name: p.name,
    organizations: p.organizations,
    originalProjectId: p.originalProjectId,
    originalProjectName: row.originalProjectName,
    publicationKey: p.publicationKey!,
    published: p.published,
    hasLogo: p.logoFileId !== null,
    description: p.description,
    createdAt: p.createdAt.toISOString(),
    embedOrigins: p.embedOrigins,
    planAsOf: (p.planAsOf ?? p.createdAt).toISOString(),
    contentChangedAt: p.contentChangedAt?.toISOString() ?? null,
    settings: publicSettings(p.presentationSettings),
    ...(abilities ? { abilities } : {}),
  };
}
