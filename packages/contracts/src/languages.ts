import { z } from 'zod/mini';

/**
 * The languages the product speaks (docs/decisions/197-product-languages.md): English, Dutch and
 * German, by their language subtag. English is the source of every text.
 */
export const LANGUAGES = ['en', 'nl', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SOURCE_LANGUAGE: Language = 'en';

export const Language = z.enum(LANGUAGES);

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

/**
 * The caller's language preference (GET/PUT /api/user/preferences). Without `language` the
 * product follows the browser's languages; a PUT without it clears the choice.
 */
export const UserPreferences = z.object({ language: z.optional(Language) });
export type UserPreferences = z.infer<typeof UserPreferences>;
