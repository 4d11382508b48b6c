import ts from 'typescript';
import { describe, expect, it } from 'vitest';

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

/**
 * Props and object keys whose string is read or heard by the visitor: labels, titles, texts,
 * and every `…Label`, `…Text`, `…Title` or `…Message`.
 */
const VISIBLE =
  /^(aria-(label|description|roledescription|valuetext)|alt|title|label|placeholder|description|detail|notice|message|term|caption|text|heading|children|tooltip|items|\w*(Label|Text|Title|Message))$/;
const HAS_LETTERS = /\p{L}/u;
const COMPARISON = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

const nameOf = (name: ts.Node): string =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isJsxNamespacedName(name)
    ? name.getText().replace(/^['"]|['"]$/g, '')
    : '';

/**
 * Whether a string literal ends up on screen as it is: in a JSX child, a visible prop or a
 * visible key of an object, without passing through a call (`i18n._('viewer.…')`, a formatter)
 * or a comparison on its way there.
 */
function isShown(literal: ts.Node): boolean {
  let node = literal;
  while (node.parent) {
    const parent = node.parent;
    if (ts.isCallExpression(parent) || ts.isNewExpression(parent) || ts.isTaggedTemplateExpression(parent))
      return false;
    if (ts.isElementAccessExpression(parent)) return false;
    if (ts.isBinaryExpression(parent) && COMPARISON.has(parent.operatorToken.kind)) return false;
    if (ts.isCaseClause(parent) || ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent))
      return false;
    if (ts.isJsxAttribute(parent)) return VISIBLE.test(nameOf(parent.name));
    if (ts.isPropertyAssignment(parent))
      return parent.initializer === node && VISIBLE.test(nameOf(parent.name));
    if (ts.isJsxExpression(parent) && (ts.isJsxElement(parent.parent) || ts.isJsxFragment(parent.parent)))
      return true;
    if (ts.isStatement(parent) || ts.isVariableDeclaration(parent) || ts.isFunctionLike(parent)) return false;
    node = parent;
  }
  return false;
}

const textOf = (node: ts.Node): string =>
  ts.isTemplateExpression(node)
    ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('')
    : (node as ts.StringLiteralLike).text;

/** Every word a file shows without the i18n function, as `line: text`. */
export function hardCodedStrings(fileName: string, text: string): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, words: string) =>
    found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${words.trim()}`);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && HAS_LETTERS.test(node.text)) report(node, node.text);
    else if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateExpression(node)) &&
      HAS_LETTERS.test(textOf(node)) &&
      isShown(node)
    )
      report(node, textOf(node));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

type Catalog = Map<string, string>;

/** A .po catalog's messages by id (msgid "…" msgstr "…", one line each, as ours are written). */
function parsePo(text: string): Catalog {
  const unquote = (s: string) => JSON.parse(s) as string;
  const entries = [...text.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)];
  return new Map(
    entries.map((m) => [unquote(m[1] ?? '""'), unquote(m[2] ?? '""')] as const).filter(([id]) => id !== ''),
  );
}
const byLocale = Object.fromEntries(
  Object.entries(catalogs).map(([path, text]) => [path.replace(/^.*\/(\w+)\.po$/, '$1'), parsePo(text)]),
);

/**
 * The names of a message's ICU arguments (`{name}`, `{count, plural, one {…} other {…}}`), those
 * in plural and select branches too, and its `<0>` tags: what code passes and translators keep.
 */
function argumentsOf(message: string): string[] {
  const found: string[] = [...message.matchAll(/<(\d+)>/g)].map((m) => `<${m[1]}>`);
  let at = 0;
  const text = (): void => {
    while (at < message.length && message[at] !== '}') {
      if (message[at] === '{') argument();
      else at += 1;
    }
  };
  const argument = (): void => {
    const head = /^\{\s*(\w+)\s*(?:,\s*(\w+)\s*(?:,)?)?/.exec(message.slice(at));
    if (!head) throw new Error(`not ICU at ${at}: ${message}`);
    found.push(head[1] ?? '');
    at += head[0].length;
    if (head[2]) {
      // Branches: `key {message}` until the argument's closing brace.
      while (message[at] !== '}') {
        const key = /^\s*(=?\w+)\s*\{/.exec(message.slice(at));
        if (!key) break;
        at += key[0].length;
        text();
        at += 1;
        at += /^\s*/.exec(message.slice(at))?.[0].length ?? 0;
      }
    }
    at += 1;
  };
  text();
  return found.sort();
}

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
