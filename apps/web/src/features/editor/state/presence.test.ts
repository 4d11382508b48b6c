import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PresenceEvent, PresenceState } from '@/lib/hub/presence-events';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import {
  alsoHereLabel,
  type Person,
  PRESENCE_HEARTBEAT_MS,
  PRESENCE_TIMEOUT_MS,
  PresenceRoster,
  startPresence,
} from './presence';

beforeAll(activatePlannerEnglish);

const ann = (state: PresenceState, connectionId = 'c-ann'): PresenceEvent => ({
  connectionId,
  userId: 'u-ann',
  name: 'Ann Smith',
  state,
  projectId: 7,
});
const bo = (state: PresenceState): PresenceEvent => ({
  connectionId: 'c-bo',
  userId: 'u-bo',
  name: 'Bo Berg',
  state,
  projectId: 7,
});

describe('PresenceRoster', () => {
  it("answers a newcomer's hello with here, and only that", () => {
    const roster = new PresenceRoster();
    expect(roster.hear(ann('hello'), 0, 'c-me')).toBe('here');
    expect(roster.hear(bo('here'), 0, 'c-me')).toBeNull();
    expect(roster.hear(ann('bye'), 0, 'c-me')).toBeNull();
    expect(roster.people('u-me')).toEqual([{ userId: 'u-bo', name: 'Bo Berg' }]);
  });

  it('ignores its own connection and does not count the user themself', () => {
    const roster = new PresenceRoster();
    expect(roster.hear({ ...ann('hello'), connectionId: 'c-me' }, 0, 'c-me')).toBeNull();
    expect(roster.people('u-me')).toEqual([]);
    // The same user in another tab: answered (that tab wants to know), but not "someone else".
    expect(roster.hear({ ...ann('hello', 'c-my-tab'), userId: 'U-ME' }, 0, 'c-me')).toBe('here');
    expect(roster.people('u-me')).toEqual([]);
  });

  it('shows a person once however many tabs they have open, sorted by name', () => {
    const roster = new PresenceRoster();
    roster.hear(bo('here'), 0, 'c-me');
    roster.hear(ann('here', 'c-ann-1'), 0, 'c-me');
    roster.hear(ann('here', 'c-ann-2'), 0, 'c-me');
    expect(roster.people('u-me').map((person) => person.name)).toEqual(['Ann Smith', 'Bo Berg']);
    roster.hear(ann('bye', 'c-ann-1'), 0, 'c-me');
    expect(roster.people('u-me').map((person) => person.name)).toEqual(['Ann Smith', 'Bo Berg']);
  });

  it('forgets a connection after 70 s without news, and a heartbeat keeps it', () => {
    const roster = new PresenceRoster();
    roster.hear(ann('hello'), 0, 'c-me');
    roster.hear(bo('hello'), 0, 'c-me');
    roster.hear(bo('here'), PRESENCE_HEARTBEAT_MS, 'c-me');
    expect(roster.prune(PRESENCE_TIMEOUT_MS)).toBe(false);
    expect(roster.prune(PRESENCE_TIMEOUT_MS + 1)).toBe(true);
    expect(roster.people('u-me').map((person) => person.name)).toEqual(['Bo Berg']);
    expect(roster.prune(PRESENCE_HEARTBEAT_MS + PRESENCE_TIMEOUT_MS + 1)).toBe(true);
    expect(roster.people('u-me')).toEqual([]);
  });

  it('names everyone in the label', () => {
    expect(
      alsoHereLabel([
        { userId: 'u-ann', name: 'Ann Smith' },
        { userId: 'u-bo', name: 'Bo Berg' },
      ]),
    ).toBe('Also here: Ann Smith, Bo Berg');
  });
});

/** A stand-in for the hub client: records what is said and lets the test deliver announcements. */
function fakeChannel() {
  const said: PresenceState[] = [];
  let listener: ((event: PresenceEvent) => void) | undefined;
  return {
    said,
    deliver: (event: PresenceEvent) => listener?.(event),
    get listening() {
      return listener !== undefined;
    },
    channel: {
      connectionId: 'c-me',
      announcePresence: async (_projectId: number, state: PresenceState) => {
        said.push(state);
      },
      listenToPresence: (next: (event: PresenceEvent) => void) => {
        listener = next;
        return () => {
          listener = undefined;
        };
      },
    },
  };
}

describe('startPresence', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('says hello, answers, says here every 30 s, forgets the silent and says bye', () => {
    const fake = fakeChannel();
    const shown: Person[][] = [];
    const stop = startPresence({
      channel: fake.channel,
      projectId: 7,
      ownUserId: 'u-me',
      onChange: (people) => shown.push(people),
    });
    expect(fake.said).toEqual(['hello']);

    fake.deliver(ann('hello'));
    expect(fake.said).toEqual(['hello', 'here']);
    fake.deliver(bo('here'));
    // Another project's announcement is not this one's.
    fake.deliver({ ...bo('here'), connectionId: 'c-elsewhere', userId: 'u-cy', projectId: 8 });
    expect(shown.at(-1)?.map((person) => person.name)).toEqual(['Ann Smith', 'Bo Berg']);

    vi.advanceTimersByTime(PRESENCE_HEARTBEAT_MS);
    expect(fake.said).toEqual(['hello', 'here', 'here']);
    fake.deliver(bo('here'));

    // Ann says nothing more: gone once 70 s have passed (checked every few seconds).
    vi.advanceTimersByTime(PRESENCE_TIMEOUT_MS + 5_000 - PRESENCE_HEARTBEAT_MS);
    expect(shown.at(-1)?.map((person) => person.name)).toEqual(['Bo Berg']);

    fake.deliver(bo('bye'));
    expect(shown.at(-1)).toEqual([]);
    const changes = shown.length;
    stop();
    expect(fake.said.at(-1)).toBe('bye');
    expect(fake.listening).toBe(false);
    vi.advanceTimersByTime(5 * PRESENCE_HEARTBEAT_MS);
    expect(fake.said.filter((state) => state === 'here')).toHaveLength(3);
    expect(shown).toHaveLength(changes);
  });

  it('tells nothing new for a heartbeat of someone already shown', () => {
    const fake = fakeChannel();
    const shown: Person[][] = [];
    startPresence({ channel: fake.channel, projectId: 7, ownUserId: 'u-me', onChange: (p) => shown.push(p) });
    fake.deliver(ann('here'));
    fake.deliver(ann('here'));
    vi.advanceTimersByTime(PRESENCE_HEARTBEAT_MS);
    fake.deliver(ann('here'));
    expect(shown).toHaveLength(1);
  });
});
