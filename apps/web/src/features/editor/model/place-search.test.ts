import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { RD_NEW } from './import/fixtures/systems';
import { asksGeocoder, geocoderChoices, placeOf } from './place-search';

beforeAll(activatePlannerEnglish);

const objects = [
  { name: 'Turbine 1', points: [{ longitude: 5.1, latitude: 52.1 }] },
  {
    name: 'Cable to substation',
    points: [
      { longitude: 5, latitude: 52 },
      { longitude: 5.2, latitude: 52.2 },
    ],
  },
];

describe('placeOf', () => {
  it('reads two numbers in the project’s system first', () => {
    const place = placeOf('155000, 463000', { project: RD_NEW, listed: [] }, objects)!;
    expect(place.latitude).toBeCloseTo(52.15517, 4);
    expect(place.longitude).toBeCloseTo(5.38721, 4);
  });

  it('reads latitude and longitude when the project’s system does not take them', () => {
    expect(placeOf('52.37 4.89', { project: RD_NEW, listed: [] }, objects)).toEqual({
      latitude: 52.37,
      longitude: 4.89,
    });
  });

  it('tries the other listed systems', () => {
    const place = placeOf('155000; 463000', { project: undefined, listed: [RD_NEW] }, objects)!;
    expect(place.latitude).toBeCloseTo(52.15517, 4);
  });

  it('finds an object by a part of its name, at the middle of its points', () => {
    expect(placeOf('substation', { project: RD_NEW, listed: [] }, objects)).toEqual({
      longitude: 5.1,
      latitude: 52.1,
    });
    expect(placeOf('nothing like it', { project: RD_NEW, listed: [] }, objects)).toBeUndefined();
  });
});

describe('asksGeocoder', () => {
  it('asks for a name when a geocoder is configured, never for coordinates, an empty text or over 200 characters', () => {
    expect(asksGeocoder(' Utrecht ', true)).toBe(true);
    expect(asksGeocoder('Utrecht', false)).toBe(false);
    expect(asksGeocoder('52.37 4.89', true)).toBe(false);
    expect(asksGeocoder('155000, 463000', true)).toBe(false);
    expect(asksGeocoder('   ', true)).toBe(false);
    expect(asksGeocoder('x'.repeat(200), true)).toBe(true);
    expect(asksGeocoder('x'.repeat(201), true)).toBe(false);
  });
});

describe('geocoderChoices', () => {
  it('keeps the geocoder’s order, leaves out repeats and takes at most 10', () => {
    const utrecht = { name: 'Utrecht', longitude: 5.1214, latitude: 52.0907 };
    const places = [
      utrecht,
      { ...utrecht },
      { name: 'Utrecht', longitude: 5.2, latitude: 52.1 },
      ...Array.from({ length: 12 }, (_, i) => ({ name: `Village ${i}`, longitude: 6, latitude: 51 })),
    ];
    const choices = geocoderChoices(places);
    expect(choices).toHaveLength(10);
    expect(choices.slice(0, 3)).toEqual([
      utrecht,
      { name: 'Utrecht', longitude: 5.2, latitude: 52.1 },
      { name: 'Village 0', longitude: 6, latitude: 51 },
    ]);
  });
});
