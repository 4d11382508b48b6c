import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** The id named in the link if it is one of `items`, else the default, else the first. */
export function pickId(
  raw: string | null,
  items: Array<{ id: number }>,
  fallback: number | null,
): number | null {
  const asked = raw === null ? Number.NaN : Number(raw);
  if (items.some((i) => i.id === asked)) return asked;
  if (fallback !== null && items.some((i) => i.id === fallback)) return fallback;
  return items[0]?.id ?? null;
}

/**
 * The link's search parameters, and `setParam`, which sets one in place (no new history entry).
 * `setParam` stays the same function across navigations, so the engine's callbacks can keep it.
 */
export function useLinkParams() {
  const [params, setParams] = useSearchParams();
  // setSearchParams changes with every navigation; the engine keeps the latest through a ref.
  const setParamsRef = useRef(setParams);
  setParamsRef.current = setParams;
  const setParam = useCallback(
    (key: string, value: number) =>
      setParamsRef.current(
        (p) => {
          const next = new URLSearchParams(p);
          next.set(key, String(value));
          return next;
        },
        { replace: true },
      ),
    [],
  );
  return { params, setParam };
}
