import { isLanguage, type Language, languageOfTags, SOURCE_LANGUAGE } from '@vantage/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/connection.js';
import { users } from '../db/schema/index.js';

/**
 * The language a mail to `email` is written in: the recipient's own choice (their profile),
 * else `fallback`, the language of the person whose request caused the mail.
 */
export async function recipientLanguage(db: Queryable, email: string, fallback: Language): Promise<Language> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return isLanguage(row?.language) ? row.language : fallback;
}

/**
 * The language of the person whose request causes a mail: what the request asked for (a body's
 * `languageCode` or `Accept-Language`), else their own choice, else English.
 */
export function actorLanguage(user: { language: string | null }, requested?: string | null): Language {
  return languageOfTags(requested) ?? (isLanguage(user.language) ? user.language : SOURCE_LANGUAGE);
}
