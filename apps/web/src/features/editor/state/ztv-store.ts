import { useSyncExternalStore } from 'react';
import type { ZtvLayerName } from '@/lib/terrain/ztv-export';
import { calculateZtv, ztvKeys } from '@/lib/terrain/ztv-host';
import type { ZtvOutcome, ZtvProgress, ZtvRequest } from '@/lib/terrain/ztv-run';

/**
 * The planner's ZTV, shared by the Terrain tab (which starts it), the map layer and its legend:
 * the last result with the key of what it was calculated from, which layer shows and whether it
 * shows, and a calculation under way. A store of its own, so that progress and layer switches
 * render the tab and the layer, not the whole planner, and a calculation goes on when the tab is
 * left.
 */
export type PlannerZtv = {
  /** The project the result belongs to; another project's planner shows none. */
  projectId: number | null;
  outcome: ZtvOutcome | null;
  /** What the result was calculated from (ztvKeys): when the plan has changed since, it differs. */
  key: string | null;
  layer: ZtvLayerName;
  shown: boolean;
  /** The calculation under way, and how far it is. */
  progress: ZtvProgress | null;
  /** Why the last calculation failed, in words. */
  error: string | null;
};

const idle = { outcome: null, key: null, progress: null, error: null };
let state: PlannerZtv = { projectId: null, layer: 'tips', shown: true, ...idle };
const listeners = new Set<() => void>();
let running: AbortController | null = null;

export function setPlannerZtv(change: Partial<PlannerZtv>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The ZTV of this project (what belongs to another project reads as nothing). */
export function usePlannerZtv(projectId: number): PlannerZtv {
  const current = useSyncExternalStore(subscribe, () => state);
  return current.projectId === projectId ? current : { ...current, projectId, ...idle };
}

/** Calculates the ZTV of the request for the project (off the main thread), replacing one under way. */
export async function startZtv(projectId: number, request: ZtvRequest): Promise<void> {
  running?.abort();
  const controller = new AbortController();
  running = controller;
  if (state.projectId !== projectId) setPlannerZtv({ projectId, ...idle });
  setPlannerZtv({ progress: { phase: 'terrain', done: 0, total: 1 }, error: null });
  try {
    const outcome = await calculateZtv(request, {
      signal: controller.signal,
      onProgress: (progress) => setPlannerZtv({ progress }),
    });
    setPlannerZtv({ outcome, key: ztvKeys(request).key, shown: true, progress: null });
  } catch (error) {
    if (controller.signal.aborted) return;
    setPlannerZtv({ progress: null, error: error instanceof Error ? error.message : String(error) });
  } finally {
    if (running === controller) running = null;
  }
}

/** Stops the calculation under way; the last result stays. */
export function cancelZtv(): void {
  running?.abort();
  running = null;
  setPlannerZtv({ progress: null });
}
