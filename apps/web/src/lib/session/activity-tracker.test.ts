import { describe, expect, it } from 'vitest';
import { ACTIVITY_CHECK_INTERVAL_MS, createActivityTracker, idleThresholdMs } from './activity-tracker';

const MINUTE = 60_000;

/** Runs the 5-second checks from `from` to `to` and answers the changes they reported. */
function checks(tracker: ReturnType<typeof createActivityTracker>, from: number, to: number) {
  const changes: Array<[number, boolean]> = [];
  for (let t = from; t <= to; t += ACTIVITY_CHECK_INTERVAL_MS) {
    const change = tracker.check(t);
    if (change !== undefined) changes.push([t, change]);
  }
  return changes;
}

describe('activity tracker', () => {
  it('turns inactive at the first check after the idle threshold and reports only changes', () => {
    const tracker = createActivityTracker({ idleMs: idleThresholdMs(5), now: 0 });
    expect(tracker.active).toBe(true);
    tracker.noteInput(60_000);
    // Last movement at 1:00: active until 6:00, first check that sees it idle is 6:00.
    expect(checks(tracker, 5_000, 10 * MINUTE)).toEqual([[6 * MINUTE, false]]);
    expect(tracker.active).toBe(false);
  });

  it('turns active again at the next check after the mouse moves', () => {
    const tracker = createActivityTracker({ idleMs: 5 * MINUTE, now: 0 });
    expect(tracker.check(5 * MINUTE)).toBe(false);
    tracker.noteInput(5 * MINUTE + 1_000);
    expect(tracker.check(5 * MINUTE + 5_000)).toBe(true);
    expect(tracker.check(5 * MINUTE + 10_000)).toBeUndefined();
  });

  it('is inactive at once when the page is hidden, and active after it is shown again', () => {
    const tracker = createActivityTracker({ idleMs: 5 * MINUTE, now: 0 });
    expect(tracker.hide()).toBe(false);
    expect(tracker.hide()).toBeUndefined();
    tracker.noteInput(10_000);
    expect(tracker.check(15_000)).toBeUndefined();
    tracker.show(20_000);
    expect(tracker.check(25_000)).toBe(true);
  });

  it('with a threshold of 0 never turns idle, only hidden', () => {
    const tracker = createActivityTracker({ idleMs: idleThresholdMs(0), now: 0 });
    expect(checks(tracker, 5_000, 120 * MINUTE)).toEqual([]);
    expect(tracker.hide()).toBe(false);
    tracker.show(121 * MINUTE);
    expect(tracker.check(121 * MINUTE + 5_000)).toBe(true);
  });

  it('starts inactive in a page opened in the background', () => {
    const tracker = createActivityTracker({ idleMs: 5 * MINUTE, now: 0, hidden: true });
    expect(tracker.active).toBe(false);
    expect(tracker.check(5_000)).toBeUndefined();
    tracker.show(6_000);
    expect(tracker.check(10_000)).toBe(true);
  });

  it('ignores input timestamps older than the latest one', () => {
    const tracker = createActivityTracker({ idleMs: 5 * MINUTE, now: 0 });
    tracker.noteInput(4 * MINUTE);
    tracker.noteInput(1 * MINUTE);
    expect(tracker.check(8 * MINUTE)).toBeUndefined();
    expect(tracker.check(9 * MINUTE)).toBe(false);
  });
});
