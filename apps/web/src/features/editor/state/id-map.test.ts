import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { IdMap } from './id-map';

beforeAll(activatePlannerEnglish);

describe('IdMap', () => {
  it('leads an id through each re-creation to the current one', () => {
    const ids = new IdMap();
    expect(ids.resolve(7)).toBe(7);
    ids.moved(7, 12);
    expect(ids.resolve(7)).toBe(12);
    // The object made again once more: a command that knew it as 7 or as 12 finds it.
    ids.moved(12, 30);
    expect(ids.resolve(7)).toBe(30);
    expect(ids.resolve(12)).toBe(30);
    // A command that knew the oldest id reports the newest one without a loop.
    ids.moved(7, 31);
    expect(ids.resolve(7)).toBe(31);
    expect(ids.resolve(30)).toBe(31);
    expect(ids.resolve(99)).toBe(99);
  });
});
