import { describe, expect, it } from 'vitest';
import {
  formatAltitude,
  formatAngle,
  formatCoordinates,
  formatCount,
  formatHeading,
  formatLength,
  formatUtcDateTime,
} from './format';
import { localeFromLanguages, pickLocale } from './locale';
import { testI18n } from './test-i18n';

describe('the locale of the public viewer', () => {
  it('is the first browser language we have, by its language subtag, else English', () => {
    expect(localeFromLanguages(['nl-NL', 'en-US'])).toBe('nl');
    expect(localeFromLanguages(['fr-FR', 'de-AT', 'nl'])).toBe('de');
    expect(localeFromLanguages(['NL-be'])).toBe('nl');
    expect(localeFromLanguages(['fr', 'es'])).toBe('en');
    expect(localeFromLanguages([])).toBe('en');
  });

  it("is the visitor's remembered choice over the browser's", () => {
    expect(pickLocale('de', ['nl-NL'])).toBe('de');
    expect(pickLocale(null, ['nl-NL'])).toBe('nl');
  });
});

describe('numbers, lengths, angles, positions and times in the locale', () => {
  const en = testI18n('en');
  const nl = testI18n('nl');
  const de = testI18n('de');

  it('writes English as the viewer always did', () => {
    expect(formatLength(en, 12.34)).toBe('12.3 m');
    expect(formatLength(en, 7323, { unit: 'kilometer' })).toBe('7323 km');
    expect(formatAngle(en, -0.04)).toBe('0°');
    expect(formatHeading(en, -110)).toBe('250° (W)');
    expect(formatCoordinates(en, 52.6205, 4.624)).toBe('52.62050° N, 4.62400° E');
    expect(formatCount(en, 1285)).toBe('1,285');
    expect(formatUtcDateTime(en, new Date('2025-06-21T17:30:00Z'))).toBe('2025-06-21 17:30');
  });

  it("writes a viewpoint's eye height as it was entered, to the centimetre, never rounded to whole metres", () => {
    expect(formatAltitude(en, 1.6)).toBe('1.6 m');
    expect(formatAltitude(en, 1.75)).toBe('1.75 m');
    expect(formatAltitude(en, 2)).toBe('2 m');
    expect(formatAltitude(de, 1.75)).toBe('1,75 m');
    expect(formatAltitude(nl, 1.6)).toBe('1,6 m');
  });

  it('writes Dutch and German with their decimal comma, compass points and dates', () => {
    expect(formatLength(nl, 12.34)).toBe('12,3 m');
    expect(formatHeading(nl, 135)).toBe('135° (ZO)');
    expect(formatHeading(de, 135)).toBe('135° (SO)');
    expect(formatCoordinates(de, -33.9, -70.1)).toBe('33,90000° S, 70,10000° W');
    expect(formatCoordinates(nl, -33.9, 4.6)).toBe('33,90000° Z, 4,60000° O');
    expect(formatCount(de, 1285)).toBe('1.285');
    expect(formatUtcDateTime(nl, new Date('2025-06-21T17:30:00Z'))).toBe('21 juni 2025 om 17:30');
    expect(formatUtcDateTime(de, new Date('2025-06-21T17:30:00Z'))).toBe('21. Juni 2025 um 17:30');
  });
});
