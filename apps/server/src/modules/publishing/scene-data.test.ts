import { PLANNER_OBJECT_KINDS } from '@vantage/contracts';
import { describe, expect, it } from 'vitest';
import { sceneDataJson, shownInViewer } from './scene-data.js';

describe('what the public viewer is given of a planner object', () => {
  it('leaves receptors and the site boundary out, keeps turbines, existing turbines and rows from before the kinds', () => {
    const shown = Object.values(PLANNER_OBJECT_KINDS)
      .filter((kind) => shownInViewer(kind.typeId))
      .map((kind) => kind.key);
    expect(shown).toEqual(['turbine', 'solar', 'cable', 'powerLine', 'existingTurbine']);
    expect(shownInViewer(99)).toBe(true);
  });

  it("keeps an existing turbine's dimensions and drops its park name", () => {
    expect(sceneDataJson('{"hubHeight":100,"rotorDiameter":112,"parkName":"Windpark Noord"}')).toBe(
      '{"hubHeight":100,"rotorDiameter":112}',
    );
  });
});
