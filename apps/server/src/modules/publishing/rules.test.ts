import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { presentableProject, publish } from '../../test/presentation-fixtures.js';

let t: TestApp;
let owner: { headers: Record<string, string> };
let s: Awaited<ReturnType<typeof presentableProject>>;
beforeAll(async () => {
  t = await createTestApp();
  const { subscription } = await t.buildSubscription();
  owner = await t.buildMember(subscription, ['Owner']);
  s = await presentableProject(t, subscription.id);
});
afterAll(() => t.close());

/** One case per message of spec section 5 (and ours for the required fields). */
describe('create-published-project enforces the publish form rules', () => {
  const cases: Array<[string, () => object]> = [
    ['No project selected', () => ({ projectId: null })],
    ['Project name is required', () => ({ name: '  ' })],
    ['Project developer is required', () => ({ organizations: [] })],
    ['Only one project developer can be given', () => ({ organizations: ['A', 'B'] })],
    ['Description is required', () => ({ description: '' })],
    ['No viewpoints selected', () => ({ renamedViewpoints: [] })],
    ['Empty viewpoint name found', () => ({ renamedViewpoints: [{ id: s.beach.id, newName: ' ' }] })],
    [
      'Multiple viewpoints with the name: Beach, viewpoint names need to be unique',
      () => ({
        renamedViewpoints: [
          { id: s.beach.id, newName: 'Beach' },
          { id: s.dike.id, newName: 'Beach' },
        ],
      }),
    ],
    ['At least one scenario is required', () => ({ combinedScenarios: [], defaultScenario: 0 })],
    [
      'Multiple empty scenarios found',
      () => ({
        combinedScenarios: [
          { combinedName: 'Current situation', scenarioIds: [] },
          { combinedName: 'Nothing', scenarioIds: [] },
        ],
        defaultScenario: 0,
      }),
    ],
    [
      'Multiple scenarios with the name: Wind, scenario names need to be unique',
      () => ({
        combinedScenarios: [
          { combinedName: 'Wind', scenarioIds: [s.wind.id] },
          { combinedName: 'Wind', scenarioIds: [s.solar.id] },
        ],
        defaultScenario: 0,
      }),
    ],
    [
      'Scenario with name Wind and Also wind are identical',
      () => ({
        combinedScenarios: [
          { combinedName: 'Wind', scenarioIds: [s.wind.id, s.solar.id] },
          { combinedName: 'Also wind', scenarioIds: [s.solar.id, s.wind.id] },
        ],
        defaultScenario: 0,
      }),
    ],
    [
      'Empty scenario name found',
      () => ({ combinedScenarios: [{ combinedName: '', scenarioIds: [] }], defaultScenario: 0 }),
    ],
    ['Empty tour name found', () => ({ renamedTours: [{ id: s.tour.id, newName: '' }] })],
    [
      'Multiple tours with the name: Flight, tour names need to be unique',
      () => ({
        renamedTours: [
          { id: s.tour.id, newName: 'Flight' },
          { id: s.hiddenTour.id, newName: 'Flight' },
        ],
      }),
    ],
    ['No default scenario selected', () => ({ defaultScenario: null })],
    ['The default scenario must be one of the scenarios of the presentation', () => ({ defaultScenario: 3 })],
    ['No default viewpoint selected', () => ({ defaultViewpoint: null })],
    [
      'The default viewpoint must be one of the included viewpoints',
      () => ({ defaultViewpoint: s.hidden.id }),
    ],
  ];

  it.each(cases)('400 "%s"', async (message, patch) => {
    const res = await publish(t, owner.headers, { ...s.request, ...patch() });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(message);
  });

  it('400 with the field for a malformed request', async () => {
    const res = await publish(t, owner.headers, { ...s.request, renamedViewpoints: 'all' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('body.renamedViewpoints');
  });

  it('accepts the same request once the rules are met', async () => {
    const res = await publish(t, owner.headers, s.request);
    expect(res.statusCode).toBe(201);
  });
});
