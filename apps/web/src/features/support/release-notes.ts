import type { Notification } from '@vantage/contracts';

/**
 * Release notes newer than the last time the user opened them (spec sections 2 and 3: the
 * banner's "new release notes" notice; the last-viewed date is a local preference). Never
 * opened: every note is new.
 */
export function newReleaseNotes(
  notes: readonly Pick<Notification, 'notificationDate'>[],
  lastViewed: string | null,
): number {
  const lastViewedTime = lastViewed ? Date.parse(lastViewed) : Number.NEGATIVE_INFINITY;
  const since = Number.isNaN(lastViewedTime) ? Number.NEGATIVE_INFINITY : lastViewedTime;
  return notes.filter((note) => Date.parse(note.notificationDate) > since).length;
}
