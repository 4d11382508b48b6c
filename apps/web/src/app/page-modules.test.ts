import { describe, expect, it } from 'vitest';
import { pageModulesOf } from './page-modules';

describe('pageModulesOf', () => {
  it('names the dashboard layout and the page for a /dash path, as the router matches it', () => {
    expect(pageModulesOf('/dash/projects')).toEqual(['dashLayout', 'projects']);
    expect(pageModulesOf('/DASH/Team/')).toEqual(['dashLayout', 'team']);
    expect(pageModulesOf('/dash')).toEqual(['dashLayout', 'projects']);
  });

  it('names the viewer page for /viewer', () => {
    expect(pageModulesOf('/viewer/')).toEqual(['viewer']);
  });

  it('names nothing for other paths or unknown dashboard pages', () => {
    expect(pageModulesOf('/')).toEqual([]);
    expect(pageModulesOf('/dash/nope')).toEqual([]);
    expect(pageModulesOf('/dash/projects/extra')).toEqual([]);
    expect(pageModulesOf('/transfer/1')).toEqual([]);
  });
});
