import type { I18n, Values } from '@lingui/core';
import {
  cloneElement,
  createContext,
  type ReactElement,
  type ReactNode,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';

/**
 * The React side of Lingui as the public viewer needs it: a provider, `useLingui()` and `<Trans>`
 * for a message with markup, in the shape of @lingui/react's (whose runtime and its
 * use-sync-external-store shim cost the viewer's first load ~1.5 KB brotli; this ~0.4 KB):
 * docs/decisions/164-viewer-languages.md.
 */
const LinguiContext = createContext<{ i18n: I18n } | null>(null);

/** The tree below speaks `i18n`'s active locale, and is drawn again when it changes. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const localeOf = () => i18n.locale;
  const locale = useSyncExternalStore((onChange) => i18n.on('change', onChange), localeOf, localeOf);
  // A new object per locale, so that what is memoised on `i18n` is computed again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the locale is what changes the proxy
  const value = useMemo(() => ({ i18n: new Proxy(i18n, {}) }), [i18n, locale]);
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>;
}

export function useLingui(): { i18n: I18n } {
  const value = useContext(LinguiContext);
  if (!value) throw new Error('useLingui needs an I18nProvider above it');
  return value;
}

/**
 * A message whose markup is numbered tags, "Presented with <0>{product}</0>": each tag's text
 * goes into the element of that number in `components`.
 */
export function Trans({
  id,
  values,
  components,
}: {
  id: string;
  values?: Values;
  components: Record<number, ReactElement>;
}) {
  const { i18n } = useLingui();
  // split() with the two groups gives [text, tag, inner, text, tag, inner, …, text].
  const parts = i18n._(id, values).split(/<(\d+)>(.*?)<\/\1>/);
  return parts.map((part, index) => {
    const element = index % 3 === 1 ? components[Number(part)] : undefined;
    // biome-ignore lint/suspicious/noArrayIndexKey: a message's parts keep their order; the index is their identity
    if (element) return cloneElement(element, { key: index }, parts[index + 1]);
    return index % 3 === 0 ? part : null;
  });
}
