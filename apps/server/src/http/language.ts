import { type Language, languageOfTags, SOURCE_LANGUAGE } from '@vantage/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The language a request asks for: its body's `languageCode` when it has one (the spec's
 * invitation and transfer bodies), else its `Accept-Language`, else English. Mails caused by the
 * request are written in it when their recipient has no language of their own.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const body = request.body as { languageCode?: unknown } | undefined;
  const code = typeof body?.languageCode === 'string' ? body.languageCode : undefined;
  return languageOfTags(code) ?? languageOfTags(request.headers['accept-language']) ?? SOURCE_LANGUAGE;
}
