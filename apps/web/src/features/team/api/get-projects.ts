import { useQuery } from '@tanstack/react-query';
import { PROJECT_LIST_MAX_LIMIT, type Project } from '@vantage/contracts';
import type { ListResult } from '@/lib/api-client';
import { listProjectsQueryOptions } from '@/lib/projects/api/list-projects';

export type ProjectChoice = { id: number; name: string };

const choicesOf = (page: ListResult<Project>): ProjectChoice[] =>
  page.items.map(({ id, name }) => ({ id, name }));

/**
 * GET /api/projects, for the invite popover's project picker and the invite log's project
 * names: only id and name are kept.
 */
export function getProjectChoicesQueryOptions() {
  return {
    ...listProjectsQueryOptions({ sort: 'name', direction: 'asc', Limit: PROJECT_LIST_MAX_LIMIT }),
    select: choicesOf,
  };
}

export function useProjectChoices(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getProjectChoicesQueryOptions(), ...options });
}
