import { isLanguage, type Language, languageOfTags, SOURCE_LANGUAGE } from '@vantage/contracts';
import type { FastifyRequest } from 'fastify';

/** The cookie that keeps the language chosen with the sign-in pages' switcher. */
export const LANGUAGE_COOKIE = 'vantage_lang';

/**
 * The language of the embedded sign-in pages and of the mails they cause (verification,
 * reset, "account exists"): the switcher's choice (`?lang=`, then its cookie), else the
 * browser's `Accept-Language`, else English.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const query = (request.query as { lang?: unknown } | undefined)?.lang;
  if (isLanguage(query)) return query;
  const cookie = /(?:^|;\s*)vantage_lang=(\w+)/.exec(request.headers.cookie ?? '')?.[1];
  if (isLanguage(cookie)) return cookie;
  return languageOfTags(request.headers['accept-language']) ?? SOURCE_LANGUAGE;
}
