import { describe, expect, it } from 'vitest';
import { MAX_RETRY_DELAY_MS, retryDelayMs } from './backoff.js';

describe('retryDelayMs', () => {
  it('waits the base after the first failure and doubles with each further one', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000,
    ]);
  });

  it('never waits longer than an hour, even after many failures', () => {
    expect(retryDelayMs(8, 30_000)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(1_000, 30_000)).toBe(MAX_RETRY_DELAY_MS);
  });

  it('retries at once with a base of zero', () => {
    expect(retryDelayMs(3, 0)).toBe(0);
  });
});
