import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Project } from '@vantage/contracts';
import type { ListResult } from '@/lib/api-client';
import { listProjectsQueryOptions } from '@/lib/projects/api/list-projects';
import { PROJECT_PAGE_SIZE } from '../project-list-query';

const PICKER_SIZE = 20;

/** Those the caller may transfer (not already pending), as many as the picker shows. */
const transferable = (page: ListResult<Project>) =>
  page.items.filter((project) => project.abilities.transfer).slice(0, PICKER_SIZE);

/**
 * Projects offered by the Transfer a project dialog: a name search on the server (there may
 * be 10,000), keeping those the caller may transfer.
 */
export function getTransferableProjectsQueryOptions(search: string) {
  const trimmed = search.trim();
  return {
    ...listProjectsQueryOptions({
      ...(trimmed ? { search: trimmed } : {}),
      sort: 'name',
      direction: 'asc',
      Offset: 0,
      Limit: PROJECT_PAGE_SIZE,
    }),
    select: transferable,
  };
}

export function useTransferableProjects(search: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...getTransferableProjectsQueryOptions(search),
    enabled,
    placeholderData: keepPreviousData,
  });
}
