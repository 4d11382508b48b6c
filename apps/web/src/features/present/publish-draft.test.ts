import type { Scenario, Tour, Viewpoint } from '@vantage/contracts';
import { validatePublishRequest } from '@vantage/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildDefaultScenarios,
  buildPublishRequest,
  draftFromLast,
  initialDraft,
  logoProblem,
  type PublishDraftAction,
  type PublishDraftState,
  publishBody,
  publishDraftReducer,
} from './publish-draft';

const viewpoint = (id: number, name: string): Viewpoint => ({
  id,
  projectId: 7,
  visible: true,
  tagNames: [],
  position: { longitude: 4.6, latitude: 52.6, altitude: 6 },
  pan: 0,
  tilt: 0,
  fieldOfView: 60,
  name,
  windDirection: 0,
  viewingDateTime: null,
  panoId: null,
  photo: null,
  sortOrder: id,
  version: 1,
});
const tour = (id: number, name: string): Tour => ({
  id,
  projectId: 7,
  name,
  autoAnimate: false,
  animationMode: 'Linear',
  easing: 'Linear',
  viewpointIds: [],
  sortOrder: id,
  version: 1,
});
const scenario = (id: number, name: string, sortOrder: number): Scenario => ({
  id,
  projectId: 7,
  name,
  visible: true,
  color: '027bd7',
  tagNames: [],
  scenarioDataJson: '{}',
  sortOrder,
  version: 1,
});

const project = {
  name: 'Noordzee Wind Park',
  description: 'Six turbines',
  organizations: [] as string[],
  defaultViewpoint: null,
  defaultScenario: null,
};

function draft(overrides: Partial<Parameters<typeof initialDraft>[0]> = {}): PublishDraftState {
  return initialDraft({
    project,
    viewpoints: [viewpoint(11, 'Beach'), viewpoint(12, 'Pier')],
    tours: [tour(21, 'Overview flight'), tour(22, 'Neighbours walk')],
    scenarios: [scenario(31, 'Solar field', 1), scenario(30, 'Wind farm', 0)],
    fallbackDeveloper: 'Demo Wind Co',
    ...overrides,
  });
}

const run = (state: PublishDraftState, ...actions: PublishDraftAction[]) =>
  actions.reduce(publishDraftReducer, state);

describe('buildDefaultScenarios (spec: Current situation and Scenario 1)', () => {
  it("offers 'Current situation' (id 1, none) and 'Scenario 1' (id 2, the first scenario by order)", () => {
    expect(buildDefaultScenarios([scenario(31, 'b', 1), scenario(30, 'a', 0)])).toEqual([
      { id: 1, name: 'Current situation', scenarioIds: [] },
      { id: 2, name: 'Scenario 1', scenarioIds: [30] },
    ]);
  });

  it('offers only the current situation when the project has no scenarios', () => {
    expect(buildDefaultScenarios([])).toEqual([{ id: 1, name: 'Current situation', scenarioIds: [] }]);
  });
});

describe('initialDraft', () => {
  it('includes every viewpoint and tour and takes the first viewpoint and scenario as defaults', () => {
    const state = draft();
    expect(state.viewpoints.every((v) => v.included)).toBe(true);
    expect(state.tours.map((t) => [t.name, t.included])).toEqual([
      ['Overview flight', true],
      ['Neighbours walk', true],
    ]);
    expect(state).toMatchObject({
      name: 'Noordzee Wind Park',
      developer: 'Demo Wind Co',
      description: 'Six turbines',
      defaultViewpoint: 11,
      defaultScenario: 1,
      nextScenarioId: 3,
    });
  });

  it("prefers the project's own developer and defaults", () => {
    const state = draft({
      project: { ...project, organizations: ['Windkracht BV'], defaultViewpoint: 12, defaultScenario: 30 },
    });
    expect(state).toMatchObject({ developer: 'Windkracht BV', defaultViewpoint: 12, defaultScenario: 2 });
  });
});

describe('publishDraftReducer', () => {
  it("adds scenarios named 'Scenario N' from 3 on, without scenarios yet", () => {
    const state = run(draft(), { type: 'addScenario' }, { type: 'addScenario' });
    expect(state.scenarios.map((s) => [s.id, s.name, s.scenarioIds])).toEqual([
      [1, 'Current situation', []],
      [2, 'Scenario 1', [30]],
      [3, 'Scenario 3', []],
      [4, 'Scenario 4', []],
    ]);
  });

  it('keeps numbering after a delete, and never deletes the last scenario', () => {
    let state = run(
      draft(),
      { type: 'addScenario' },
      { type: 'deleteScenario', id: 3 },
      { type: 'addScenario' },
    );
    expect(state.scenarios.map((s) => s.name)).toEqual(['Current situation', 'Scenario 1', 'Scenario 4']);
    state = run(state, { type: 'deleteScenario', id: 1 }, { type: 'deleteScenario', id: 2 });
    expect(state.scenarios.map((s) => s.name)).toEqual(['Scenario 4']);
    expect(run(state, { type: 'deleteScenario', id: 4 }).scenarios).toHaveLength(1);
  });

  it('moves the default scenario to the first when the default is deleted', () => {
    const state = run(draft(), { type: 'setDefaultScenario', id: 2 }, { type: 'deleteScenario', id: 2 });
    expect(state.defaultScenario).toBe(1);
  });

  it('combines scenarios without repeating one', () => {
    const state = run(draft(), { type: 'combineScenarios', id: 2, scenarioIds: [30, 31, 30] });
    expect(state.scenarios[1]?.scenarioIds).toEqual([30, 31]);
  });

  it('keeps the default viewpoint among the included ones', () => {
    let state = run(draft(), { type: 'includeViewpoint', id: 11, included: false });
    expect(state.defaultViewpoint).toBe(12);
    state = run(state, { type: 'includeViewpoint', id: 12, included: false });
    expect(state.defaultViewpoint).toBeNull();
    state = run(state, { type: 'includeViewpoint', id: 11, included: true });
    expect(state.defaultViewpoint).toBe(11);
  });
});

describe('buildPublishRequest', () => {
  it('sends included viewpoints and tours with their names, all scenarios and the default index', () => {
    const state = run(
      draft(),
      { type: 'renameViewpoint', id: 12, name: 'IJmuiden pier' },
      { type: 'includeViewpoint', id: 11, included: false },
      { type: 'includeTour', id: 22, included: false },
      { type: 'renameTour', id: 21, name: 'Fly-over' },
      { type: 'addScenario' },
      { type: 'combineScenarios', id: 3, scenarioIds: [30, 31] },
      { type: 'renameScenario', id: 3, name: 'Wind and solar' },
      { type: 'setDefaultScenario', id: 3 },
      { type: 'setText', field: 'developer', value: 'Windkracht BV' },
    );
    const request = buildPublishRequest(7, state);
    expect(request).toEqual({
      projectId: 7,
      name: 'Noordzee Wind Park',
      organizations: ['Windkracht BV'],
      description: 'Six turbines',
      renamedViewpoints: [{ id: 12, newName: 'IJmuiden pier' }],
      combinedScenarios: [
        { combinedName: 'Current situation', scenarioIds: [] },
        { combinedName: 'Scenario 1', scenarioIds: [30] },
        { combinedName: 'Wind and solar', scenarioIds: [30, 31] },
      ],
      renamedTours: [{ id: 21, newName: 'Fly-over' }],
      defaultViewpoint: 12,
      defaultScenario: 2,
    });
    expect(validatePublishRequest(request)).toEqual([]);
  });

  it('lets the shared rules name what is wrong (spec section 5)', () => {
    const state = run(
      draft(),
      { type: 'renameViewpoint', id: 12, name: 'Beach' },
      { type: 'addScenario' },
      { type: 'renameTour', id: 22, name: '' },
    );
    expect(validatePublishRequest(buildPublishRequest(7, state)).map((v) => v.message)).toEqual([
      'Multiple viewpoints with the name: Beach, viewpoint names need to be unique',
      'Multiple empty scenarios found',
      'Empty tour name found',
    ]);
  });
});

describe('publishBody', () => {
  it('sends JSON without a logo and multipart (payload + file) with one', async () => {
    const request = buildPublishRequest(7, draft());
    expect(publishBody(request, null)).toBe(request);
    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    const form = publishBody(request, logo) as FormData;
    expect(JSON.parse(String(form.get('payload')))).toEqual(request);
    expect((form.get('file') as File).name).toBe('logo.png');
  });
});

describe('logoProblem (spec section 5: any image)', () => {
  it('accepts any image up to 5 MB', () => {
    expect(logoProblem(null)).toBeNull();
    expect(logoProblem({ type: 'image/svg+xml', size: 10 })).toBeNull();
    expect(logoProblem({ type: 'application/pdf', size: 10 })).toBe('The logo must be an image');
    expect(logoProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(
      'The logo must be at most 5 MB',
    );
  });
});

describe('draftFromLast', () => {
  const last = {
    name: 'Noordzee, spring plan',
    organizations: ['Windkracht BV'],
    description: 'Six turbines, moved west.',
    settings: {
      renamedViewpoints: [
        { id: 12, newName: 'Pier at dusk' },
        { id: 99, newName: 'A viewpoint deleted since' },
      ],
      renamedTours: [{ id: 22, newName: 'Walk' }],
      combinedScenarios: [
        { combinedName: 'Now', scenarioIds: [] },
        { combinedName: 'Wind and solar', scenarioIds: [30, 31, 98] },
      ],
      defaultViewpoint: 12,
      defaultScenario: 1,
    },
  };
  const projectScenarios = [scenario(31, 'Solar field', 1), scenario(30, 'Wind farm', 0)];

  it("starts from the last presentation's texts, choices, names, combinations and defaults", () => {
    const state = draftFromLast(draft(), last, projectScenarios);
    expect(state).toMatchObject({
      name: 'Noordzee, spring plan',
      developer: 'Windkracht BV',
      description: 'Six turbines, moved west.',
      viewpoints: [
        { id: 11, name: 'Beach', included: false },
        { id: 12, name: 'Pier at dusk', included: true },
      ],
      tours: [
        { id: 21, included: false },
        { id: 22, name: 'Walk', included: true },
      ],
      scenarios: [
        { id: 1, name: 'Now', scenarioIds: [] },
        { id: 2, name: 'Wind and solar', scenarioIds: [30, 31] },
      ],
      nextScenarioId: 3,
      defaultViewpoint: 12,
      defaultScenario: 2,
    });
    expect(validatePublishRequest(buildPublishRequest(7, state))).toEqual([]);
  });

  it("keeps the spec's defaults without a last presentation, or one that kept no settings", () => {
    expect(draftFromLast(draft(), undefined, projectScenarios)).toEqual(draft());
    expect(draftFromLast(draft(), { ...last, settings: null }, projectScenarios)).toEqual(draft());
  });
});
