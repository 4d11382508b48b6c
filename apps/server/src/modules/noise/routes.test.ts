import { DEFAULT_NOISE_SETTINGS_VALUES } from '@vantage/contracts';
import { geodesicDestination } from '@vantage/contracts/studies/geodesy';
import { runNoiseStudy } from '@vantage/contracts/studies/noise-study';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noiseSettings } from '../../db/schema/index.js';
import type { TestApp } from '../../test/harness.js';
import { type ContentFixtures, openContentSuite } from '../../test/project-content-fixtures.js';

let t: TestApp;
let f: ContentFixtures;
let subscription: { id: number; key: string };
let owner: { headers: Record<string, string> };
beforeAll(async () => {
  ({ t, f, subscription, member: owner } = await openContentSuite(['Owner']));
  await f.setFeature(subscription.id, 'NoiseSimulation', 'Enabled');
});
afterAll(() => t.close());

const SPECTRUM = [86.1, 93.5, 97.8, 100.2, 100.5, 98.3, 93.1, 83.4];
const MODES = [
  { name: 'Mode 0', lwa: 106, bands: SPECTRUM },
  { name: 'NRO 100', lwa: 100, bands: SPECTRUM.map((level) => level - 6) },
];
const SITE = { longitude: 6.5, latitude: 53.2 };
const settingsUrl = (projectId: number) => `/api/projects/${projectId}/noise-settings`;
const calculateUrl = (projectId: number) => `/api/projects/${projectId}/noise/calculate`;

/** A project with a scenario of two turbines, an existing turbine and three receptors. */
async function park() {
  const project = await f.project(subscription.id);
  const scenario = await f.scenario(project.id);
  const other = await f.scenario(project.id);
  const preset = await f.preset(project.id, {
    presetDataJson: JSON.stringify({ hubHeight: 120, rotorDiameter: 130, soundModes: MODES }),
  });
  const t1 = await f.plannerObject(scenario, { name: 'T1', presetId: preset.id, points: [SITE] });
  const t2 = await f.plannerObject(scenario, {
    name: 'T2',
    presetId: preset.id,
    points: [geodesicDestination(SITE, 90, 500)],
  });
  await f.plannerObject(other, {
    name: 'Elsewhere',
    presetId: preset.id,
    points: [geodesicDestination(SITE, 0, 300)],
  });
  const old = await f.plannerObject(other, {
    name: 'Old park',
    plannerObjectTypeId: 7,
    plannerObjectDataJson: JSON.stringify({ hubHeight: 80, soundModes: [{ name: 'normal', lwa: 102 }] }),
    points: [geodesicDestination(SITE, 200, 1500)],
  });
  const receptor = (name: string, category: string, azimuth: number, metres: number) =>
    f.plannerObject(other, {
      name,
      plannerObjectTypeId: 5,
      plannerObjectDataJson: JSON.stringify({ category }),
      points: [geodesicDestination(SITE, azimuth, metres)],
    });
  const houses = [
    await receptor('Farm', 'dwelling', 180, 450),
    await receptor('Care home', 'careHome', 300, 900),
    await receptor('Office', 'business', 45, 2000),
  ];
  return { project, scenario, turbines: [t1, t2], old, houses };
}

describe('noise settings', () => {
  it('answers the defaults at version 1, then changes the fields sent with If-Match', async () => {
    const { project, turbines } = await park();
    const get = await t.app.inject({ url: settingsUrl(project.id), headers: owner.headers });
    expect(get.statusCode, get.body).toBe(200);
    expect(get.headers.etag).toBe('"1"');
    expect(get.json()).toEqual({
      projectId: project.id,
      ...DEFAULT_NOISE_SETTINGS_VALUES,
      version: 1,
      updatedAt: null,
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: settingsUrl(project.id),
      headers: { ...owner.headers, 'if-match': '"1"' },
      payload: {
        temperatureC: 15,
        turbineModes: [{ turbineId: turbines[0]!.id, day: 'Mode 0', evening: 'Mode 0', night: 'NRO 100' }],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.headers.etag).toBe('"2"');
    expect(put.json()).toMatchObject({ temperatureC: 15, relativeHumidityPercent: 70, version: 2 });
    const again = await t.app.inject({
      method: 'PUT',
      url: settingsUrl(project.id),
      headers: { ...owner.headers, 'if-match': '"2"' },
      payload: { ruleSet: 'nl-activiteitenbesluit' },
    });
    expect(again.json()).toMatchObject({ temperatureC: 15, ruleSet: 'nl-activiteitenbesluit', version: 3 });
  });

  it('412 on a stale If-Match, with the settings as they are now, and nothing changed', async () => {
    const { project } = await park();
    await t.app.inject({
      method: 'PUT',
      url: settingsUrl(project.id),
      headers: owner.headers,
      payload: { receiverHeight: 5 },
    });
    const stale = await t.app.inject({
      method: 'PUT',
      url: settingsUrl(project.id),
      headers: { ...owner.headers, 'if-match': '"1"' },
      payload: { receiverHeight: 6 },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    expect(stale.json().detail).toBe(
      'The noise settings were changed by someone else since you loaded them.',
    );
    expect(stale.json().current).toMatchObject({ receiverHeight: 5, version: 2 });
  });

  it('400 in words on bad values and on modes the turbine does not have, and nothing written', async () => {
    const { project, turbines } = await park();
    const cases: [Record<string, unknown>, string][] = [
      [{ temperatureC: 80 }, 'temperatureC must be a number from -30 to 50 °C'],
      [
        { groundFactors: { source: 2, middle: 1, receiver: 1 } },
        'groundFactors.source must be a number from 0 to 1',
      ],
      [
        { ruleSet: 'fr' },
        'ruleSet must be one of: de-ta-laerm, nl-activiteitenbesluit, uk-etsu-r-97, custom',
      ],
      [{ etsuDayLimit: 45 }, 'etsuDayLimit must be a number from 35 to 40 dB(A)'],
      [
        { turbineModes: [{ turbineId: turbines[0]!.id, day: 'Mode 0', evening: 'Mode 0', night: 'Silent' }] },
        'turbineModes: turbine "T1" has no operating mode "Silent" (night); its modes are Mode 0, NRO 100.',
      ],
      [
        { turbineModes: [{ turbineId: 999999, day: 'a', evening: 'a', night: 'a' }] },
        'turbineModes: 999999 is no wind turbine',
      ],
      [{}, ''],
    ];
    for (const [payload, words] of cases) {
      const res = await t.app.inject({
        method: 'PUT',
        url: settingsUrl(project.id),
        headers: owner.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().detail).toContain(words);
    }
    const rows = await t.ctx.db.select().from(noiseSettings).where(eq(noiseSettings.projectId, project.id));
    expect(rows).toEqual([]);
  });

  it('checks the sound power a turbine preset carries', async () => {
    const project = await f.project(subscription.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/presets`,
      headers: owner.headers,
      payload: {
        name: 'V150',
        plannerObjectTypeId: 1,
        presetDataJson: JSON.stringify({
          soundModes: [{ name: 'Mode 0', lwa: 106, bands: SPECTRUM.slice(1) }],
        }),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('presetDataJson soundModes[0].bands must be 8 A-weighted levels');
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/presets`,
      headers: owner.headers,
      payload: {
        name: 'V150',
        plannerObjectTypeId: 1,
        presetDataJson: JSON.stringify({ soundModes: MODES }),
      },
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('lets observers read but not change them', async () => {
    const { project } = await park();
    const observer = await t.buildMember(subscription, ['Observer'], { projectIds: [project.id] });
    expect((await t.app.inject({ url: settingsUrl(project.id), headers: observer.headers })).statusCode).toBe(
      200,
    );
    const denied = await t.app.inject({
      method: 'PUT',
      url: settingsUrl(project.id),
      headers: observer.headers,
      payload: { temperatureC: 5 },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().detail).toBe('You may only view this project.');
  });
});

describe('calculating the noise of a scenario', () => {
  it('answers the same numbers as the pure module for the same inputs, per receptor and turbine, by period and band', async () => {
    const { project, scenario, turbines, old, houses } = await park();
    await t.app.inject({
      method: 'PUT',
      url: settingsUrl(project.id),
      headers: owner.headers,
      payload: {
        lden: true,
        turbineModes: [{ turbineId: turbines[1]!.id, day: 'Mode 0', evening: 'Mode 0', night: 'NRO 100' }],
      },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: calculateUrl(project.id),
      headers: owner.headers,
      payload: { scenarioId: scenario.id, bands: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.sources.map((s: { name: string }) => s.name)).toEqual(['T1', 'T2', 'Old park']);
    expect(answer.sources[1].modes).toEqual({ day: 'Mode 0', evening: 'Mode 0', night: 'NRO 100' });
    const point = (object: { points: { longitude: number; latitude: number }[] }) => object.points[0]!;
    const expected = runNoiseStudy(
      {
        turbines: [
          ...turbines.map((turbine) => ({
            ...point(turbine),
            id: turbine.id,
            name: turbine.name,
            existing: false,
            groundHeight: 0,
            hubHeight: 120,
            modes: MODES,
          })),
          {
            ...point(old),
            id: old.id,
            name: 'Old park',
            existing: true,
            groundHeight: 0,
            hubHeight: 80,
            modes: [{ name: 'normal', lwa: 102 }],
          },
        ],
        receptors: [
          { ...point(houses[0]!), id: houses[0]!.id, name: 'Farm', category: 'dwelling', groundHeight: 0 },
          {
            ...point(houses[1]!),
            id: houses[1]!.id,
            name: 'Care home',
            category: 'careHome',
            groundHeight: 0,
          },
          { ...point(houses[2]!), id: houses[2]!.id, name: 'Office', category: 'business', groundHeight: 0 },
        ],
        settings: {
          ...DEFAULT_NOISE_SETTINGS_VALUES,
          lden: true,
          turbineModes: [{ turbineId: turbines[1]!.id, day: 'Mode 0', evening: 'Mode 0', night: 'NRO 100' }],
        },
      },
      { bands: true },
    );
    expect(answer.receptors).toHaveLength(3);
    answer.receptors.forEach((receptor: (typeof expected.receptors)[number], r: number) => {
      const reference = expected.receptors[r]!;
      expect(receptor.name).toBe(reference.name);
      for (const period of ['day', 'evening', 'night'] as const) {
        expect(Math.abs(receptor[period].total - reference[period].total)).toBeLessThan(1e-9);
        for (const [s, level] of receptor[period].bySource.entries())
          expect(Math.abs(level - reference[period].bySource[s]!)).toBeLessThan(1e-9);
        for (const [b, level] of receptor[period].bands!.entries())
          expect(Math.abs(level - reference[period].bands![b]!)).toBeLessThan(1e-9);
      }
      expect(Math.abs(receptor.lden! - reference.lden!)).toBeLessThan(1e-9);
    });
    expect(answer.methods).toEqual([
      'ISO 9613-2 general method by octave band',
      'ISO 9613-2 alternative method (7.3.2), A-weighted, absorption at 500 Hz',
    ]);
    // The farm 450 m south of T1 is over TA Lärm's 40 dB(A) night limit of a general residential area.
    const farm = answer.receptors[0];
    expect(farm).toMatchObject({ limitCategory: 'generalResidential', over: true });
    expect(farm.indicators.night.limit).toBe(40);
    expect(farm.indicators.night.margin).toBeCloseTo(40 - farm.night.total, 9);
    expect(answer.receptors[1].indicators.night.limit).toBe(35);
  });

  it('leaves out existing turbines when the settings say so, and says which turbines have no sound power', async () => {
    const { project, scenario } = await park();
    const bare = await f.plannerObject(scenario, {
      name: 'No preset',
      points: [geodesicDestination(SITE, 0, 100)],
    });
    await t.app.inject({
      method: 'PUT',
      url: settingsUrl(project.id),
      headers: owner.headers,
      payload: { includeExistingTurbines: false },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: calculateUrl(project.id),
      headers: owner.headers,
      payload: { scenarioId: scenario.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sources.map((s: { name: string }) => s.name)).toEqual(['T1', 'T2']);
    expect(res.json().withoutSoundPower).toEqual([{ id: bare.id, name: 'No preset' }]);
    expect(res.json().receptors[0].night.bands).toBeUndefined();
  });

  it('400 beyond its bound, naming it, and when no turbine has sound power', async () => {
    const project = await f.project(subscription.id);
    const scenario = await f.scenario(project.id);
    const preset = await f.preset(project.id, { presetDataJson: JSON.stringify({ soundModes: MODES }) });
    const { plannerObjects } = await import('../../db/schema/index.js');
    await t.ctx.db.insert(plannerObjects).values(
      Array.from({ length: 201 }, (_, i) => ({
        projectId: project.id,
        scenarioId: scenario.id,
        name: `T${i}`,
        layout: 'Point' as const,
        plannerObjectTypeId: 1,
        presetId: preset.id,
        points: [geodesicDestination(SITE, 90, i * 300)],
      })),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: calculateUrl(project.id),
      headers: owner.headers,
      payload: { scenarioId: scenario.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe('201 sources: a noise calculation takes at most 200.');
    const empty = await f.scenario(project.id);
    const none = await t.app.inject({
      method: 'POST',
      url: calculateUrl(project.id),
      headers: owner.headers,
      payload: { scenarioId: empty.id },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toContain('No wind turbine of this scenario has sound power');
  });

  it('404 for another organisation’s project and for a scenario of another project', async () => {
    const { project, scenario } = await park();
    const { subscription: theirs } = await t.buildSubscription();
    await f.setFeature(theirs.id, 'NoiseSimulation', 'Enabled');
    const stranger = await t.buildMember(theirs, ['Owner']);
    const requests = [
      { method: 'GET' as const, url: settingsUrl(project.id) },
      { method: 'PUT' as const, url: settingsUrl(project.id), payload: { temperatureC: 1 } },
      { method: 'POST' as const, url: calculateUrl(project.id), payload: { scenarioId: scenario.id } },
    ];
    for (const request of requests) {
      const res = await t.app.inject({ ...request, headers: stranger.headers });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(404);
    }
    const theirProject = await f.project(theirs.id);
    const theirScenario = await f.scenario(theirProject.id);
    const cross = await t.app.inject({
      method: 'POST',
      url: calculateUrl(project.id),
      headers: owner.headers,
      payload: { scenarioId: theirScenario.id },
    });
    expect(cross.statusCode).toBe(404);
    const rows = await t.ctx.db.select().from(noiseSettings).where(eq(noiseSettings.projectId, project.id));
    expect(rows).toEqual([]);
  });

  it('403 problem+json naming the module while NoiseSimulation is locked, for every operation', async () => {
    const { subscription: locked } = await t.buildSubscription();
    await f.setFeature(locked.id, 'NoiseSimulation', 'Disabled');
    const lockedOwner = await t.buildMember(locked, ['Owner']);
    const project = await f.project(locked.id);
    const scenario = await f.scenario(project.id);
    const requests = [
      { method: 'GET' as const, url: settingsUrl(project.id) },
      { method: 'PUT' as const, url: settingsUrl(project.id), payload: { temperatureC: 1 } },
      { method: 'POST' as const, url: calculateUrl(project.id), payload: { scenarioId: scenario.id } },
    ];
    for (const request of requests) {
      const res = await t.app.inject({ ...request, headers: lockedOwner.headers });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail).toBe(
        'The Noise Simulation (NoiseSimulation) module is not unlocked for your subscription.',
      );
    }
  });
});
