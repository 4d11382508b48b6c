import type { AnalysisWorkerEvent, AnalysisWorkerMessage } from './worker-protocol';

export type AnalysisHostOptions<Request> = {
  /** In words, for the errors: "ZTV", "shadow flicker". */
  name: string;
  /** Starts the analysis's module worker (a `new Worker(new URL(…), { type: 'module' })` Vite can see). */
  start(): Worker;
  /** What the result depends on, as text: the same key, the same result. */
  key(request: Request): string;
  /** What the worker may keep between runs (see AnalysisWorkerMessage); default none. */
  context?(request: Request): string;
  /** Results kept; default 4, enough to switch between a few layouts without calculating again. */
  cacheSize?: number;
};

export type RunOptions<Progress> = { onProgress?: (progress: Progress) => void; signal?: AbortSignal };

export type AnalysisHost<Request, Outcome, Progress> = {
  calculate(request: Request, options?: RunOptions<Progress>): Promise<Outcome>;
  /** The result of this request when it was calculated already. */
  cached(request: Request): Outcome | undefined;
};

/**
 * Runs an analysis in its worker (started on the first call), or answers it from a small
 * cache by the request's key. Aborting the signal ends the worker at once: a calculation does
 * not stop to listen, and a new worker starts quickly.
 */
export function createAnalysisHost<Request, Outcome, Progress>(
  options: AnalysisHostOptions<Request>,
): AnalysisHost<Request, Outcome, Progress> {
  const cacheSize = options.cacheSize ?? 4;
  const cache = new Map<string, Outcome>();
  let worker: Worker | null = null;
  let runs = 0;

  function remember(key: string, outcome: Outcome) {
    cache.delete(key);
    cache.set(key, outcome);
    while (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
  }

  function calculate(request: Request, run: RunOptions<Progress> = {}): Promise<Outcome> {
    const key = options.key(request);
    const known = cache.get(key);
    if (known) {
      remember(key, known);
      return Promise.resolve(known);
    }
    const current = worker ?? options.start();
    worker = current;
    runs += 1;
    const id = runs;
    return new Promise((resolve, reject) => {
      const end = () => {
        run.signal?.removeEventListener('abort', cancel);
        current.onmessage = null;
        current.onerror = null;
      };
      const stop = (error: Error) => {
        end();
        current.terminate();
        if (worker === current) worker = null;
        reject(error);
      };
      const cancel = () => stop(new DOMException(`The ${options.name} was cancelled.`, 'AbortError'));
      if (run.signal?.aborted) return cancel();
      run.signal?.addEventListener('abort', cancel, { once: true });
      current.onmessage = ({ data }: MessageEvent<AnalysisWorkerEvent<Outcome, Progress>>) => {
        if (data.id !== id) return;
        if (data.type === 'progress') run.onProgress?.(data.progress);
        else if (data.type === 'done') {
          end();
          remember(key, data.outcome);
          resolve(data.outcome);
        } else {
          end();
          reject(new Error(data.message));
        }
      };
      current.onerror = (event) =>
        stop(
          new Error(
            event.message || `The ${options.name} could not be calculated: its worker did not start.`,
          ),
        );
      current.postMessage({
        id,
        request,
        context: options.context?.(request) ?? '',
      } satisfies AnalysisWorkerMessage<Request>);
    });
  }

  return { calculate, cached: (request) => cache.get(options.key(request)) };
}
