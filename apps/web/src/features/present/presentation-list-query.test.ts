import type { PublishedProject } from '@vantage/contracts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRESENTATION_FILTER,
  filterPresentations,
  isAtPresentationLimit,
  originalProjectOptions,
  publishedPresentationCount,
} from './presentation-list-query';

const item = (id: number, name: string, patch: Partial<PublishedProject> = {}): PublishedProject => ({
  id,
  name,
  organizations: ['Demo Wind Co'],
  originalProjectId: 1,
  originalProjectName: 'Noordzee Wind Park',
  publicationKey: `key-${id}`,
  published: true,
  hasLogo: false,
  description: '',
  createdAt: `2026-01-0${id}T10:00:00.000Z`,
  embedOrigins: [],
  planAsOf: `2026-01-0${id}T10:00:00.000Z`,
  contentChangedAt: null,
  settings: null,
  ...patch,
});

const items = [
  item(3, 'beta'),
  item(1, 'Gamma', { originalProjectId: 2, originalProjectName: 'Solar Field Almere' }),
  item(2, 'alpha', { organizations: ['Windkracht BV'] }),
];
const names = (list: PublishedProject[]) => list.map((p) => p.name);

describe('filterPresentations', () => {
  it('sorts by creation, oldest first, by default', () => {
    expect(names(filterPresentations(items, DEFAULT_PRESENTATION_FILTER))).toEqual([
      'Gamma',
      'alpha',
      'beta',
    ]);
  });

  it('sorts alphabetically ignoring case, both ways', () => {
    const filter = { ...DEFAULT_PRESENTATION_FILTER, sortField: 'name' as const };
    expect(names(filterPresentations(items, filter))).toEqual(['alpha', 'beta', 'Gamma']);
    expect(names(filterPresentations(items, { ...filter, direction: 'desc' }))).toEqual([
      'Gamma',
      'beta',
      'alpha',
    ]);
  });

  it('searches name and developer, and filters by original project', () => {
    expect(names(filterPresentations(items, { ...DEFAULT_PRESENTATION_FILTER, search: ' GAM ' }))).toEqual([
      'Gamma',
    ]);
    expect(
      names(filterPresentations(items, { ...DEFAULT_PRESENTATION_FILTER, search: 'windkracht' })),
    ).toEqual(['alpha']);
    expect(
      names(filterPresentations(items, { ...DEFAULT_PRESENTATION_FILTER, originalProjectId: 1 })),
    ).toEqual(['alpha', 'beta']);
  });

  it('does not reorder the list it was given', () => {
    filterPresentations(items, { ...DEFAULT_PRESENTATION_FILTER, sortField: 'name' });
    expect(names(items)).toEqual(['beta', 'Gamma', 'alpha']);
  });
});

describe('originalProjectOptions', () => {
  it('lists each original once, by name, naming a deleted one by its id', () => {
    const withDeleted = [...items, item(4, 'delta', { originalProjectId: 9, originalProjectName: null })];
    expect(originalProjectOptions(withDeleted)).toEqual([
      { id: 1, name: 'Noordzee Wind Park' },
      { id: 9, name: 'Project 9' },
      { id: 2, name: 'Solar Field Almere' },
    ]);
  });
});

describe('presentation limit (spec sections 5 and 9)', () => {
  it('counts only the published presentations of the original and blocks at 3', () => {
    const list = [...items, item(5, 'e', { published: false }), item(6, 'f')];
    expect(publishedPresentationCount(list, 1)).toBe(3);
    expect(publishedPresentationCount(list, 2)).toBe(1);
    expect(isAtPresentationLimit(2)).toBe(false);
    expect(isAtPresentationLimit(3)).toBe(true);
  });
});
