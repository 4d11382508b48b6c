import { beforeAll, describe, expect, it } from 'vitest';
import { CABLE_TYPE_ID, LINE_DEFAULTS, SOLAR_DEFAULTS, TURBINE_DEFAULTS } from '@/lib/plan/object-specs';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { offsetPoint } from './geometry';
import { areaProblem, FIELDS, fieldProblem, kindOf, turbineProblem } from './validation';

beforeAll(activatePlannerEnglish);

const ORIGIN = { longitude: 5.4, latitude: 52.5 };
const corners = (...offsets: Array<[number, number]>) =>
  offsets.map(([east, north]) => offsetPoint(ORIGIN, east, north));

describe('FIELDS', () => {
  it("describes every setting the viewer reads, with its default inside the planner's range", () => {
    const keys = Object.fromEntries(
      Object.entries(FIELDS).map(([kind, fields]) => [kind, fields.map((f) => f.key)]),
    );
    expect(keys).toEqual({
      // The figures of a layout also read a turbine's rated power and a field's peak power density.
      turbine: [...Object.keys(TURBINE_DEFAULTS), 'ratedPowerKw'],
      solar: [...Object.keys(SOLAR_DEFAULTS), 'peakPowerDensityMwpPerHa'],
      powerLine: Object.keys(LINE_DEFAULTS),
      cable: ['depth'],
      receptor: [
        'heightAboveGround',
        'windowWidth',
        'windowHeight',
        'windowBearing',
        'windowTilt',
        'windowCentreHeight',
      ],
      siteBoundary: [],
      existingTurbine: ['hubHeight', 'rotorDiameter'],
      substation: ['length', 'width', 'height', 'bays', 'bearing'],
      transformer: ['length', 'width', 'height', 'bearing'],
      batteryRow: ['containers', 'spacing', 'bearing'],
      electrolyser: ['length', 'width', 'height', 'bearing'],
      building: ['length', 'width', 'height', 'roofHeight', 'bearing'],
      mast: ['height', 'baseWidth', 'bearing'],
      noiseBarrier: ['height'],
    });
    expect(fieldProblem('batteryRow', 'containers', 2.5)).toBe(
      'The containers (40 ft) must be a whole number between 1 and 100.',
    );
    for (const [kind, fields] of Object.entries(FIELDS))
      for (const field of fields)
        if (field.defaultValue !== undefined)
          expect(
            fieldProblem(kind as keyof typeof FIELDS, field.key, field.defaultValue),
            field.key,
          ).toBeNull();
  });
});

describe('fieldProblem', () => {
  it('says what range a value must be in, with its unit', () => {
    expect(fieldProblem('turbine', 'hubHeight', 9)).toBe('The hub height must be between 10 and 250 m.');
    expect(fieldProblem('turbine', 'hubHeight', 250)).toBeNull();
    expect(fieldProblem('turbine', 'rotorDiameter', 301)).toBe(
      'The rotor diameter must be between 10 and 300 m.',
    );
    expect(fieldProblem('solar', 'tilt', 61)).toBe('The tilt must be between 0° and 60°.');
    expect(fieldProblem('solar', 'rowSpacing', 0.5)).toBe('The row spacing must be between 1 and 50 m.');
    expect(fieldProblem('solar', 'panelHeight', 0.4)).toBe('The panel height must be between 0.5 and 10 m.');
    expect(fieldProblem('powerLine', 'pylonHeight', 151)).toBe(
      'The pylon height must be between 5 and 150 m.',
    );
    expect(fieldProblem('powerLine', 'span', 40)).toBe(
      'The span between pylons must be between 50 and 2000 m.',
    );
    expect(fieldProblem('cable', 'depth', 0)).toBeNull();
    expect(fieldProblem('cable', 'depth', -1)).toBe('The burial depth must be between 0 and 50 m.');
  });

  it('refuses what is not a number, a colour the viewer would not draw, and unknown settings', () => {
    expect(fieldProblem('turbine', 'hubHeight', '120')).toBe('The hub height must be a number.');
    expect(fieldProblem('turbine', 'hubHeight', Number.NaN)).toBe('The hub height must be a number.');
    expect(fieldProblem('turbine', 'color', '#A0b1C2')).toBeNull();
    expect(fieldProblem('turbine', 'color', 'a0b1c2')).toBeNull();
    expect(fieldProblem('turbine', 'color', 'red')).toBe('The colour must be a hex colour such as #e6e8ea.');
    expect(fieldProblem('solar', 'hubHeight', 100)).toBe('A solar field has no setting "hubHeight".');
  });
});

describe('turbineProblem', () => {
  it('says when the blades would hit the ground', () => {
    expect(turbineProblem({ hubHeight: 100, rotorDiameter: 200 })).toBe(
      'The rotor radius (100 m) is larger than the hub height (100 m): the blades would hit the ground.',
    );
    expect(turbineProblem({ hubHeight: 100.5, rotorDiameter: 200 })).toBeNull();
    expect(turbineProblem({ hubHeight: 100 })).toBeNull();
  });
});

describe('areaProblem', () => {
  it('accepts a simple outline, given open or closed', () => {
    const square = corners([0, 0], [100, 0], [100, 100], [0, 100]);
    expect(areaProblem(square)).toBeNull();
    expect(areaProblem([...square, square[0] as (typeof square)[number]])).toBeNull();
  });

  it('refuses an outline that crosses itself, too few corners, and no area', () => {
    expect(areaProblem(corners([0, 0], [100, 100], [100, 0], [0, 100]))).toBe(
      "The solar field's outline crosses itself.",
    );
    expect(areaProblem(corners([0, 0], [100, 0]))).toBe('A Area needs at least 3 points');
    expect(areaProblem(corners([0, 0], [100, 0], [0, 0]))).toBe('A Area needs at least 3 points');
    expect(areaProblem(corners([0, 0], [50, 0], [100, 0]))).toBe(
      "The solar field's outline encloses no area.",
    );
  });
});

describe('kindOf', () => {
  it('agrees with the viewer: layout first, then the cable type or a burial depth', () => {
    expect(kindOf('Point', 1)).toBe('turbine');
    expect(kindOf('Area', 2)).toBe('solar');
    expect(kindOf('Path', 4)).toBe('powerLine');
    expect(kindOf('Path', CABLE_TYPE_ID)).toBe('cable');
    expect(kindOf('Path', 4, '{"depth":1.2}')).toBe('cable');
    expect(kindOf('Path', 4, '{}', '{"depth":1.2}')).toBe('cable');
    expect(kindOf('Path', 4, 'not json')).toBe('powerLine');
  });
});
