/**
 * The languages the product speaks (docs/decisions/197-product-languages.md): English, Dutch and
 * German, by their language subtag. English is the source of every text. No schema here: the
 * web app's entry reads these, and a zod schema would bring zod into its first file.
 */
export const LANGUAGES = ['en', 'nl', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SOURCE_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/** What requests send in `Accept-Language` and in bodies' `languageCode`: the spec's `en-us` for English. */
export const LANGUAGE_CODES: Record<Language, string> = { en: 'en-us', nl: 'nl', de: 'de' };

/**
 * The language of an `Accept-Language` header or a `languageCode` (`nl-NL;q=0.9, de`): the
 * listed language we speak with the highest weight, by its subtag, else undefined.
 */
export function languageOfTags(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.split('-')[0]?.trim().toLowerCase(), weight: q ? Number(q) : 1, order };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked.find((entry) => isLanguage(entry.language))?.language as Language | undefined;
}
