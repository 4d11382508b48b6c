import type { PlannerObject } from '@vantage/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { PASTE_OFFSET_METRES, pastedCopies } from './copies';
import { distanceMetres } from './geometry';

beforeAll(activatePlannerEnglish);

const object = (id: number, scenarioId: number, longitude: number, name = `WTG-0${id}`): PlannerObject =>
  ({
    id,
    name,
    scenarioId,
    presetId: 7,
    tagNames: ['north'],
    layout: 'Point',
    plannerObjectDataJson: '{"hubHeight":120}',
    points: [{ longitude, latitude: 52.5 }],
    rotation: { x: 0, y: 0, z: 0, w: 1 },
    plannerObjectTypeId: 1,
    version: 1,
  }) as unknown as PlannerObject;

describe('pastedCopies', () => {
  it('puts the copies in the scenario new objects go to, not the one they were copied from', () => {
    const copies = pastedCopies([object(1, 10, 5.4), object(2, 10, 5.41)], 11);
    expect(copies.map((copy) => copy.scenarioId)).toEqual([11, 11]);
    expect(copies.map((copy) => copy.name)).toEqual(['WTG-01 (copy)', 'WTG-02 (copy)']);
    expect(copies[0]).toMatchObject({
      presetId: 7,
      tagNames: ['north'],
      plannerObjectDataJson: '{"hubHeight":120}',
    });
  });

  it('moves the group by one offset, so it keeps its shape, about 28 m from the originals', () => {
    const originals = [object(1, 10, 5.4), object(2, 10, 5.41)];
    const copies = pastedCopies(originals, 10);
    const [a, b] = originals.map((original) => original.points[0]!);
    const [copyA, copyB] = copies.map((copy) => copy.points[0]!);
    expect(distanceMetres(copyA!, copyB!)).toBeCloseTo(distanceMetres(a!, b!), 1);
    expect(distanceMetres(a!, copyA!)).toBeCloseTo(Math.SQRT2 * PASTE_OFFSET_METRES, 0);
  });
});
