import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The public viewer's message catalogs (docs/decisions/164-viewer-languages.md): one .po file
 * per locale, messages under explicit ids (`viewer.facts.title`) in ICU MessageFormat, compiled
 * when the build imports them (@lingui/vite-plugin in vite.config.ts and vitest.config.ts).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'nl', 'de'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'] }],
  format: formatter({ lineNumbers: false }),
});
