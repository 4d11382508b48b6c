import { describe, expect, it } from 'vitest';
import { layoutModeOf, loadOnce, pageModulesOf } from './page-modules';

describe('pageModulesOf', () => {
  it('names the signed-in layout, the dashboard layout and the page for a /dash path, as the router matches it', () => {
    expect(pageModulesOf('/dash/projects')).toEqual(['signedIn', 'dashLayout', 'projects']);
    expect(pageModulesOf('/DASH/Team/')).toEqual(['signedIn', 'dashLayout', 'team']);
    expect(pageModulesOf('/dash')).toEqual(['signedIn', 'dashLayout', 'projects']);
  });

  it('names the viewer page alone for /viewer, and nothing for the editor stand-in: public, no sign-in', () => {
    expect(pageModulesOf('/viewer/')).toEqual(['viewer']);
    expect(pageModulesOf('/Viewer')).toEqual(['viewer']);
    expect(pageModulesOf('/editor/')).toEqual([]);
  });

  it('names the signed-in layout alone for other paths and unknown dashboard pages', () => {
    expect(pageModulesOf('/')).toEqual(['signedIn']);
    expect(pageModulesOf('/dash/nope')).toEqual(['signedIn']);
    expect(pageModulesOf('/dash/projects/extra')).toEqual(['signedIn']);
    expect(pageModulesOf('/transfer/1')).toEqual(['signedIn']);
  });
});

describe('layoutModeOf', () => {
  it('gives the projects background to the dashboard pages and the full one to every other screen', () => {
    expect(layoutModeOf('/dash/projects')).toBe('projects');
    expect(layoutModeOf('/DASH/team/')).toBe('projects');
    expect(layoutModeOf('/dash')).toBe('projects');
    expect(layoutModeOf('/dash/nope')).toBe('full');
    expect(layoutModeOf('/welcome')).toBe('full');
    expect(layoutModeOf('/transfer/1')).toBe('full');
    expect(layoutModeOf('/')).toBe('full');
  });
});

describe('loadOnce', () => {
  it('loads once, shares the promise and marks it fulfilled with its value for React', async () => {
    let calls = 0;
    const load = loadOnce(async () => {
      calls += 1;
      return { page: 'projects' };
    });
    const first = load();
    expect(first.status).toBe('pending');
    expect(load()).toBe(first);
    await first;
    expect(first.status).toBe('fulfilled');
    expect(first.value).toEqual({ page: 'projects' });
    expect(load()).toBe(first);
    expect(calls).toBe(1);
  });

  it('keeps a failure, marked rejected with its reason, without loading again', async () => {
    let calls = 0;
    const failure = new Error('Failed to fetch dynamically imported module');
    const load = loadOnce(() => {
      calls += 1;
      return Promise.reject(failure);
    });
    const first = load();
    await expect(first).rejects.toBe(failure);
    expect(first.status).toBe('rejected');
    expect(first.reason).toBe(failure);
    expect(load()).toBe(first);
    expect(calls).toBe(1);
  });
});
