import { HubConnectionState } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups } from '../events/bus.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { hubClient, listen, nextEvent, portOf, RawHubSocket, siblingApp } from '../test/hub-client.js';

/**
 * A server restart: the old process closes every connection with allowReconnect, the
 * official client's automatic reconnect reaches the new process on the same port and
 * database, subscribes again in onreconnected, and receives events from there.
 */
let t: TestApp;
let member: Awaited<ReturnType<TestApp['buildMember']>>;
const cleanups: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  t = await createTestApp();
  const { subscription } = await t.buildSubscription();
  member = await t.buildMember(subscription, ['TeamMember']);
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await t.close();
});

describe('server restart', () => {
  it('tells clients to reconnect and they resume on the new process', async () => {
    const baseUrl = await listen(t.app);
    const connection = hubClient(baseUrl, member.token, { reconnect: [0, 300, 1_000, 2_000, 5_000] });
    cleanups.push(() => connection.stop());
    connection.onreconnected(() => void connection.invoke('SubscribeToUser', member.user.id));
    await connection.start();
    await connection.invoke('SubscribeToUser', member.user.id);
    const firstId = connection.connectionId;

    const raw = await RawHubSocket.open(`${baseUrl.replace('http', 'ws')}/signalr`, {
      authorization: `Bearer ${member.token}`,
    });
    raw.send({ protocol: 'json', version: 1 });
    await raw.waitFor((record) => Object.keys(record).length === 0);

    const reconnecting = new Promise<void>((resolve) => connection.onreconnecting(() => resolve()));
    await t.app.close();
    await reconnecting;
    expect(connection.state).toBe(HubConnectionState.Reconnecting);
    expect(raw.records).toContainEqual({
      type: 7,
      error: 'The server is shutting down.',
      allowReconnect: true,
    });
    await raw.waitClosed();

    const restarted = await siblingApp(t);
    cleanups.push(() => restarted.close());
    const reconnected = new Promise<string | undefined>((resolve) => connection.onreconnected(resolve));
    await listen(restarted.app, portOf(baseUrl));
    const newId = await reconnected;
    expect(newId).toBeDefined();
    expect(newId).not.toBe(firstId);
    expect(connection.state).toBe(HubConnectionState.Connected);

    // The re-subscription in onreconnected may still be in flight: retry the event.
    let received: unknown[] | undefined;
    for (let attempt = 0; attempt < 20 && !received; attempt++) {
      const next = nextEvent(connection, 'OnClientIdChanged', () => true, 250).catch(() => undefined);
      restarted.ctx.bus.publish({
        name: 'OnClientIdChanged',
        groups: [groups.user(member.user.id)],
        args: ['after-restart'],
      });
      received = await next;
    }
    expect(received).toEqual(['after-restart']);
  });
});
