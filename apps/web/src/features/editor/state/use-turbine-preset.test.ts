import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { newTurbinePreset } from './use-turbine-preset';

beforeAll(activatePlannerEnglish);

const turbinePreset = { id: 5, plannerObjectTypeId: 1 };
const solarPreset = { id: 6, plannerObjectTypeId: 2 };
const turbine = (id: number, presetId: number | null) => ({ id, presetId, plannerObjectTypeId: 1 });

describe('the preset a new turbine takes', () => {
  it('is asked for when the project has neither turbines nor a turbine preset', () => {
    expect(newTurbinePreset([solarPreset], [{ id: 1, presetId: 6, plannerObjectTypeId: 2 }], null)).toBe(
      'ask',
    );
  });
  it('is the one chosen, once chosen, also none', () => {
    expect(newTurbinePreset([turbinePreset], [], { id: 5 })).toBe(5);
    expect(newTurbinePreset([turbinePreset], [], { id: null })).toBeNull();
  });
  it("is the last turbine's, when nothing was chosen or the choice is gone", () => {
    expect(newTurbinePreset([turbinePreset], [turbine(3, 5), turbine(9, null)], null)).toBeNull();
    expect(newTurbinePreset([turbinePreset], [turbine(9, 5), turbine(3, null)], { id: 77 })).toBe(5);
  });
  it("is the project's first turbine preset before its first turbine", () => {
    expect(newTurbinePreset([solarPreset, turbinePreset], [], null)).toBe(5);
  });
  it('is none when the last turbine has a preset that is gone', () => {
    expect(newTurbinePreset([], [turbine(3, 5)], null)).toBeNull();
  });
});
