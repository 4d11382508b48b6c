import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getProjects, projectsQueryKeys } from './get-projects';

const PICKER_SIZE = 20;

/**
 * Projects offered by the Transfer a project dialog: a name search on the server (there may
 * be 10,000), keeping those the caller may transfer (not already pending).
 */
export function getTransferableProjectsQueryOptions(search: string) {
  return queryOptions({
    queryKey: [...projectsQueryKeys.all(), 'transferable', search.trim()] as const,
    queryFn: async ({ signal }) => {
      const page = await getProjects({ search, sort: 'name', direction: 'asc' }, 0, signal);
      return page.items.filter((project) => project.abilities.transfer).slice(0, PICKER_SIZE);
    },
  });
}

export function useTransferableProjects(search: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...getTransferableProjectsQueryOptions(search),
    enabled,
    placeholderData: keepPreviousData,
  });
}
