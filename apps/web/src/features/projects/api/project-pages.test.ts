import type { Project } from '@vantage/contracts';
import { describe, expect, it } from 'vitest';
import { type ProjectPages, patchProjectInPages, removeProjectFromPages } from './project-pages';

const project = (id: number, name: string) => ({ id, name, tagNames: ['027bd7'] }) as unknown as Project;

const pages: ProjectPages = {
  pageParams: [0, 2],
  pages: [
    { items: [project(1, 'A'), project(2, 'B')], total: 3 },
    { items: [project(3, 'C')], total: 3 },
  ],
};

describe('optimistic list changes', () => {
  it('patches one project wherever it is loaded', () => {
    const next = patchProjectInPages(pages, 3, { name: 'C renamed' });
    expect(next?.pages[1]?.items[0]?.name).toBe('C renamed');
    expect(next?.pages[0]?.items.map((p) => p.name)).toEqual(['A', 'B']);
    expect(pages.pages[1]?.items[0]?.name).toBe('C');
  });

  it('removes a project and lowers the total of every page', () => {
    const next = removeProjectFromPages(pages, 2);
    expect(next?.pages.flatMap((p) => p.items.map((i) => i.id))).toEqual([1, 3]);
    expect(next?.pages.map((p) => p.total)).toEqual([2, 2]);
    expect(next?.pageParams).toEqual([0, 2]);
  });

  it('leaves a list alone that does not hold the project', () => {
    expect(removeProjectFromPages(pages, 99)).toBe(pages);
    expect(removeProjectFromPages(undefined, 1)).toBeUndefined();
  });
});
