import { useSyncExternalStore } from 'react';
import type { Analysis } from './analysis';

/**
 * A planner analysis's state, shared by the tab that starts it, the map layer and its legend:
 * the last result with the key of what it was calculated from, whether it shows, a calculation
 * under way with its progress, and `view`, what else the analysis lets the user choose about
 * the result (the ZTV's layer, the shadow map's receptor). A store of its own, so that progress
 * renders the tab and the layer, not the whole planner, and a calculation goes on when the tab
 * is left.
 */
export type AnalysisState<Outcome, Progress, View, Request = unknown> = {
  /** The project the result belongs to; another project's planner shows none. */
  projectId: number | null;
  outcome: Outcome | null;
  /** What the result was calculated from: when the plan has changed since, it differs. */
  key: string | null;
  /** The result's request, and what its caller said it was for (the report reads both). */
  request: Request | null;
  basis: string | null;
  shown: boolean;
  /** The calculation under way, and how far it is. */
  progress: Progress | null;
  /** Why the last calculation failed, in words. */
  error: string | null;
  view: View;
};

export type AnalysisStore<Request, Outcome, Progress, View> = {
  set(change: Partial<AnalysisState<Outcome, Progress, View, Request>>): void;
  subscribe(listener: () => void): () => void;
  snapshot(): AnalysisState<Outcome, Progress, View, Request>;
  /** The analysis of this project (what belongs to another project reads as nothing). */
  read(projectId: number): AnalysisState<Outcome, Progress, View, Request>;
  /**
   * Calculates the request for the project (off the main thread), replacing one under way;
   * `basis` names what it was for (the scenario and the plan's versions: study-basis.ts).
   */
  start(projectId: number, request: Request, basis?: string): Promise<void>;
  /** Stops the calculation under way; the last result stays. */
  cancel(): void;
};

export function createAnalysisStore<Request, Outcome, Progress, View>(options: {
  analysis: Pick<Analysis<Request, Outcome, Progress>, 'host' | 'key'>;
  /** The progress shown before the worker reports any. */
  starting: Progress;
  view: View;
}): AnalysisStore<Request, Outcome, Progress, View> {
  const idle = { outcome: null, key: null, request: null, basis: null, progress: null, error: null };
  let state: AnalysisState<Outcome, Progress, View, Request> = {
    projectId: null,
    shown: true,
    view: options.view,
    ...idle,
  };
  const listeners = new Set<() => void>();
  let running: AbortController | null = null;

  function set(change: Partial<AnalysisState<Outcome, Progress, View, Request>>) {
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  }
  function subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return {
    set,
    subscribe,
    read: (projectId) => (state.projectId === projectId ? state : { ...state, projectId, ...idle }),
    snapshot: () => state,
    async start(projectId, request, basis) {
      running?.abort();
      const controller = new AbortController();
      running = controller;
      if (state.projectId !== projectId) set({ projectId, ...idle });
      set({ progress: options.starting, error: null });
      try {
        const outcome = await options.analysis.host.calculate(request, {
          signal: controller.signal,
          onProgress: (progress) => set({ progress }),
        });
        set({
          outcome,
          key: options.analysis.key(request),
          request,
          basis: basis ?? null,
          shown: true,
          progress: null,
        });
      } catch (error) {
        if (controller.signal.aborted) return;
        set({ progress: null, error: error instanceof Error ? error.message : String(error) });
      } finally {
        if (running === controller) running = null;
      }
    },
    cancel() {
      running?.abort();
      running = null;
      set({ progress: null });
    },
  };
}

/** The analysis of this project in a component, rendered again when it changes. */
export function useAnalysisState<Request, Outcome, Progress, View>(
  store: AnalysisStore<Request, Outcome, Progress, View>,
  projectId: number,
): AnalysisState<Outcome, Progress, View, Request> {
  useSyncExternalStore(store.subscribe, store.snapshot);
  return store.read(projectId);
}
