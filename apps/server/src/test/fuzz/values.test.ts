import { describe, expect, it } from 'vitest';
import { type Schema, seededRandom, valueFor } from './values.js';

describe('the fuzz value generator', () => {
  it('repeats its values for the same seed and differs for another', () => {
    const schema: Schema = {
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string', maxLength: 20 }, sortOrder: { type: 'integer', minimum: 0 } },
    };
    const draw = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 50 }, () => valueFor(schema, {}, random, 'boundary'));
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('keeps valid values inside the schema and pushes invalid ones outside it', () => {
    const random = seededRandom(7);
    const schema: Schema = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };
    for (let i = 0; i < 200; i++) {
      const value = valueFor(schema, {}, random, 'valid') as number;
      expect(Number.isInteger(value) && value >= 1 && value <= 2_147_483_647).toBe(true);
    }
    const invalid = Array.from({ length: 200 }, () => valueFor(schema, {}, random, 'invalid'));
    expect(invalid.some((value) => typeof value !== 'number' || value < 1 || value > 2_147_483_647)).toBe(
      true,
    );
  });

  it('fills every required property of a valid object and resolves $ref', () => {
    const random = seededRandom(1);
    const components: Record<string, Schema> = {
      Point: {
        type: 'object',
        required: ['x', 'y'],
        properties: { x: { type: 'number' }, y: { type: 'number' } },
      },
    };
    for (let i = 0; i < 50; i++) {
      const value = valueFor({ $ref: '#/components/schemas/Point' }, components, random, 'valid');
      expect(value).toEqual({ x: expect.any(Number), y: expect.any(Number) });
    }
  });
});
