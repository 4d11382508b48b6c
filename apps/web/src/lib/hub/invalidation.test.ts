import { QueryClient, QueryObserver } from '@tanstack/react-query';
import * as plannerObjectsOperations from '@vantage/contracts/api/planner-objects';
import * as projectsOperations from '@vantage/contracts/api/projects';
import * as subscriptionsOperations from '@vantage/contracts/api/subscriptions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContentHandler } from './content-handler';
import { createEventInvalidator } from './invalidation';
import { parseItemEvent } from './item-events';
import { trackOwnWrite } from './own-writes';

const LIST_KEY = [plannerObjectsOperations.listPlannerObjects.id, { projectId: 7 }, { Limit: 10_000 }];
const PROJECT_KEY = [projectsOperations.getProject.id, { id: 7 }];
const USAGE_KEY = [subscriptionsOperations.getCurrentSubscription.id];
const object = (id: number, version: number, name = `Turbine ${id}`) => ({ id, version, name, projectId: 7 });

/** A client with the planner's three reads held and observed, as on an open planner. */
function plannerClient() {
  const client = new QueryClient();
  const reads = { list: 0, project: 0, usage: 0 };
  const observe = (queryKey: unknown[], initialData: unknown, count: () => void) =>
    new QueryObserver(client, {
      queryKey,
      initialData,
      staleTime: Number.POSITIVE_INFINITY,
      queryFn: () => {
        count();
        return initialData;
      },
    }).subscribe(() => undefined);
  observe(LIST_KEY, { items: [object(1, 1), object(2, 1)], total: 2 }, () => (reads.list += 1));
  observe(PROJECT_KEY, { id: 7 }, () => (reads.project += 1));
  observe(USAGE_KEY, { used: 2 }, () => (reads.usage += 1));
  return { client, reads };
}

/** The session's invalidator with the content applier the hub's connection brings. */
function withApplier(client: QueryClient) {
  const invalidator = createEventInvalidator(client);
  invalidator.setApplier(createContentHandler(client));
  return invalidator;
}

const event = (name: 'OnItemAdded' | 'OnItemUpdated' | 'OnItemDeleted', body: Record<string, unknown>) => {
  const parsed = parseItemEvent(name, [{ kind: 'plannerObject', projectId: 7, ...body }]);
  if (!parsed) throw new Error('not an event');
  return parsed;
};

afterEach(() => vi.useRealTimers());

describe('createEventInvalidator with a planner open', () => {
  it("applies a teammate's turbine and reads nothing; the project and usage are only marked stale", async () => {
    vi.useFakeTimers();
    const { client, reads } = plannerClient();
    const invalidator = withApplier(client);
    invalidator.onItemEvent(
      event('OnItemAdded', { id: 3, items: [{ id: 3, version: 1 }], records: [object(3, 1)] }),
    );
    await vi.runAllTimersAsync();
    expect(client.getQueryData<{ items: { id: number }[] }>(LIST_KEY)?.items.map((o) => o.id)).toEqual([
      1, 2, 3,
    ]);
    expect(reads).toEqual({ list: 0, project: 0, usage: 0 });
    expect(client.getQueryState(PROJECT_KEY)?.isInvalidated).toBe(true);
    expect(client.getQueryState(USAGE_KEY)?.isInvalidated).toBe(true);
    expect(client.getQueryState(LIST_KEY)?.isInvalidated).toBe(false);
    // The same event on the old rule (refresh what it concerns) does read: the count can fail.
    await client.invalidateQueries({ queryKey: PROJECT_KEY });
    expect(reads.project).toBe(1);
  });

  it('skips its own echo: the list stays as its write left it', async () => {
    const { client, reads } = plannerClient();
    const before = client.getQueryData(LIST_KEY);
    withApplier(client).onItemEvent(
      event('OnItemUpdated', { id: 2, items: [{ id: 2, version: 1 }], records: [object(2, 1, 'other')] }),
    );
    expect(client.getQueryData(LIST_KEY)).toBe(before);
    expect(reads.list).toBe(0);
  });

  it('an import of many, named without records, is read again in one call, after its own write is in', async () => {
    const { client, reads } = plannerClient();
    let answer!: () => void;
    const write = trackOwnWrite('plannerObject', 7, new Promise<void>((resolve) => (answer = resolve)));
    const items = Array.from({ length: 300 }, (_, i) => ({ id: 100 + i, version: 1 }));
    withApplier(client).onItemEvent(event('OnItemAdded', { id: 100, items }));
    // Its own import: the answer puts the 300 in the list before the event is judged.
    client.setQueryData(LIST_KEY, {
      items: [object(1, 1), object(2, 1), ...items.map((item) => object(item.id, 1))],
      total: 302,
    });
    answer();
    await write;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads.list).toBe(0);

    // Someone else's import of 300: the list is read once.
    const more = Array.from({ length: 300 }, (_, i) => ({ id: 1000 + i, version: 1 }));
    withApplier(client).onItemEvent(event('OnItemAdded', { id: 1000, items: more }));
    await vi.waitFor(() => expect(reads.list).toBe(1));
  });

  it('without a list held (no planner open), the event refreshes as before', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const spy = vi.spyOn(client, 'invalidateQueries');
    withApplier(client).onItemEvent(
      event('OnItemAdded', { id: 3, items: [{ id: 3, version: 1 }], records: [object(3, 1)] }),
    );
    await vi.runAllTimersAsync();
    const keys = spy.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
    expect(keys).toContain(plannerObjectsOperations.listPlannerObjects.id);
    expect(keys).toContain(subscriptionsOperations.getCurrentSubscription.id);
  });
});
