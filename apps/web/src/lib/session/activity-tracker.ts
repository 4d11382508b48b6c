/**
 * Spec section 4 "Session": the client is active while the user moved the mouse within the
 * idle threshold (section 9: default 5 minutes, a build setting; 0 disables the threshold),
 * checked every 5 seconds, and inactive once the page is hidden or unloaded. Only changes
 * are reported. Time is passed in, so the rules are tested without waiting.
 */
export const ACTIVITY_CHECK_INTERVAL_MS = 5_000;

export type ActivityTracker = {
  /** The state last reported (or assumed at start: claiming the client id marks it active). */
  readonly active: boolean;
  /** The user moved the mouse (or used keys or touch) at `now`. */
  noteInput(now: number): void;
  /** The periodic check: answers the new state when it changed, else undefined. */
  check(now: number): boolean | undefined;
  /** The page is hidden or leaving: inactive at once. Answers false if that is a change. */
  hide(): false | undefined;
  /** The page is visible again: the user came back to it, which counts as input. */
  show(now: number): void;
};

export function createActivityTracker(options: {
  /** Idle threshold in ms; 0 disables it (active whenever the page is visible). */
  idleMs: number;
  now: number;
  hidden?: boolean;
}): ActivityTracker {
  let lastInput = options.now;
  let hidden = options.hidden ?? false;
  let reported = !hidden;

  const isActive = (now: number) => !hidden && (options.idleMs <= 0 || now - lastInput < options.idleMs);

  return {
    get active() {
      return reported;
    },
    noteInput(now) {
      lastInput = Math.max(lastInput, now);
    },
    check(now) {
      const active = isActive(now);
      if (active === reported) return undefined;
      reported = active;
      return active;
    },
    hide() {
      hidden = true;
      if (!reported) return undefined;
      reported = false;
      return false;
    },
    show(now) {
      hidden = false;
      lastInput = Math.max(lastInput, now);
    },
  };
}

/** The idle threshold of the build setting, in ms (VITE_IDLE_MINUTES). */
export function idleThresholdMs(idleMinutes: number): number {
  return Math.max(0, idleMinutes) * 60_000;
}
