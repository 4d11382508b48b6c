import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { UsageError } from '../arguments.js';
import { maintenanceOff, maintenanceOn, maintenanceStatus } from './maintenance.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const apiStatus = async () => (await t.app.inject({ method: 'GET', url: '/api/user-accounts' })).statusCode;

describe('admin maintenance on|off|status', () => {
  it('switches the API to 503 and back', async () => {
    const until = new Date(Date.now() + 3_600_000);
    const window = await maintenanceOn(t.ctx, { until });
    expect(window).toEqual({ enabled: true, startsAt: null, endsAt: until.toISOString() });
    expect(await apiStatus()).toBe(503);
    expect(await maintenanceStatus(t.ctx)).toMatch(/^database \(admin CLI\): ON, until /);

    await maintenanceOff(t.ctx);
    expect(await apiStatus()).toBe(401);
    expect(await maintenanceStatus(t.ctx)).toMatch(/^database \(admin CLI\): off/);
  });

  it('schedules a window that starts later', async () => {
    const from = new Date(Date.now() + 60_000);
    await maintenanceOn(t.ctx, { from, until: new Date(from.getTime() + 60_000) });
    expect(await apiStatus()).toBe(401);
    expect(await maintenanceStatus(t.ctx)).toMatch(/scheduled\/ended, from /);
    await maintenanceOff(t.ctx);
  });

  it('refuses a window that ended or runs backwards', async () => {
    await expect(maintenanceOn(t.ctx, { until: new Date(Date.now() - 1000) })).rejects.toThrow(UsageError);
    const from = new Date(Date.now() + 120_000);
    await expect(maintenanceOn(t.ctx, { from, until: new Date(from.getTime() - 60_000) })).rejects.toThrow(
      /--from must lie before --until/,
    );
  });
});
