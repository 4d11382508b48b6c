import { useEffect, useState } from 'react';

/** What each loader gave, so that a part drawn again appears at once. */
const loaded = new Map<() => Promise<unknown>, unknown>();

/** Fetches a part's code ahead of its first drawing (once; a failure is left to the drawing). */
export function preloadPart<T>(load: () => Promise<T>): void {
  if (loaded.has(load)) return;
  load().then(
    (part) => loaded.set(load, part),
    () => undefined,
  );
}

/**
 * A part of the viewer that no first frame needs ("How this view was made", the list view):
 * `load` (a module-level function) fetches its code, and the hook gives it once it is here, null
 * until then. Not through React.lazy and Suspense, which hold a revealed boundary back for
 * 300 ms (pages/viewer-page.tsx). A fetch that fails is thrown, so that the route's error page
 * says the code could not be loaded and offers to reload.
 */
export function useLazyPart<T>(load: () => Promise<T>): T | null {
  const [part, setPart] = useState<{ value: T } | null>(() =>
    loaded.has(load) ? { value: loaded.get(load) as T } : null,
  );
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    if (part) return;
    let live = true;
    load().then(
      (value) => {
        loaded.set(load, value);
        if (live) setPart({ value });
      },
      (error: unknown) => live && setFailed(error ?? new Error('the code could not be loaded')),
    );
    return () => {
      live = false;
    };
  }, [load, part]);
  if (failed) throw failed;
  return part?.value ?? null;
}
