import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { Project } from '@vantage/contracts';
import { api } from '@/lib/api';

/** How many projects the create popover offers per search. */
const CHOICES_LIMIT = 50;

/** GET /api/projects?search=: original projects to present, alphabetically. */
export async function getProjectChoices(search: string, signal?: AbortSignal): Promise<Project[]> {
  const trimmed = search.trim();
  const { items } = await api.getList('/api/projects', {
    limit: CHOICES_LIMIT,
    query: { sort: 'name', direction: 'asc', ...(trimmed ? { search: trimmed } : {}) },
    schema: Project,
    signal,
  });
  return items;
}

export function getProjectChoicesQueryOptions(search: string) {
  return queryOptions({
    // Under 'projects', so whatever refreshes the projects refreshes these too.
    queryKey: ['projects', 'present-choices', search.trim()],
    queryFn: ({ signal }) => getProjectChoices(search, signal),
  });
}

export const useProjectChoices = (search: string, enabled: boolean) =>
  useQuery({ ...getProjectChoicesQueryOptions(search), enabled, placeholderData: keepPreviousData });
