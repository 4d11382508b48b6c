import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { argumentsOf, type Catalog, hardCodedStrings, parsePo } from '@/lib/i18n/text-check';

/**
 * The public viewer speaks English, Dutch and German (docs/decisions/164-viewer-languages.md):
 * no visible word of it is written in its components, every message id they use is in the
 * catalogs, and the three catalogs hold the same ids with the same placeholders.
 */
const sources = import.meta.glob<string>(['./**/*.ts', './**/*.tsx', '!./**/*.test.ts', '!./**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const i18nSources = import.meta.glob<string>(['../../lib/i18n/*.ts', '!../../lib/i18n/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const catalogs = import.meta.glob<string>('../../locales/*.po', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const byLocale: Record<string, Catalog> = Object.fromEntries(
  Object.entries(catalogs).map(([path, text]) => [path.replace(/^.*\/(\w+)\.po$/, '$1'), parsePo(text)]),
);

describe("the public viewer's words", () => {
  it('are not written into the viewer feature: each goes through the i18n function', () => {
    const offences = Object.entries(sources).flatMap(([path, text]) =>
      hardCodedStrings(path, text).map((where) => `${path}:${where}`),
    );
    expect(offences).toEqual([]);
  });

  it('finds words that are written in: JSX text, visible props, toasts, ternaries', () => {
    const sample = `
      export const A = () => <Button aria-label="Play tour" title={\`Stops of \${x}\`}>Reset view</Button>;
      export const B = ({ on }) => <Text>{on ? 'Pause' : i18n._('viewer.tour.play')}</Text>;
      notifySuccess({ title: 'Link copied', message: i18n._('viewer.link.copiedText') });
      export const C = () => <Facts items={[['Position', x]]} />;`;
    expect(hardCodedStrings('sample.tsx', sample).map((s) => s.replace(/^\d+: /, ''))).toEqual([
      'Play tour',
      'Stops of',
      'Reset view',
      'Pause',
      'Link copied',
      'Position',
    ]);
    const fine = `
      export const D = () => (
        <Box component="section" c="gray.7" data-testid="viewer-tour" style={{ transform: \`rotate(\${a}deg)\` }}
          aria-label={i18n._('viewer.tours')}>
          {status.kind === 'saved' && <Trans id="viewer.presentedWith" values={{ product }} />}{' — '}
        </Box>
      );`;
    expect(hardCodedStrings('fine.tsx', fine)).toEqual([]);
  });

  it('are in every catalog, with the same ids and the same arguments', () => {
    const { en, nl, de } = byLocale;
    expect(Object.keys(byLocale).sort()).toEqual(['de', 'en', 'nl']);
    const ids = [...(en?.keys() ?? [])].sort();
    expect(ids.length).toBeGreaterThan(50);
    for (const catalog of [nl, de]) {
      expect([...(catalog?.keys() ?? [])].sort()).toEqual(ids);
      for (const id of ids) {
        expect(catalog?.get(id), id).not.toBe('');
        expect(argumentsOf(catalog?.get(id) ?? ''), id).toEqual(argumentsOf(en?.get(id) ?? ''));
      }
    }
  });

  it('come through @lingui/react, whose provider the page sets', () => {
    const elsewhere = Object.entries(sources).filter(([, text]) => /from '@\/lib\/i18n\/react'/.test(text));
    expect(elsewhere.map(([path]) => path)).toEqual([]);
    expect(sources['./pages/viewer-page.tsx']).toContain('<I18nProvider');
  });

  it('are asked for by ids that the catalogs have', () => {
    const en = byLocale.en ?? new Map();
    const used = new Set<string>();
    const prefixes = new Set<string>();
    for (const [path, text] of Object.entries({ ...sources, ...i18nSources })) {
      const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      const visit = (node: ts.Node) => {
        if (
          (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
          /^viewer\.[\w.]+$/.test(node.text)
        )
          used.add(node.text);
        if (ts.isTemplateExpression(node) && /^viewer\.[\w.]+$/.test(node.head.text))
          prefixes.add(node.head.text);
        ts.forEachChild(node, visit);
      };
      visit(file);
    }
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((id) => !en.has(id))).toEqual([]);
    for (const prefix of prefixes)
      expect(
        [...en.keys()].some((id) => id.startsWith(prefix)),
        prefix,
      ).toBe(true);
  });
});
