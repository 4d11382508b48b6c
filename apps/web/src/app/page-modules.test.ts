import { describe, expect, it } from 'vitest';
import { pageModulesOf } from './page-modules';

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
