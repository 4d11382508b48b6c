import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Project } from '@vantage/contracts';
import type { ListResult } from '@/lib/api-client';
import { listProjectsQueryOptions } from '@/lib/projects/api/list-projects';

/** How many projects the create popover offers per search. */
const CHOICES_LIMIT = 50;

const itemsOf = (page: ListResult<Project>) => page.items;

/** GET /api/projects?search=: original projects to present, alphabetically. */
export function getProjectChoicesQueryOptions(search: string) {
  const trimmed = search.trim();
  return {
    ...listProjectsQueryOptions({
      sort: 'name',
      direction: 'asc',
      ...(trimmed ? { search: trimmed } : {}),
      Limit: CHOICES_LIMIT,
    }),
    select: itemsOf,
  };
}

export const useProjectChoices = (search: string, enabled: boolean) =>
  useQuery({ ...getProjectChoicesQueryOptions(search), enabled, placeholderData: keepPreviousData });
