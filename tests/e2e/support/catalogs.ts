import { readFileSync } from 'node:fs';

/** A web catalog's messages by id: `apps/web/src/locales/<name>/<locale>.po` (dash, planner, report). */
export function catalog(name: 'dash' | 'planner' | 'report', locale: string): Map<string, string> {
  const text = readFileSync(
    new URL(`../../../apps/web/src/locales/${name}/${locale}.po`, import.meta.url),
    'utf8',
  );
  return new Map(
    [...text.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)]
      .map((m) => [JSON.parse(m[1] ?? '""') as string, JSON.parse(m[2] ?? '""') as string] as const)
      .filter(([id]) => id !== ''),
  );
}
