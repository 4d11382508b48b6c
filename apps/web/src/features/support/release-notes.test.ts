import { describe, expect, it } from 'vitest';
import { newReleaseNotes } from './release-notes';

const notes = [
  { notificationDate: '2026-03-01T10:00:00.000Z' },
  { notificationDate: '2026-02-01T10:00:00.000Z' },
];

describe('newReleaseNotes', () => {
  it('counts every note when the notes were never opened', () => {
    expect(newReleaseNotes(notes, null)).toBe(2);
    expect(newReleaseNotes(notes, 'not a date')).toBe(2);
  });

  it('counts the notes newer than the last-viewed date', () => {
    expect(newReleaseNotes(notes, '2026-02-15T00:00:00.000Z')).toBe(1);
    expect(newReleaseNotes(notes, '2026-03-01T10:00:00.000Z')).toBe(0);
    expect(newReleaseNotes([], null)).toBe(0);
  });
});
