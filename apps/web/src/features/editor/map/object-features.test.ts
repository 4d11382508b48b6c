import type { PlannerObject } from '@vantage/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXISTING_TURBINE_DEFAULTS, RECEPTOR_MARKS } from '@/lib/plan/object-specs';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { nextName } from '../state/use-planner-actions';
import { boundsOf, geometryOf, objectFeatures, receptorFootprintFeatures } from './object-features';

beforeAll(activatePlannerEnglish);

const object = (
  id: number,
  layout: PlannerObject['layout'],
  points: [number, number][],
  typeId = 1,
): PlannerObject => ({
  id,
  name: `Object ${id}`,
  projectId: 1,
  presetId: null,
  scenarioId: 5,
  tagNames: [],
  layout,
  plannerObjectDataJson: '{}',
  points: points.map(([longitude, latitude]) => ({ longitude, latitude })),
  version: 1,
  rotation: { x: 0, y: 0, z: 0, w: 1 },
  plannerObjectTypeId: typeId,
});

describe('the map features of the plan', () => {
  it('closes an area ring, keeps a path open and draws a point', () => {
    expect(
      geometryOf(
        'Area',
        object(1, 'Area', [
          [0, 0],
          [1, 0],
          [1, 1],
        ]).points,
      ),
    ).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 0],
        ],
      ],
    });
    expect(
      geometryOf(
        'Path',
        object(1, 'Path', [
          [0, 0],
          [1, 1],
        ]).points,
      ).type,
    ).toBe('LineString');
    expect(geometryOf('Point', object(1, 'Point', [[4, 52]]).points)).toEqual({
      type: 'Point',
      coordinates: [4, 52],
    });
  });

  it('marks kind, scenario colour, selection, spacing and flags; colours what belongs to the project by its kind', () => {
    const objects = [
      object(1, 'Point', [[4, 52]]),
      object(
        2,
        'Path',
        [
          [4, 52],
          [4.1, 52],
        ],
        3,
      ),
      { ...object(3, 'Point', [[4, 52.1]], 5), plannerObjectDataJson: '{"category":"school"}' },
      object(4, 'Point', [[4.2, 52]], 7),
    ];
    const features = objectFeatures(objects, {
      scenarios: [
        {
          id: 5,
          projectId: 1,
          name: 'S',
          visible: true,
          color: 'ff0000',
          tagNames: [],
          scenarioDataJson: '{}',
          sortOrder: 0,
          version: 1,
        },
      ],
      selection: new Set([2]),
      tooClose: new Set([1]),
      flagged: new Set([1]),
    });
    const base = { selected: false, tooClose: false, flagged: false };
    expect(features.features.map((feature) => feature.properties)).toEqual([
      { ...base, id: 1, kind: 'turbine', name: 'Object 1', color: '#ff0000', tooClose: true, flagged: true },
      { ...base, id: 2, kind: 'cable', name: 'Object 2', color: '#ff0000', selected: true },
      { ...base, id: 3, kind: 'receptor', name: 'Object 3', color: RECEPTOR_MARKS.school.color },
      { ...base, id: 4, kind: 'existingTurbine', name: 'Object 4', color: EXISTING_TURBINE_DEFAULTS.color },
    ]);
  });

  it('draws a receptor’s kept building outline, closed, in its category’s colour, and nothing for receptors without one or other kinds', () => {
    const outline = [
      [5, 52],
      [5.0002, 52],
      [5.0002, 52.0001],
      [5, 52.0001],
    ];
    const withFootprint = (id: number, typeId: number, footprint: unknown) => ({
      ...object(id, 'Point', [[5.0001, 52.00005]], typeId),
      plannerObjectDataJson: JSON.stringify({ category: 'dwelling', footprint }),
    });
    const features = receptorFootprintFeatures(
      [
        withFootprint(1, 5, [outline]),
        withFootprint(2, 5, [[...outline, outline[0]]]),
        { ...object(3, 'Point', [[5, 52]], 5), plannerObjectDataJson: '{"category":"school"}' },
        withFootprint(4, 5, 'not an outline'),
        withFootprint(5, 1, [outline]),
      ],
      new Set([2]),
    );
    const closed = [...outline, outline[0]];
    expect(features.features.map((f) => [f.properties, f.geometry])).toEqual([
      [
        { id: 1, color: RECEPTOR_MARKS.dwelling.color, selected: false },
        { type: 'Polygon', coordinates: [closed] },
      ],
      [
        { id: 2, color: RECEPTOR_MARKS.dwelling.color, selected: true },
        { type: 'Polygon', coordinates: [closed] },
      ],
    ]);
  });

  it('bounds every point, and has none for an empty plan', () => {
    expect(
      boundsOf([
        object(1, 'Point', [[4, 52]]),
        object(2, 'Path', [
          [3, 53],
          [5, 51],
        ]),
      ]),
    ).toEqual([3, 51, 5, 53]);
    expect(boundsOf([])).toBeUndefined();
  });

  it('names new objects after the highest number in use', () => {
    const named = (name: string) => ({ ...object(1, 'Point', [[0, 0]]), name });
    expect(nextName('turbine', [])).toBe('Turbine 1');
    expect(nextName('turbine', [named('Turbine 2'), named('Turbine 9'), named('Turbine x')])).toBe(
      'Turbine 10',
    );
    expect(nextName('solar', [named('Turbine 2')])).toBe('Solar field 1');
  });
});
