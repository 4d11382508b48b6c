import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CONFLICT_MESSAGES } from './conflict-messages.js';
import { POLICY, PRESENT_FEATURE_DENIED } from './policy.js';
import { SUBSCRIPTION_EXPIRED_MESSAGE } from './subscriptions.js';

/**
 * Denial and conflict texts live once, here: the server answers with them and the dashboard
 * shows them by importing the constant. A copy typed again in either app is how a pair came
 * to disagree ("…can invite members." vs "…can invite people."), so any string literal,
 * template part or JSX text in apps/web/src or apps/server/src that contains one of these
 * sentences fails. Tests may still spell the words they assert.
 */
const SENTENCES = [
  ...new Set([
    ...Object.values(POLICY).map((rule) => rule.denied),
    SUBSCRIPTION_EXPIRED_MESSAGE,
    PRESENT_FEATURE_DENIED,
    ...Object.values(CONFLICT_MESSAGES),
  ]),
];

/**
 * The longest piece of a sentence that any copy spells verbatim in its source (no quote,
 * escape or interpolation can fall inside it): only files that contain one are parsed.
 */
const PROBES = SENTENCES.map((sentence) =>
  sentence.split(/['"`\\${}]/).reduce((longest, piece) => (piece.length > longest.length ? piece : longest)),
);

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCES = ['apps/web/src', 'apps/server/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The texts a source spells: string literals, template parts and JSX text. */
function textsOf(name: string, code: string): string[] {
  const kind = name.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(name, code, ts.ScriptTarget.Latest, false, kind);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    // JSX text keeps the line breaks and indentation a long sentence is wrapped with.
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node))
      texts.push(node.text.replace(/\s+/g, ' '));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

/** "file: sentence" for every copy of a sentence in the given files. */
function copiesIn(files: string[]): string[] {
  return files.flatMap((path) => {
    const code = readFileSync(path, 'utf8');
    const flat = code.replace(/\s+/g, ' ');
    if (!PROBES.some((probe) => flat.includes(probe))) return [];
    return textsOf(path, code).flatMap((text) =>
      SENTENCES.filter((sentence) => text.includes(sentence)).map(
        (sentence) => `${relative(ROOT, path)}: ${sentence}`,
      ),
    );
  });
}

describe('denial and conflict texts', () => {
  it('are not typed again in the web or the server', () => {
    const files = SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(100);
    expect(copiesIn(files)).toEqual([]);
  }, 60_000);

  it('finds a copy in a literal, a template and JSX text', () => {
    const sentence = POLICY['invitation.create'].denied;
    const code = [
      `const a = ${JSON.stringify(sentence)};`,
      `const b = \`\${x} ${sentence}\`;`,
      `const c = <p>\n  ${sentence.replace(' ', '\n  ')}\n</p>;`,
    ].join('\n');
    expect(textsOf('copy.tsx', code).filter((text) => text.includes(sentence))).toHaveLength(3);
  });
});
