import { computeShadowFlicker } from '@vantage/contracts/studies/shadow-flicker';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../http/problem.js';
import type { ShadowFlickerInput } from './study-functions.js';
import { StudyPool } from './study-pool.js';

/** Two turbines and three houses north-west, north and north-east of them at 52° N. */
const input: ShadowFlickerInput = {
  turbines: [
    { x: 0, y: 0, groundHeight: 10, hubHeight: 120, rotorDiameter: 130 },
    { x: 400, y: 0, groundHeight: 10, hubHeight: 120, rotorDiameter: 130 },
  ],
  receptors: [
    { x: -300, y: 300, groundHeight: 10 },
    { x: 200, y: 500, groundHeight: 10 },
    { x: 700, y: 300, groundHeight: 10 },
  ],
  settings: { year: 2027, timeZone: 'Europe/Amsterdam', site: { latitude: 52, longitude: 5, elevation: 10 } },
};

const pools: StudyPool[] = [];
const poolOf = (options: ConstructorParameters<typeof StudyPool>[0]) => {
  const pool = new StudyPool(options);
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

describe('StudyPool', () => {
  it('runs a named study in a worker thread and answers what the pure module computes', async () => {
    const figures = await poolOf({ threads: 1 }).run('shadowFlicker', input);
    const direct = computeShadowFlicker(input.turbines, input.receptors, input.settings);
    expect(figures).toEqual(direct.receptors.map(({ periods: _periods, ...rest }) => rest));
    expect(figures.some((receptor) => receptor.minutes > 0)).toBe(true);
  });

  it('refuses a study beyond its queue with a 503 in words, and runs the ones it took', async () => {
    const pool = poolOf({ threads: 1, maxQueue: 1 });
    const taken = [pool.run('shadowFlicker', input), pool.run('shadowFlicker', input)];
    const refused = pool.run('shadowFlicker', input);
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      status: 503,
      detail: 'The server is busy with other calculations: try again in a few seconds.',
    });
    const answers = await Promise.all(taken);
    expect(answers[0]).toEqual(answers[1]);
  });

  it('ends a study that runs past its time bound, and runs the next', async () => {
    const pool = poolOf({ threads: 1 });
    await expect(pool.run('shadowFlicker', input, { timeoutMs: 5 })).rejects.toMatchObject({
      status: 503,
      detail: expect.stringContaining('took longer than 0 s and was stopped'),
    });
    await expect(pool.run('shadowFlicker', input)).resolves.toHaveLength(3);
  });
});
