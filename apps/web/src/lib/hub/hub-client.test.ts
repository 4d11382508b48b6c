import { describe, expect, it } from 'vitest';
import { HubClient, type HubConnectionLike } from './hub-client';
import type { ItemEvent } from './item-events';

/** A stand-in for the SignalR connection: records calls and lets the test fire its callbacks. */
class FakeConnection implements HubConnectionLike {
  connectionId: string | null = null;
  calls: string[] = [];
  failStarts = 0;
  handlers = new Map<string, (...args: unknown[]) => void>();
  reconnecting?: (error?: Error) => void;
  reconnected?: (connectionId?: string) => void;
  closed?: (error?: Error) => void;

  async start() {
    this.calls.push('start');
    if (this.failStarts > 0) {
      this.failStarts -= 1;
      throw new Error('negotiate failed');
    }
    this.connectionId = 'c1';
  }
  async stop() {
    this.calls.push('stop');
    this.closed?.();
  }
  async invoke(method: string, ...args: unknown[]) {
    this.calls.push(`${method}(${args.join(',')})`);
    return undefined;
  }
  on(method: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(method, handler);
  }
  onreconnecting(callback: (error?: Error) => void) {
    this.reconnecting = callback;
  }
  onreconnected(callback: (connectionId?: string) => void) {
    this.reconnected = callback;
  }
  onclose(callback: (error?: Error) => void) {
    this.closed = callback;
  }
}

function setup(connection = new FakeConnection()) {
  const items: ItemEvent[] = [];
  const clientIds: string[] = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const client = new HubClient({
    connection,
    onItemEvent: (event) => items.push(event),
    onClientIdChanged: (id) => clientIds.push(id),
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => {},
    log: () => {},
  });
  return { client, connection, items, clientIds, timers };
}

describe('HubClient', () => {
  it("joins the user's channel after start, again after a reconnect, and leaves it on stop", async () => {
    const { client, connection } = setup();
    void client.setUser('u-1');
    await client.start();
    expect(connection.calls).toEqual(['start', 'SubscribeToUser(u-1)']);
    expect(client.connectionId).toBe('c1');

    connection.reconnecting?.(new Error('socket dropped'));
    expect(client.connectionId).toBeNull();
    connection.connectionId = 'c2';
    connection.reconnected?.('c2');
    await client.setUser('u-1');
    expect(connection.calls.slice(2)).toEqual(['SubscribeToUser(u-1)']);
    expect(client.connectionId).toBe('c2');

    await client.stop();
    expect(connection.calls.slice(3)).toEqual(['UnsubscribeFromUser(u-1)', 'stop']);
    expect(client.currentState).toBe('stopped');
  });

  it('joins once the user becomes known, and switches channels when the user changes', async () => {
    const { client, connection } = setup();
    await client.start();
    expect(connection.calls).toEqual(['start']);
    await client.setUser('u-1');
    await client.setUser('u-1');
    await client.setUser('u-2');
    expect(connection.calls).toEqual([
      'start',
      'SubscribeToUser(u-1)',
      'UnsubscribeFromUser(u-1)',
      'SubscribeToUser(u-2)',
    ]);
  });

  it('tries a failed first start again later, and not after stop', async () => {
    const connection = new FakeConnection();
    connection.failStarts = 2;
    const { client, timers } = setup(connection);
    await client.setUser('u-1');
    await client.start();
    expect(client.currentState).toBe('disconnected');
    expect(timers.map((t) => t.ms)).toEqual([2_000]);

    timers[0]?.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(timers.map((t) => t.ms)).toEqual([2_000, 10_000]);

    timers[1]?.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.currentState).toBe('connected');
    expect(connection.calls).toEqual(['start', 'start', 'start', 'SubscribeToUser(u-1)']);

    await client.stop();
    connection.calls = [];
    timers[1]?.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(connection.calls).toEqual([]);
  });

  it('passes item events and client-id changes on, ignoring shapes it cannot read', async () => {
    const { client, connection, items, clientIds } = setup();
    await client.start();
    connection.handlers.get('OnItemAdded')?.({ kind: 'project', id: 5, subscriptionId: 1 });
    connection.handlers.get('OnItemUpdated')?.({ free: 'form' }, 3);
    connection.handlers.get('OnItemDeleted')?.({ kind: 'tour', id: 9 }, 4);
    connection.handlers.get('OnClientIdChanged')?.('client-b');
    connection.handlers.get('OnClientIdChanged')?.(42);
    expect(items).toEqual([
      { name: 'OnItemAdded', kind: 'project', id: 5, projectId: undefined },
      { name: 'OnItemDeleted', kind: 'tour', id: 9, projectId: 4 },
    ]);
    expect(clientIds).toEqual(['client-b']);
  });

  it("joins a project's group while a screen holds it, again after a reconnect, and says presence after joining", async () => {
    const { client, connection } = setup();
    const release = client.subscribeToProject(7);
    const again = client.subscribeToProject(7);
    await client.start();
    await client.announcePresence(7, 'hello');
    expect(connection.calls).toEqual(['start', 'SubscribeToProject(7)', 'AnnouncePresence(7,hello)']);

    connection.reconnecting?.(new Error('socket dropped'));
    await client.announcePresence(7, 'here');
    expect(connection.calls).toHaveLength(3);
    connection.connectionId = 'c2';
    connection.reconnected?.('c2');
    await client.announcePresence(7, 'hello');
    expect(connection.calls.slice(3)).toEqual(['SubscribeToProject(7)', 'AnnouncePresence(7,hello)']);

    // Two screens held it: the group is left when the last lets go, once.
    release();
    release();
    await client.announcePresence(7, 'bye');
    expect(connection.calls.slice(5)).toEqual(['AnnouncePresence(7,bye)']);
    again();
    await client.setUser(undefined);
    expect(connection.calls.slice(6)).toEqual(['UnsubscribeFromProject(7)']);
  });

  it('passes presence and item events to the screens listening, until they stop', async () => {
    const { client, connection } = setup();
    await client.start();
    const heard: unknown[] = [];
    const items: unknown[] = [];
    const stopPresence = client.listenToPresence((event) => heard.push(event));
    const stopItems = client.listenToItemEvents((event) => items.push(event.id));
    connection.handlers.get('OnPresence')?.(
      { connectionId: 'c9', userId: 'u-ann', name: 'Ann Smith', state: 'hello' },
      7,
    );
    connection.handlers.get('OnPresence')?.({ connectionId: 'c9', state: 'dancing' }, 7);
    connection.handlers.get('OnItemUpdated')?.({ kind: 'plannerObject', id: 3, projectId: 7 });
    stopPresence();
    stopItems();
    connection.handlers.get('OnPresence')?.(
      { connectionId: 'c9', userId: 'u-ann', name: 'Ann', state: 'bye' },
      7,
    );
    connection.handlers.get('OnItemUpdated')?.({ kind: 'plannerObject', id: 4, projectId: 7 });
    expect(heard).toEqual([
      { connectionId: 'c9', userId: 'u-ann', name: 'Ann Smith', state: 'hello', projectId: 7 },
    ]);
    expect(items).toEqual([3]);
  });
});
