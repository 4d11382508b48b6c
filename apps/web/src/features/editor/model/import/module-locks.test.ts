import { PLANNER_OBJECT_KINDS, type PlannerObjectKindKey } from '@vantage/contracts';
import { kindLockedDetail } from '@vantage/contracts/gates/modules';
import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../../i18n/planner-test-i18n';
import { inEnglish } from './english.test-support';
import { parseImportFile } from './index';
import { moduleLockErrors } from './module-locks';

beforeAll(activatePlannerEnglish);

const solarLocked = (kind: PlannerObjectKindKey) =>
  PLANNER_OBJECT_KINDS[kind].module === 'Solar' ? kindLockedDetail(PLANNER_OBJECT_KINDS[kind]) : null;

const square = (west: number) => [
  [
    [west, 52],
    [west + 0.01, 52],
    [west + 0.01, 52.01],
    [west, 52.01],
    [west, 52],
  ],
];

describe('import of a file holding a locked kind', () => {
  it('names the features of the locked kind and leaves the others alone', () => {
    const file = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { name: 'T1' }, geometry: { type: 'Point', coordinates: [5, 52] } },
        {
          type: 'Feature',
          properties: { name: 'Field A' },
          geometry: { type: 'Polygon', coordinates: square(5) },
        },
        { type: 'Feature', properties: { name: 'T2' }, geometry: { type: 'Point', coordinates: [5.1, 52] } },
        {
          type: 'Feature',
          properties: { name: 'Field B' },
          geometry: { type: 'Polygon', coordinates: square(5.2) },
        },
      ],
    });
    const { objects, errors } = parseImportFile('plan.geojson', file, {
      system: { epsgCode: 4326 } as never,
    });
    expect(errors).toEqual([]);
    expect(inEnglish(moduleLockErrors(objects, solarLocked))).toEqual([
      {
        message:
          'Feature 2, Feature 4: Solar fields are part of the Solar module, which is not unlocked for your subscription.',
      },
    ]);
    expect(moduleLockErrors(objects, () => null)).toEqual([]);
  });

  it('counts the places past the tenth', () => {
    const objects = Array.from({ length: 12 }, (_, index) => ({
      kind: 'solar' as const,
      source: `Row ${index + 2}`,
    }));
    const [error] = moduleLockErrors(objects, solarLocked);
    expect(error?.message).toMatch(
      /^Row 2, Row 3, .*Row 11 and 2 more: Solar fields are part of the Solar module/,
    );
  });
});

describe('the lock check of a large file', () => {
  it("asks each kind's lock once, not once per object", () => {
    const objects = Array.from({ length: 5_000 }, (_, index) => ({
      kind: index % 2 === 0 ? ('solar' as const) : ('turbine' as const),
      source: `Row ${index + 2}`,
    }));
    let asked = 0;
    const [error, ...rest] = moduleLockErrors(objects, (kind) => {
      asked += 1;
      return solarLocked(kind);
    });
    expect(asked).toBe(2);
    expect(rest).toEqual([]);
    expect(error?.message).toMatch(/^Row 2, Row 4, .*Row 20 and 2490 more: Solar fields are part/);
  });
});
