import { describe, expect, it } from 'vitest';
import { listQueryOf, matchesSearch, normalizeListParams, SORT_OPTIONS } from './project-list-query';

describe('projects list query', () => {
  it('offers the spec sort options: Created at and Alphabetical', () => {
    expect(SORT_OPTIONS).toEqual([{ value: 'createdAt' }, { value: 'name' }]);
  });

  it('leaves a blank search out and trims a real one', () => {
    expect(listQueryOf({ search: '  ', sort: 'createdAt', direction: 'asc' })).toEqual({
      sort: 'createdAt',
      direction: 'asc',
    });
    expect(listQueryOf({ search: ' Wind ', sort: 'name', direction: 'desc' })).toEqual({
      search: 'Wind',
      sort: 'name',
      direction: 'desc',
    });
    expect(normalizeListParams({ search: ' a ', sort: 'name', direction: 'asc' }).search).toBe('a');
  });

  it('matches names like the server: case-insensitive, anywhere in the name', () => {
    expect(matchesSearch('Noordzee Wind Park', 'wind')).toBe(true);
    expect(matchesSearch('Noordzee Wind Park', 'PARK')).toBe(true);
    expect(matchesSearch('Solar Field', 'wind')).toBe(false);
    expect(matchesSearch('Anything', '   ')).toBe(true);
  });
});
