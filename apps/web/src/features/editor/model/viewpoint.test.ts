import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { offsetPoint } from './geometry';
import { nextNumberedName } from './numbered-name';
import {
  bearingBetween,
  compassDegrees,
  defaultPan,
  fromUtcFieldValue,
  sunText,
  utcFieldValue,
} from './viewpoint';

beforeAll(activatePlannerEnglish);

const LELYSTAD = { longitude: 5.418, latitude: 52.496 };

describe('a new viewpoint', () => {
  it('is named after the highest number in use, whatever the gaps', () => {
    expect(nextNumberedName('Viewpoint', [])).toBe('Viewpoint 1');
    expect(
      nextNumberedName('Viewpoint', [
        { name: 'Viewpoint 2' },
        { name: 'Church square' },
        { name: 'Viewpoint 7' },
      ]),
    ).toBe('Viewpoint 8');
    expect(nextNumberedName('Tour', [{ name: 'Viewpoint 4' }, { name: 'Tour 1 (copy)' }])).toBe('Tour 1');
  });

  it('looks at the centre of the turbines', () => {
    const east = [offsetPoint(LELYSTAD, 2000, 500), offsetPoint(LELYSTAD, 2000, -500)];
    expect(defaultPan(LELYSTAD, east)).toBe(90);
    const northEast = [offsetPoint(LELYSTAD, 1000, 1000)];
    expect(defaultPan(LELYSTAD, northEast)).toBe(45);
    const southWest = [offsetPoint(LELYSTAD, -3000, -3000), offsetPoint(LELYSTAD, -1000, -1000)];
    expect(defaultPan(LELYSTAD, southWest)).toBe(225);
  });

  it('looks north without turbines, or when it stands on their centre', () => {
    expect(defaultPan(LELYSTAD, [])).toBe(0);
    const around = [offsetPoint(LELYSTAD, 500, 0), offsetPoint(LELYSTAD, -500, 0)];
    expect(defaultPan(LELYSTAD, around)).toBe(0);
  });

  it('measures bearings clockwise from north', () => {
    expect(bearingBetween(LELYSTAD, offsetPoint(LELYSTAD, 0, 100))).toBeCloseTo(0, 6);
    expect(bearingBetween(LELYSTAD, offsetPoint(LELYSTAD, -100, 0))).toBeCloseTo(270, 6);
  });

  it('saves directions from 0 up to 360', () => {
    expect(compassDegrees(-90)).toBe(270);
    expect(compassDegrees(360)).toBe(0);
    expect(compassDegrees(359.97)).toBe(0);
    expect(compassDegrees(123.44)).toBe(123.4);
  });
});

describe('the sun in words', () => {
  it('is high in the south at midsummer noon in the Netherlands', () => {
    // Solar noon at 5.4° E is about 11:40 UTC; the sun then stands 90 − 52.5 + 23.4 ≈ 61° high.
    expect(sunText(LELYSTAD, '2026-06-21T11:40:00Z')).toMatch(
      /^Sun 1(7[5-9]|8\d)° \(S\), 6[01]° above the horizon$/,
    );
  });

  it('says when the sun is below the horizon', () => {
    // Midsummer midnight: the sun is about 14° below the northern horizon.
    expect(sunText(LELYSTAD, '2026-06-21T23:40:00Z')).toMatch(/^Sun \d+° \(N\), below the horizon$/);
  });

  it("uses the viewer's default, noon UTC of the day, when the viewpoint names no time", () => {
    const today = new Date('2026-06-21T05:00:00Z');
    expect(sunText(LELYSTAD, null, today)).toBe(sunText(LELYSTAD, '2026-06-21T12:00:00Z'));
  });
});

describe('the date and time field (UTC)', () => {
  it('shows a time of any offset in UTC, to the minute', () => {
    expect(utcFieldValue('2026-06-21T16:30:45+02:00')).toBe('2026-06-21T14:30');
    expect(utcFieldValue(null)).toBe('');
    expect(utcFieldValue('not a time')).toBe('');
  });

  it('reads back what it shows as UTC, empty as none, anything else as not a time', () => {
    expect(fromUtcFieldValue('2026-06-21T14:30')).toBe('2026-06-21T14:30:00.000Z');
    expect(fromUtcFieldValue('')).toBeNull();
    expect(fromUtcFieldValue('21-06-2026 14:30')).toBeUndefined();
    expect(fromUtcFieldValue('2026-13-45T14:30')).toBeUndefined();
  });
});
