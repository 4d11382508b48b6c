import { describe, expect, it } from 'vitest';
import { type PublishDraft, sameScenarioSet, validatePublishRequest } from './publishing-rules.js';

const valid: PublishDraft = {
  projectId: 7,
  name: 'Noordzee Wind Park',
  organizations: ['Demo Wind Co'],
  description: 'Six turbines off the coast.',
  renamedViewpoints: [
    { id: 1, newName: 'Beach' },
    { id: 2, newName: 'Dike' },
  ],
  combinedScenarios: [
    { combinedName: 'Current situation', scenarioIds: [] },
    { combinedName: 'Scenario 1', scenarioIds: [10] },
    { combinedName: 'Scenario 3', scenarioIds: [10, 11] },
  ],
  renamedTours: [{ id: 5, newName: 'Flight' }],
  defaultViewpoint: 2,
  defaultScenario: 1,
};

const messages = (patch: Partial<PublishDraft>) =>
  validatePublishRequest({ ...valid, ...patch }).map((v) => v.message);

describe('validatePublishRequest', () => {
  it('accepts a complete draft, including no tours at all', () => {
    expect(validatePublishRequest(valid)).toEqual([]);
    expect(messages({ renamedTours: [] })).toEqual([]);
  });

  it('requires a project', () => {
    expect(validatePublishRequest({ ...valid, projectId: null })).toEqual([
      { section: 'project', code: 'noProject', message: 'No project selected' },
    ]);
  });

  it('keys each violation by its code and the values its sentence names', () => {
    const duplicate = { id: 3, newName: 'Beach ' };
    expect(
      validatePublishRequest({ ...valid, renamedViewpoints: [...valid.renamedViewpoints, duplicate] }),
    ).toEqual([
      {
        section: 'viewpoints',
        code: 'duplicateViewpoint',
        values: { name: 'Beach' },
        message: 'Multiple viewpoints with the name: Beach, viewpoint names need to be unique',
      },
    ]);
  });

  it('requires name, one developer and description', () => {
    expect(messages({ name: ' ', organizations: [], description: '' })).toEqual([
      'Project name is required',
      'Project developer is required',
      'Description is required',
    ]);
    expect(messages({ organizations: [''] })).toEqual(['Project developer is required']);
    expect(messages({ organizations: ['A', 'B'] })).toEqual(['Only one project developer can be given']);
  });

  it('requires at least one viewpoint, with non-empty unique names', () => {
    expect(messages({ renamedViewpoints: [], defaultViewpoint: null })).toEqual([
      'No viewpoints selected',
      'No default viewpoint selected',
    ]);
    expect(messages({ renamedViewpoints: [...valid.renamedViewpoints, { id: 3, newName: '  ' }] })).toEqual([
      'Empty viewpoint name found',
    ]);
    expect(
      messages({ renamedViewpoints: [...valid.renamedViewpoints, { id: 3, newName: 'Beach ' }] }),
    ).toEqual(['Multiple viewpoints with the name: Beach, viewpoint names need to be unique']);
  });

  it('allows at most one empty scenario', () => {
    const combinedScenarios = [...valid.combinedScenarios, { combinedName: 'Nothing', scenarioIds: [] }];
    expect(messages({ combinedScenarios })).toEqual(['Multiple empty scenarios found']);
  });

  it('requires unique scenario names', () => {
    const combinedScenarios = [...valid.combinedScenarios, { combinedName: 'Scenario 1', scenarioIds: [11] }];
    expect(messages({ combinedScenarios })).toEqual([
      'Multiple scenarios with the name: Scenario 1, scenario names need to be unique',
    ]);
  });

  it('rejects two scenarios combining the same set, in any order', () => {
    const combinedScenarios = [
      ...valid.combinedScenarios,
      { combinedName: 'Scenario 4', scenarioIds: [11, 10, 11] },
    ];
    expect(messages({ combinedScenarios })).toEqual([
      'Scenario with name Scenario 3 and Scenario 4 are identical',
    ]);
  });

  it('requires at least one scenario and non-empty scenario names', () => {
    expect(messages({ combinedScenarios: [], defaultScenario: null })).toEqual([
      'At least one scenario is required',
      'No default scenario selected',
    ]);
    const combinedScenarios = [...valid.combinedScenarios, { combinedName: '', scenarioIds: [12] }];
    expect(messages({ combinedScenarios })).toEqual(['Empty scenario name found']);
  });

  it('requires non-empty unique tour names', () => {
    expect(messages({ renamedTours: [{ id: 5, newName: '' }] })).toEqual(['Empty tour name found']);
    expect(
      messages({
        renamedTours: [
          { id: 5, newName: 'Flight' },
          { id: 6, newName: 'Flight' },
        ],
      }),
    ).toEqual(['Multiple tours with the name: Flight, tour names need to be unique']);
  });

  it('requires defaults that point into the presentation', () => {
    expect(messages({ defaultScenario: null, defaultViewpoint: null })).toEqual([
      'No default scenario selected',
      'No default viewpoint selected',
    ]);
    expect(messages({ defaultScenario: 3, defaultViewpoint: 99 })).toEqual([
      'The default scenario must be one of the scenarios of the presentation',
      'The default viewpoint must be one of the included viewpoints',
    ]);
  });

  it('lists violations in the form order with their section', () => {
    const sections = validatePublishRequest({
      ...valid,
      projectId: null,
      name: '',
      renamedViewpoints: [],
      combinedScenarios: [],
      renamedTours: [{ id: 1, newName: '' }],
      defaultScenario: null,
      defaultViewpoint: null,
    }).map((v) => v.section);
    expect(sections).toEqual([
      'project',
      'details',
      'viewpoints',
      'scenarios',
      'tours',
      'defaults',
      'defaults',
    ]);
  });
});

describe('sameScenarioSet', () => {
  it('compares as sets', () => {
    expect(sameScenarioSet([1, 2], [2, 1, 1])).toBe(true);
    expect(sameScenarioSet([1, 2], [1])).toBe(false);
    expect(sameScenarioSet([], [])).toBe(true);
  });
});
