import { PLANNER_OBJECT_KINDS } from '@vantage/contracts';
import { describe, expect, it } from 'vitest';
import { sceneDataJson, shownInViewer } from './scene-data.js';

describe('what the public viewer is given of a planner object', () => {
  it('leaves receptors and the site boundary out, keeps turbines, existing turbines and rows from before the kinds', () => {
    const shown = Object.values(PLANNER_OBJECT_KINDS)
      .filter((kind) => shownInViewer(kind.typeId))
      .map((kind) => kind.key);
    expect(shown).toEqual([
      'turbine',
      'solar',
      'cable',
      'powerLine',
      'existingTurbine',
      'substation',
      'transformer',
      'batteryRow',
      'electrolyser',
      'building',
      'mast',
      'noiseBarrier',
    ]);
    expect(shownInViewer(99)).toBe(true);
  });

  it("keeps a stationary object's size, bearing and roof, and drops notes", () => {
    expect(
      sceneDataJson(
        '{"length":24,"width":10,"height":7,"bearing":30,"roof":"gable","roofHeight":2.5,"note":"ask the farmer"}',
      ),
    ).toBe('{"length":24,"width":10,"height":7,"bearing":30,"roofHeight":2.5,"roof":"gable"}');
    expect(sceneDataJson('{"containers":6,"spacing":3,"roof":"<script>"}')).toBe(
      '{"containers":6,"spacing":3}',
    );
  });

  it("keeps an existing turbine's dimensions and drops its park name", () => {
    expect(sceneDataJson('{"hubHeight":100,"rotorDiameter":112,"parkName":"Windpark Noord"}')).toBe(
      '{"hubHeight":100,"rotorDiameter":112}',
    );
  });
});
