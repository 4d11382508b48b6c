import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ItemEvent } from '@/lib/hub/item-events';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import {
  CHANGE_MARK_MS,
  changeMarkOf,
  changeMarks,
  clearChangeMarks,
  markChanges,
  marksOf,
} from './change-marks';

beforeAll(activatePlannerEnglish);

const ann = { userId: 'u-ann', name: 'Ann Smith' };
const event = (change: Partial<ItemEvent>): ItemEvent => ({
  name: 'OnItemUpdated',
  kind: 'plannerObject',
  id: 4,
  projectId: 7,
  changedBy: ann,
  ...change,
});

describe('marksOf', () => {
  it('marks objects and viewpoints someone else changed, each object of a batch', () => {
    expect(marksOf(event({ ids: [4, 5] }), 'u-me', 1000)).toEqual([
      { kind: 'plannerObject', id: 4, name: 'Ann Smith', until: 1000 + CHANGE_MARK_MS },
      { kind: 'plannerObject', id: 5, name: 'Ann Smith', until: 1000 + CHANGE_MARK_MS },
    ]);
    expect(marksOf(event({ name: 'OnItemAdded', kind: 'viewpoint', id: 2 }), 'u-me', 0)).toEqual([
      { kind: 'viewpoint', id: 2, name: 'Ann Smith', until: CHANGE_MARK_MS },
    ]);
  });

  it("does not mark the user's own changes, deletions, other kinds or changes without an author", () => {
    expect(marksOf(event({ changedBy: { userId: 'U-ANN', name: 'Ann' } }), 'u-ann', 0)).toEqual([]);
    expect(marksOf(event({ name: 'OnItemDeleted' }), 'u-me', 0)).toEqual([]);
    expect(marksOf(event({ kind: 'scenario' }), 'u-me', 0)).toEqual([]);
    expect(marksOf(event({ changedBy: undefined }), 'u-me', 0)).toEqual([]);
  });
});

describe('markChanges', () => {
  afterEach(() => {
    clearChangeMarks();
    vi.useRealTimers();
  });

  it('keeps a mark for 10 s, renewed by a later change', () => {
    vi.useFakeTimers();
    markChanges(event({ id: 4 }), 'u-me');
    markChanges(event({ id: 5 }), 'u-ann');
    expect(changeMarkOf(changeMarks(), 'plannerObject', 4)).toBe('Ann Smith');
    expect(changeMarkOf(changeMarks(), 'plannerObject', 5)).toBeUndefined();
    vi.advanceTimersByTime(CHANGE_MARK_MS / 2);
    markChanges(event({ id: 4, changedBy: { userId: 'u-bo', name: 'Bo Berg' } }), 'u-me');
    vi.advanceTimersByTime(CHANGE_MARK_MS / 2 + 1);
    expect(changeMarkOf(changeMarks(), 'plannerObject', 4)).toBe('Bo Berg');
    vi.advanceTimersByTime(CHANGE_MARK_MS / 2);
    expect(changeMarkOf(changeMarks(), 'plannerObject', 4)).toBeUndefined();
    expect(changeMarks().size).toBe(0);
  });
});
