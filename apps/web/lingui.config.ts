import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The public viewer's, the dashboard's and the planner's message catalogs (docs/decisions/164-viewer-languages.md): one .po file
 * per locale, messages under explicit ids (`viewer.facts.title`) in ICU MessageFormat, compiled
 * when the build imports them (@lingui/vite-plugin in vite.config.ts and vitest.config.ts).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'nl', 'de'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src/features/viewer'] },
    // The dashboard's words (docs/decisions/197-product-languages.md), ids under `dash.`.
    { path: '<rootDir>/src/locales/dash/{locale}', include: ['<rootDir>/src'] },
    // The planner's words (docs/decisions/200-planner-languages.md), ids under `planner.`.
    { path: '<rootDir>/src/locales/planner/{locale}', include: ['<rootDir>/src/features/editor'] },
    // The PDF report's words (docs/decisions/219-report-languages.md), ids under `report.`.
    { path: '<rootDir>/src/locales/report/{locale}', include: ['<rootDir>/src/features/editor/report'] },
  ],
  format: formatter({ lineNumbers: false }),
});
