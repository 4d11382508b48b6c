import type { SubscriptionDetails } from '@vantage/contracts';
import { describe, expect, it } from 'vitest';
import { moduleRows, usageRows } from './license-rows';

const details = {
  projectLimit: 25,
  projectsUsed: 3,
  teamMemberLimit: 6,
  teamMembersUsed: 2,
  projectMemberLimit: 10,
  projectMembersUsed: 1,
  observerLimit: 20,
  observersUsed: 0,
} as SubscriptionDetails;

describe('usageRows (spec "/dash/license", section 9)', () => {
  it('lists projects, team members, project members and observers', () => {
    expect(usageRows(details)).toEqual([
      { key: 'projects', used: 3, limit: 25 },
      { key: 'teamMembers', used: 1, limit: 5 },
      { key: 'projectMembers', used: 1, limit: 10 },
      { key: 'observers', used: 0, limit: 20 },
    ]);
  });

  it('never shows a negative team-member count', () => {
    const none = { ...details, teamMemberLimit: 0, teamMembersUsed: 0 };
    expect(usageRows(none)[1]).toEqual({ key: 'teamMembers', used: 0, limit: 0 });
  });
});

describe('moduleRows', () => {
  it('lists the nine modules in order, Unlocked only when Enabled, without Hidden ones', () => {
    const rows = moduleRows([
      { key: 'Wind', state: 'Enabled' },
      { key: 'Solar', state: 'Disabled' },
      { key: 'Pylon', state: 'Phantom' },
      { key: 'Cyclomedia', state: 'Hidden' },
      { key: 'Dash.Secure.Present', state: 'Enabled' },
      { key: 'PdfReport', state: 'Enabled' },
    ]);
    expect(rows.map((row) => [row.label, row.unlocked])).toEqual([
      ['Wind', true],
      ['Solar', false],
      ['Line & Grid', false],
      ['Object', false],
      ['Present', true],
      ['Custom panorama', false],
      ['Shadow Flicker Simulation', false],
      ['Noise Simulation', false],
    ]);
  });
});
