import type { ImportMessage } from './import-text';

/**
 * For tests only: the import's problems as their English sentences with the row or feature they
 * name (`{ row: 3, message: 'Row 3: …' }`), leaving out their codes and values.
 */
export const inEnglish = (errors: readonly (ImportMessage & { row?: number; feature?: number })[]) =>
  errors.map(({ row, feature, message }) => ({
    ...(row === undefined ? {} : { row }),
    ...(feature === undefined ? {} : { feature }),
    message,
  }));

/** For tests only: the sentences of notes or of a reader's errors. */
export const sentences = (texts: readonly ImportMessage[]) => texts.map((text) => text.message);
