import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * Issue 14: what Mantine's ScrollArea takes from `@floating-ui/react`, its one import from that
 * library (the build resolves that import here for ScrollArea alone: apps/web/vite.config.ts).
 * ScrollArea is in every page's UI file (the viewer's panel, and every dialog's root compares
 * against it), while Floating UI, a positioning engine, is drawn only by the signed-in screens'
 * popovers, menus and tooltips: through this one import the whole engine (~11 KB brotli, all
 * that those screens use of it) sat in the UI file a viewer link loads.
 *
 * The same contract as Floating UI's `useMergeRefs(refs)`: one callback ref that sets every ref
 * given (object refs, and callback refs with the cleanup they may return), through
 * `@mantine/hooks`' `useMergedRef`, which the UI file carries already.
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
