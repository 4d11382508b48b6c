import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { ObjectVersions, withVersions } from './object-versions';

beforeAll(activatePlannerEnglish);

describe('withVersions', () => {
  it('gives each batch item the version it was made on, and none when none is known', () => {
    const versions = new Map([
      [1, 4],
      [2, 1],
    ]);
    expect(
      withVersions(
        [
          { id: 1, name: 'Turbine 1' },
          { id: 2, points: [] },
          { id: 3, name: 'New' },
        ],
        (id) => versions.get(id),
      ),
    ).toEqual([
      { id: 1, name: 'Turbine 1', version: 4 },
      { id: 2, points: [], version: 1 },
      { id: 3, name: 'New' },
    ]);
  });
});

describe('ObjectVersions', () => {
  it('makes a new edit on the listed version', () => {
    const versions = new ObjectVersions();
    const base = versions.editBase(1, 3);
    expect(versions.versionToSend(1, base)).toBe(3);
  });

  it("makes an edit on top of this planner's own save under way on the version that save leaves", () => {
    const versions = new ObjectVersions();
    const first = versions.editBase(1, 3);
    versions.begin([1]);
    // A second nudge before the first answered: the list still says 3.
    const second = versions.editBase(1, 3);
    expect(versions.versionToSend(1, first)).toBe(3);
    versions.wrote([{ id: 1, version: 4 }]);
    versions.end([1]);
    expect(versions.versionToSend(1, second)).toBe(4);
    // Once nothing is under way, the list (refreshed by then) is what the user sees.
    expect(versions.editBase(1, 4)).toBe(4);
  });

  it('sends an edit chained to a refused save on the same stale version, so it is refused too', () => {
    const versions = new ObjectVersions();
    versions.begin([1]);
    const chained = versions.editBase(1, 3);
    versions.notWritten([{ id: 1, version: 3 }]);
    versions.end([1]);
    expect(versions.versionToSend(1, chained)).toBe(3);
  });

  it("makes undo and redo on this planner's own last write, not on a teammate's later version", () => {
    const versions = new ObjectVersions();
    versions.wrote([{ id: 1, version: 4 }]);
    // A teammate's change brought version 5 into the list: an undo made on 4 is refused.
    expect(versions.undoBase(1, 5)).toBe(4);
    // An object this planner never wrote: the listed version.
    expect(versions.undoBase(2, 7)).toBe(7);
  });
});
