import ts from 'typescript';

/**
 * For tests only (never imported by the app): the checks that keep words out of components and
 * the catalogs in step (docs/decisions/164-viewer-languages.md, 197-product-languages.md).
 */
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
  // A .ts file is read as TypeScript: as TSX its type arguments (`Map<string, T>`) would read as tags.
  const kind = fileName.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.TSX;
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
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

export type Catalog = Map<string, string>;

/** A .po catalog's messages by id (msgid "…" msgstr "…", one line each, as ours are written). */
export function parsePo(text: string): Catalog {
  const unquote = (s: string) => JSON.parse(s) as string;
  const entries = [...text.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)];
  return new Map(
    entries.map((m) => [unquote(m[1] ?? '""'), unquote(m[2] ?? '""')] as const).filter(([id]) => id !== ''),
  );
}

/**
 * The names of a message's ICU arguments (`{name}`, `{count, plural, one {…} other {…}}`), those
 * in plural and select branches too, and its `<0>` tags: what code passes and translators keep.
 */
export function argumentsOf(message: string): string[] {
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

/**
 * What keeps the catalogs of one set (`byLocale`, by locale, English under `en`) from being in
 * step: an id one catalog has and another lacks, an empty text, a text whose ICU arguments are
 * not the English one's. Each as `locale id: what`.
 */
export function catalogsOutOfStep(byLocale: Readonly<Record<string, Catalog>>): string[] {
  const en = byLocale.en ?? new Map<string, string>();
  return Object.entries(byLocale).flatMap(([locale, catalog]) => [
    ...[...en.keys()].filter((id) => !catalog.has(id)).map((id) => `${locale} ${id}: missing`),
    ...[...catalog.keys()].filter((id) => !en.has(id)).map((id) => `${locale} ${id}: not in English`),
    ...[...catalog].filter(([id, text]) => en.has(id) && text === '').map(([id]) => `${locale} ${id}: empty`),
    ...[...catalog]
      .filter(([id, text]) => en.has(id) && argumentsOf(text).join() !== argumentsOf(en.get(id) ?? '').join())
      .map(([id]) => `${locale} ${id}: other arguments`),
  ]);
}

/** The Dutch and German texts that are the English one, but for the ids of `sameWord`, as `locale id`. */
export function englishLeftOver(
  byLocale: Readonly<Record<string, Catalog>>,
  sameWord: ReadonlySet<string>,
): string[] {
  const en = byLocale.en ?? new Map<string, string>();
  return ['nl', 'de'].flatMap((locale) =>
    [...en]
      .filter(([id, english]) => !sameWord.has(id) && byLocale[locale]?.get(id) === english)
      .map(([id]) => `${locale} ${id}`),
  );
}
