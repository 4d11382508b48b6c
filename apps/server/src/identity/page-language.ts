import { isLanguage, type Language, languageOfTags, SOURCE_LANGUAGE } from '@vantage/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

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

/**
 * The page's language, and when the switcher chose it (`?lang=`) its cookie, under the realm's
 * path, so that the provider's further pages (sign in, register, reset) keep it.
 */
export function languageOfPage(
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: { path: string; secure: boolean },
): Language {
  const language = pageLanguage(request);
  if ((request.query as { lang?: unknown } | undefined)?.lang === language)
    reply.header(
      'set-cookie',
      `${LANGUAGE_COOKIE}=${language}; Path=${cookie.path}; Max-Age=31536000; SameSite=Lax; HttpOnly${cookie.secure ? '; Secure' : ''}`,
    );
  return language;
}
