import { describe, expect, it } from 'vitest';
import { compassPoint, lookingDirection, wholeBearing } from './compass';

describe('compass words', () => {
  it('names the 16 points 22.5° apart, clockwise from north', () => {
    const points = Array.from({ length: 16 }, (_, i) => compassPoint(i * 22.5 + 0.4));
    expect(points).toEqual([
      'north',
      'north-north-east',
      'north-east',
      'east-north-east',
      'east',
      'east-south-east',
      'south-east',
      'south-south-east',
      'south',
      'south-south-west',
      'south-west',
      'west-south-west',
      'west',
      'west-north-west',
      'north-west',
      'north-north-west',
    ]);
  });

  it('says where a viewpoint looks with its whole degrees', () => {
    expect(lookingDirection(315)).toBe('Looking north-west (315°)');
    expect(lookingDirection(250)).toBe('Looking west-south-west (250°)');
    expect(lookingDirection(-45)).toBe('Looking north-west (315°)');
    expect(lookingDirection(720 + 90)).toBe('Looking east (90°)');
  });

  it('rounds the degrees first, so that the word agrees with the number printed beside it', () => {
    expect(wholeBearing(359.6)).toBe(0);
    expect(lookingDirection(359.6)).toBe('Looking north (0°)');
    // 11.25° is halfway between north and north-north-east; printed as 11°, it is north.
    expect(lookingDirection(11.25)).toBe('Looking north (11°)');
    expect(lookingDirection(12)).toBe('Looking north-north-east (12°)');
  });
});
