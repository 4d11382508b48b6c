import { i18n } from '@lingui/core';

/**
 * A label (a kind's name, a range) inside a sentence: lower case in English and Dutch, as the
 * English texts always wrote it; German keeps a noun's capital.
 */
export const inSentence = (word: string): string => (i18n.locale === 'de' ? word : word.toLowerCase());
