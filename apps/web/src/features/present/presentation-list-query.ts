import { PRESENTATION_LIMIT, type PublishedProject } from '@vantage/contracts';

/**
 * What the /dash/present list shows (spec "/dash/present"): search, filter by original
 * project and sort, all on the loaded list (a subscription holds at most 3 published
 * presentations per project, so the whole list is small enough to load at once).
 */
export type PresentationSortField = 'createdAt' | 'name';
export type PresentationSortDirection = 'asc' | 'desc';

export type PresentationListFilter = {
  search: string;
  /** Only presentations of this original project; null for all. */
  originalProjectId: number | null;
  sortField: PresentationSortField;
  direction: PresentationSortDirection;
};

export const DEFAULT_PRESENTATION_FILTER: PresentationListFilter = {
  search: '',
  originalProjectId: null,
  sortField: 'createdAt',
  direction: 'asc',
};

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Search looks at the name and the developer, ignoring case and surrounding spaces. */
function matches(item: PublishedProject, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [item.name, ...item.organizations].some((text) => text.toLocaleLowerCase().includes(needle));
}

export function filterPresentations(
  items: readonly PublishedProject[],
  filter: PresentationListFilter,
): PublishedProject[] {
  const kept = items.filter(
    (item) =>
      matches(item, filter.search) &&
      (filter.originalProjectId === null || item.originalProjectId === filter.originalProjectId),
  );
  const sign = filter.direction === 'asc' ? 1 : -1;
  return kept.sort((a, b) => {
    const primary =
      filter.sortField === 'name' ? collator.compare(a.name, b.name) : a.createdAt.localeCompare(b.createdAt);
    return sign * (primary || a.id - b.id);
  });
}

/** The original projects in the list, for the filter: by name, each once. */
export function originalProjectOptions(
  items: readonly PublishedProject[],
): Array<{ id: number; name: string }> {
  const byId = new Map<number, string>();
  for (const item of items) {
    if (item.originalProjectId !== null && !byId.has(item.originalProjectId))
      byId.set(item.originalProjectId, item.originalProjectName ?? `Project ${item.originalProjectId}`);
  }
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => collator.compare(a.name, b.name));
}

/** Spec sections 5 and 9: what the limit of 3 counts, the published presentations of one original. */
export function publishedPresentationCount(
  items: readonly Pick<PublishedProject, 'originalProjectId' | 'published'>[],
  originalProjectId: number,
): number {
  return items.filter((item) => item.published && item.originalProjectId === originalProjectId).length;
}

export const isAtPresentationLimit = (count: number) => count >= PRESENTATION_LIMIT;
