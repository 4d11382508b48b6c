import { i18n } from '@lingui/core';
import { CONFLICT_MESSAGES, type ConflictCode } from '@vantage/contracts';

/**
 * The dashboard's words outside components (messages modules, toasts, the API error's text):
 * the active catalog's message for `id` (ids under `dash.`), the one DashI18n activated.
 * Before a dashboard catalog is active (the public pages, unit tests without one) it answers
 * `english`, the spec's own words, so that no screen ever shows a bare id.
 */
export function dashText(id: string, english: string, values?: Record<string, unknown>): string {
  const text = i18n.locale ? i18n._(id, values) : id;
  if (text !== id) return text;
  return values
    ? english.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
    : english;
}

/**
 * What the user reads for a 409's conflict code (spec section 8), in their language: the
 * contracts' table (CONFLICT_MESSAGES, the server's English `detail`) is the source, the
 * catalogs hold it under `dash.conflict.<code>` (a unit test keeps the English identical).
 */
export function conflictText(code: ConflictCode): string {
  return dashText(`dash.conflict.${code}`, CONFLICT_MESSAGES[code]);
}
