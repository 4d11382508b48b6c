import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { queuedConflicts, settleConflict } from '../state/conflicts';
import { currentOf, ifMatch, saveVersioned, versionedUpdates } from './versioned-save';

beforeAll(activatePlannerEnglish);

/** The conflict queue the planner's dialog reads, emptied before each case. */
const reported = {
  clear: () => {
    for (const conflict of queuedConflicts()) settleConflict(conflict);
  },
};

function refusal(status: number, body: unknown) {
  return new ApiError({
    message: 'Changed by someone else',
    status,
    responseText: JSON.stringify(body),
    headers: new Headers(),
  });
}

const THEIRS = { id: 4, name: 'Church square', pan: 120, version: 5 };

describe('a save on a version', () => {
  it('sends the version as a strong entity tag', () => {
    expect(ifMatch(7)).toEqual({ 'If-Match': '"7"' });
  });

  it("reads the server's item from a 412 answer, and nothing from an answer without one", () => {
    expect(currentOf(refusal(412, { title: 'Changed by someone else', current: THEIRS }))).toEqual(THEIRS);
    expect(currentOf(refusal(412, { title: 'Changed by someone else' }))).toEqual({});
    expect(
      currentOf(new ApiError({ message: '', status: 412, responseText: '<html>', headers: new Headers() })),
    ).toEqual({});
  });

  it('passes the answer on when the version was current', async () => {
    const saved: unknown[] = [];
    const answer = await saveVersioned({
      kind: 'viewpoint',
      name: 'Church square',
      fields: { pan: 90 },
      version: 3,
      send: async (version) => ({ ...THEIRS, pan: 90, version: version + 1 }),
      saved: (item) => saved.push(item),
      refresh: () => undefined,
    });
    expect(answer).toEqual({ ...THEIRS, pan: 90, version: 4 });
    expect(saved).toEqual([answer]);
  });

  it("asks instead of overwriting someone else's change, and sends the same fields on their version when told", async () => {
    reported.clear();
    const sent: number[] = [];
    const saved: unknown[] = [];
    let refreshed = 0;
    const answer = await saveVersioned({
      kind: 'viewpoint',
      name: 'Church square',
      fields: { pan: 90 },
      version: 3,
      send: async (version) => {
        sent.push(version);
        if (version < 5) throw refusal(412, { title: 'Changed by someone else', current: THEIRS });
        return { ...THEIRS, pan: 90, version: 6 };
      },
      saved: (item) => saved.push(item),
      refresh: () => {
        refreshed++;
      },
    });
    expect(answer).toBeUndefined();
    expect(saved).toEqual([]);
    const [conflict] = queuedConflicts();
    expect(conflict).toMatchObject({
      kind: 'viewpoint',
      name: 'Church square',
      theirs: THEIRS,
      yours: { pan: 90 },
    });

    await conflict?.applyYours(5);
    expect(sent).toEqual([3, 5]);
    expect(saved).toEqual([{ ...THEIRS, pan: 90, version: 6 }]);
    await conflict?.keepTheirs();
    expect(refreshed).toBe(1);
  });

  it('throws any other refusal', async () => {
    await expect(
      saveVersioned({
        kind: 'tour',
        name: 'Along the dike',
        fields: { name: '' },
        version: 1,
        send: async () => {
          throw refusal(400, { title: 'Tour name must not be empty' });
        },
        saved: () => undefined,
        refresh: () => undefined,
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

type Item = { id: number; name: string; version: number; pan: number; fieldOfView: number };

describe('quick changes of one item', () => {
  it('go out one after the other on the version each answer gives, and show at once and stay shown', async () => {
    reported.clear();
    let server: Item = { id: 4, name: 'Church square', version: 1, pan: 0, fieldOfView: 60 };
    let held: Item = server;
    const answers: Array<() => void> = [];
    const sent: Array<{ version: number; body: Partial<Item> }> = [];
    const update = versionedUpdates<Item, Partial<Item>>({
      kind: 'viewpoint',
      read: () => held,
      write: (item) => {
        held = item;
      },
      send: (_id, body, version) => {
        sent.push({ version, body });
        return new Promise((resolve, reject) =>
          answers.push(() => {
            if (version !== server.version) return reject(refusal(412, { current: server }));
            server = { ...server, ...body, version: server.version + 1 };
            resolve(server);
          }),
        );
      },
      refresh: async () => undefined,
    });

    const turned = update(held, { pan: 90 });
    const widened = update(held, { fieldOfView: 45 });
    expect(held).toMatchObject({ pan: 90, fieldOfView: 45, version: 1 });
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers[0]?.();
    await turned;
    // The first answer does not undo the second change on screen.
    expect(held).toMatchObject({ pan: 90, fieldOfView: 45, version: 2 });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.();
    await widened;
    expect(sent).toEqual([
      { version: 1, body: { pan: 90 } },
      { version: 2, body: { fieldOfView: 45 } },
    ]);
    expect(held).toEqual({ id: 4, name: 'Church square', version: 3, pan: 90, fieldOfView: 45 });
    expect(queuedConflicts()).toEqual([]);
  });
});

describe('an edit begun on a version (a preset form held open)', () => {
  type Item = { id: number; version: number; name: string };
  function presetUpdates(server: { version: number; name: string }) {
    let listed: Item = { id: 9, version: server.version, name: server.name };
    const sent: number[] = [];
    const update = versionedUpdates<Item, { name: string }>({
      kind: 'preset',
      read: () => listed,
      write: (item) => {
        listed = item;
      },
      send: async (_id, body, version) => {
        sent.push(version);
        if (version !== server.version)
          throw refusal(412, { current: { id: 9, version: server.version, name: server.name } });
        server.version += 1;
        server.name = body.name;
        return { id: 9, version: server.version, name: body.name };
      },
      refresh: async () => undefined,
    });
    return {
      update,
      sent,
      listed: () => listed,
      /** A teammate's change that reached the list through the hub. */
      teammate(name: string) {
        server.version += 1;
        server.name = name;
        listed = { id: 9, version: server.version, name };
      },
    };
  }

  it("is sent on that version, so a teammate's change that reached the list meanwhile is not overwritten", async () => {
    reported.clear();
    const server = { version: 1, name: 'V150' };
    const calls = presetUpdates(server);
    calls.teammate('V150 north');
    const answer = await calls.update(calls.listed(), { name: 'V150 south' }, 1);
    expect(answer).toBeUndefined();
    expect(calls.sent).toEqual([1]);
    expect(server).toEqual({ version: 2, name: 'V150 north' });
    expect(queuedConflicts()[0]).toMatchObject({ kind: 'preset', theirs: { name: 'V150 north' } });
    reported.clear();
  });

  it("without a base, the same edit is sent on the version held now (what the other kinds' immediate edits do)", async () => {
    const server = { version: 1, name: 'V150' };
    const calls = presetUpdates(server);
    calls.teammate('V150 north');
    await calls.update(calls.listed(), { name: 'V150 south' });
    expect(calls.sent).toEqual([2]);
  });

  it("follows the planner's own saves from its base: a second save of the same form is not its own conflict", async () => {
    reported.clear();
    const server = { version: 1, name: 'V150' };
    const calls = presetUpdates(server);
    await calls.update(calls.listed(), { name: 'first' }, 1);
    await calls.update(calls.listed(), { name: 'second' }, 1);
    expect(calls.sent).toEqual([1, 2]);
    expect(server).toEqual({ version: 3, name: 'second' });
    expect(queuedConflicts()).toEqual([]);
  });
});

describe('a change waiting for its answer, and a remote change meanwhile', () => {
  it("keeps the teammate's later version that their event brought before our answer", async () => {
    reported.clear();
    let server: Item = { id: 4, name: 'Church square', version: 1, pan: 0, fieldOfView: 60 };
    let held: Item = server;
    let answer!: () => void;
    const update = versionedUpdates<Item, Partial<Item>>({
      kind: 'viewpoint',
      read: () => held,
      write: (item) => {
        held = item;
      },
      send: async (_id, body) => {
        server = { ...server, ...body, version: server.version + 1 };
        const ours = server;
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return ours;
      },
      refresh: async () => undefined,
    });

    const turning = update(held, { pan: 90 });
    expect(held).toMatchObject({ pan: 90, version: 1 });
    await vi.waitFor(() => expect(server.version).toBe(2));
    // A teammate turns it again on top of ours, and their event reaches the list first.
    server = { ...server, pan: 180, version: 3 };
    held = server;
    answer();
    await turning;
    expect(held).toEqual({ id: 4, name: 'Church square', version: 3, pan: 180, fieldOfView: 60 });
    expect(queuedConflicts()).toEqual([]);
  });
});
