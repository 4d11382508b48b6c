/**
 * The messages between an analysis's host (worker-host.ts) and its worker (serveAnalysis):
 * a request to calculate, with a `context` the worker may keep between runs (the ZTV's terrain
 * key, so its tiles stay loaded), and the worker's progress, result or failure.
 */
export type AnalysisWorkerMessage<Request> = { id: number; request: Request; context: string };
export type AnalysisWorkerEvent<Outcome, Progress> =
  | { id: number; type: 'progress'; progress: Progress }
  | { id: number; type: 'done'; outcome: Outcome }
  | { id: number; type: 'failed'; message: string };

/** What a worker runs: the calculation, reporting progress, and the buffers its result hands over. */
export type AnalysisRunner<Request, Outcome, Progress> = {
  run(request: Request, context: string, onProgress: (progress: Progress) => void): Promise<Outcome>;
  transfer?(outcome: Outcome): Transferable[];
};

/** The side of a channel a worker's module answers on: its global scope, or a MessagePort. */
export type AnalysisWorkerScope<Request, Outcome, Progress> = {
  postMessage(message: AnalysisWorkerEvent<Outcome, Progress>, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<AnalysisWorkerMessage<Request>>) => void) | null;
};

/** In a worker's module: answers the host's messages with `runner`. */
export function serveAnalysis<Request, Outcome, Progress>(
  runner: AnalysisRunner<Request, Outcome, Progress>,
  scope = self as unknown as AnalysisWorkerScope<Request, Outcome, Progress>,
) {
  scope.onmessage = ({ data: { id, request, context } }) => {
    runner
      .run(request, context, (progress) => scope.postMessage({ id, type: 'progress', progress }))
      .then((outcome) => scope.postMessage({ id, type: 'done', outcome }, runner.transfer?.(outcome) ?? []))
      .catch((error: unknown) =>
        scope.postMessage({
          id,
          type: 'failed',
          message: error instanceof Error ? error.message : String(error),
        }),
      );
  };
}
