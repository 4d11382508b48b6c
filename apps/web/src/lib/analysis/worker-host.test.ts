import { describe, expect, it } from 'vitest';
import { createAnalysisStore } from './analysis-store';
import { createAnalysisHost } from './worker-host';
import type { AnalysisWorkerEvent, AnalysisWorkerMessage } from './worker-protocol';

type Request = { size: number };

/**
 * A stand-in for the browser's Worker (Node has none): it answers a request with its size
 * doubled after one progress event, when the test says so; `terminated` tells whether it was ended.
 */
class TestWorker {
  onmessage: ((event: MessageEvent<AnalysisWorkerEvent<number, number>>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  received: AnalysisWorkerMessage<Request>[] = [];
  postMessage(message: AnalysisWorkerMessage<Request>) {
    this.received.push(message);
  }
  answer() {
    const { id, request } = this.received.at(-1)!;
    this.onmessage?.({ data: { id, type: 'progress', progress: 0.5 } } as MessageEvent);
    this.onmessage?.({ data: { id, type: 'done', outcome: request.size * 2 } } as MessageEvent);
  }
  terminate() {
    this.terminated = true;
  }
}

function setUp() {
  const workers: TestWorker[] = [];
  const host = createAnalysisHost<Request, number, number>({
    name: 'test analysis',
    start: () => {
      const worker = new TestWorker();
      workers.push(worker);
      return worker as unknown as Worker;
    },
    key: (request) => String(request.size),
    context: (request) => `context ${request.size}`,
  });
  return { host, workers };
}

describe('createAnalysisHost', () => {
  it('runs a request in its worker with progress, and answers the same key from its cache', async () => {
    const { host, workers } = setUp();
    const progress: number[] = [];
    const running = host.calculate({ size: 3 }, { onProgress: (value) => progress.push(value) });
    expect(workers[0]!.received[0]).toMatchObject({ request: { size: 3 }, context: 'context 3' });
    workers[0]!.answer();
    await expect(running).resolves.toBe(6);
    expect(progress).toEqual([0.5]);
    await expect(host.calculate({ size: 3 })).resolves.toBe(6);
    expect(workers[0]!.received).toHaveLength(1);
    expect(host.cached({ size: 3 })).toBe(6);
    expect(host.cached({ size: 4 })).toBeUndefined();
  });

  it('ends the worker on cancel and starts another for the next request', async () => {
    const { host, workers } = setUp();
    const controller = new AbortController();
    const running = host.calculate({ size: 5 }, { signal: controller.signal });
    controller.abort();
    await expect(running).rejects.toMatchObject({
      name: 'AbortError',
      message: 'The test analysis was cancelled.',
    });
    expect(workers[0]!.terminated).toBe(true);
    const next = host.calculate({ size: 7 });
    expect(workers).toHaveLength(2);
    workers[1]!.answer();
    await expect(next).resolves.toBe(14);
  });

  it('keeps at most its cache size of results, the least recently used going first', async () => {
    const workers: TestWorker[] = [];
    const host = createAnalysisHost<Request, number, number>({
      name: 'test analysis',
      start: () => {
        const worker = new TestWorker();
        workers.push(worker);
        return worker as unknown as Worker;
      },
      key: (request) => String(request.size),
      cacheSize: 2,
    });
    for (const size of [1, 2, 3]) {
      const running = host.calculate({ size });
      workers[0]!.answer();
      await running;
    }
    expect([1, 2, 3].map((size) => host.cached({ size }))).toEqual([undefined, 4, 6]);
  });
});

describe('createAnalysisStore', () => {
  it('holds the result with its key for its project, and nothing for another project', async () => {
    const { host, workers } = setUp();
    const store = createAnalysisStore({
      analysis: { host, key: (request: Request) => `key ${request.size}` },
      starting: 0,
      view: { layer: 'a' },
    });
    const started = store.start(8, { size: 2 });
    expect(store.read(8).progress).toBe(0);
    workers[0]!.answer();
    await started;
    expect(store.read(8)).toMatchObject({ outcome: 4, key: 'key 2', progress: null, shown: true });
    expect(store.read(9)).toMatchObject({ outcome: null, key: null, projectId: 9 });
  });

  it('cancels the run under way and keeps the last result', async () => {
    const { host, workers } = setUp();
    const store = createAnalysisStore({
      analysis: { host, key: (request: Request) => `key ${request.size}` },
      starting: 0,
      view: null,
    });
    const first = store.start(1, { size: 1 });
    workers[0]!.answer();
    await first;
    const second = store.start(1, { size: 9 });
    store.cancel();
    await second;
    expect(store.read(1)).toMatchObject({ outcome: 2, progress: null, error: null });
    expect(workers[0]!.terminated).toBe(true);
  });
});
