import { describe, expect, it } from 'vitest';
import { formatAltitude, formatCoordinates, formatHeading, normalizeHeading } from './format';

describe('viewer formats', () => {
  it('writes headings as degrees with a compass point, whatever the turn', () => {
    expect(formatHeading(250)).toBe('250° (W)');
    expect(formatHeading(-45)).toBe('315° (NW)');
    expect(formatHeading(359)).toBe('359° (N)');
    expect(normalizeHeading(720)).toBe(0);
  });

  it('writes coordinates with hemispheres and altitude in metres', () => {
    expect(formatCoordinates(52.6205, 4.624)).toBe('52.62050° N, 4.62400° E');
    expect(formatCoordinates(-33.9, -70.1)).toBe('33.90000° S, 70.10000° W');
  });

  it('writes an altitude (eye height) as it was entered, to the centimetre, never rounded to whole metres', () => {
    expect(formatAltitude(1.6)).toBe('1.6 m');
    expect(formatAltitude(1.75)).toBe('1.75 m');
    expect(formatAltitude(2)).toBe('2 m');
    expect(formatAltitude(6.04)).toBe('6.04 m');
    expect(formatAltitude(322.25)).toBe('322.25 m');
    expect(formatAltitude(1.60000001)).toBe('1.6 m');
    expect(formatAltitude(-0.001)).toBe('0 m');
  });
});
