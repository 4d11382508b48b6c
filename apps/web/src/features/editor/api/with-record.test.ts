import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { withRecord } from './with-record';

beforeAll(activatePlannerEnglish);

describe('withRecord', () => {
  const a = { id: 1, version: 1 };
  const b = { id: 2, version: 3 };
  it("puts the write's answer in place of the record its event added first, never twice", () => {
    expect(withRecord([a, b], { id: 2, version: 3 })).toEqual([a, b]);
    expect(withRecord([a, b], { id: 2, version: 4 })).toEqual([a, { id: 2, version: 4 }]);
    expect(withRecord([a], b)).toEqual([a, b]);
  });
  it('keeps a later version the list already holds', () => {
    expect(withRecord([a, b], { id: 2, version: 2 })).toEqual([a, b]);
  });
});
