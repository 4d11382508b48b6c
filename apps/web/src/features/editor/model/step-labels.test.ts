import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import {
  addPresetStepLabel,
  addStepLabel,
  deletePresetStepLabel,
  deleteStepLabel,
  moveScenarioStepLabel,
  presetStepLabel,
  scenarioStepLabel,
  tourStepLabel,
  viewpointStepLabel,
} from './step-labels';

beforeAll(activatePlannerEnglish);

describe('the names of history steps', () => {
  it('says what changed', () => {
    expect(scenarioStepLabel({ name: 'Scenario 1' }, { name: 'North' })).toBe('Rename scenario');
    expect(viewpointStepLabel({ name: 'Viewpoint 1' }, { position: {} })).toBe('Move Viewpoint 1');
    expect(viewpointStepLabel({ name: 'Viewpoint 1' }, { pan: 10 })).toBe('Turn Viewpoint 1');
    expect(tourStepLabel({ name: 'Tour 1', viewpointIds: [1, 2] }, { viewpointIds: [2, 1] })).toBe(
      'Reorder Tour 1',
    );
    expect(tourStepLabel({ name: 'Tour 1', viewpointIds: [1, 2] }, { viewpointIds: [1] })).toBe(
      'Change the stops of Tour 1',
    );
    expect(presetStepLabel({ name: 'V150' }, { name: 'V162' })).toBe('Change preset V150');
  });

  it('names the making, deleting and moving of records', () => {
    expect(addStepLabel('Viewpoint 3')).toBe('Add Viewpoint 3');
    expect(deleteStepLabel('Church')).toBe('Delete Church');
    expect(addPresetStepLabel('V150')).toBe('Add preset V150');
    expect(deletePresetStepLabel('V150')).toBe('Delete preset V150');
    expect(moveScenarioStepLabel('North', true)).toBe('Move North up');
    expect(moveScenarioStepLabel('North', false)).toBe('Move North down');
  });
});
