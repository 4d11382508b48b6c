import { createRequire } from 'node:module';
import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { groups } from '../events/bus.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { hubClient, listen, negotiate, nextEvent, RS, wsUrl } from '../test/hub-client.js';
import { textFrame } from './broadcast.js';

/**
 * An event fanned out is serialised and framed once for all its receivers: the
 * frame must be the one ws would build, and the official client must read exactly the event.
 */
let t: TestApp;
let baseUrl: string;
let subscriptionId: number;
let tokens: string[];
const open: HubConnection[] = [];
const raws: WebSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
  const { subscription } = await t.buildSubscription();
  subscriptionId = subscription.id;
  const members = await Promise.all([1, 2, 3].map(() => t.buildMember(subscription, ['TeamMember'])));
  tokens = members.map((member) => member.token);
});

afterAll(async () => {
  await Promise.all(open.map((connection) => connection.stop()));
  for (const raw of raws) raw.terminate();
  await t.close();
});

describe('textFrame', () => {
  // ws's own framing (lib/sender.js, not in its type definitions) is the reference.
  const { Sender } = createRequire(import.meta.url)('ws') as {
    Sender: { frame(data: Buffer, options: Record<string, unknown>): Buffer[] };
  };

  it.each([0, 5, 125, 126, 65_535, 65_536, 70_000])('frames %i bytes as ws does', (length) => {
    const payload = Buffer.alloc(length, 'a');
    const expected = Buffer.concat(
      Sender.frame(payload, { fin: true, opcode: 1, mask: false, readOnly: true, rsv1: false }),
    );
    expect(textFrame(payload).equals(expected)).toBe(true);
  });
});

describe('one frame for every receiver', () => {
  it.each([
    ['a short event (7-bit length)', 'x'],
    ['a longer event (16-bit length)', 'y'.repeat(3_000)],
  ])('the official clients of every member receive %s exactly', async (_name, note) => {
    const connections = await Promise.all(
      tokens.map(async (token) => {
        const connection = hubClient(baseUrl, token);
        open.push(connection);
        await connection.start();
        return connection;
      }),
    );
    const received = connections.map((connection) => nextEvent(connection, 'OnItemUpdated'));
    t.ctx.bus.item('OnItemUpdated', 'project', 42, [groups.subscription(subscriptionId)], { note });
    for (const args of await Promise.all(received)) expect(args).toEqual([{ kind: 'project', id: 42, note }]);
    // Framed once, then the next event after it still arrives in order.
    const next = connections.map((connection) => nextEvent(connection, 'OnItemDeleted'));
    t.ctx.bus.item('OnItemDeleted', 'project', 42, [groups.subscription(subscriptionId)]);
    for (const args of await Promise.all(next)) expect(args).toEqual([{ kind: 'project', id: 42 }]);
  });

  it('puts the very record on the wire, one text frame, with the request id header', async () => {
    const { body } = await negotiate(baseUrl, tokens[0]);
    const raw = new WebSocket(wsUrl(baseUrl, `?id=${body.connectionToken}`), {
      headers: { authorization: `Bearer ${tokens[0]}` },
    });
    raws.push(raw);
    const frames: Array<{ text: string; binary: boolean }> = [];
    raw.on('message', (data, binary) => frames.push({ text: data.toString(), binary }));
    await new Promise((resolve) => raw.once('open', resolve));
    raw.send(`{"protocol":"json","version":1}${RS}`);
    await expect.poll(() => frames.length).toBe(1);
    t.ctx.bus.publish({
      name: 'OnItemAdded',
      groups: [groups.subscription(subscriptionId)],
      args: [{ kind: 'project', id: 7 }],
      requestId: 'req-1',
    });
    await expect.poll(() => frames.length).toBe(2);
    expect(frames[1]).toEqual({
      text: `{"type":1,"target":"OnItemAdded","arguments":[{"kind":"project","id":7}],"headers":{"X-Request-Id":"req-1"}}${RS}`,
      binary: false,
    });
  });
});
