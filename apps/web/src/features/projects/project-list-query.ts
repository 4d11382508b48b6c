import type { ProjectListQuery, ProjectSortField, SortDirection } from '@vantage/contracts';

/**
 * What the projects page asks the server for (spec "/dash/projects": search by name, sort,
 * direction). Search and sort run on the server, so 10,000 projects never reach the browser.
 */
export type ProjectListParams = {
  search: string;
  sort: ProjectSortField;
  direction: SortDirection;
};

/** One page of `GET /api/projects`; the page asks for more while the user scrolls. */
export const PROJECT_PAGE_SIZE = 60;

/** How long typing rests before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 200;

/** The sort fields the page offers, in order; their words are `dash.projects.sort.<field>`. */
export const SORT_OPTIONS: ReadonlyArray<{ value: ProjectSortField }> = [
  { value: 'createdAt' },
  { value: 'name' },
];

/** The normalised params: a blank search is no search, so "" and "  " share one cache entry. */
export function normalizeListParams(params: ProjectListParams): ProjectListParams {
  return { ...params, search: params.search.trim() };
}

/** Query string values of one page; the search is left out when there is none. */
export function listQueryOf(params: ProjectListParams): ProjectListQuery {
  const { search, sort, direction } = normalizeListParams(params);
  return { ...(search ? { search } : {}), sort, direction };
}

/**
 * What the user sees while the server answers a new search: the projects already loaded
 * that match it too. Matches the server's rule (case-insensitive "contains").
 */
export function matchesSearch(name: string, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  return wanted === '' || name.toLowerCase().includes(wanted);
}
