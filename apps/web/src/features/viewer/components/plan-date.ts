import type { I18n } from '@lingui/core';

/** How long the public page says that an update changed the plan (decision 168). */
export const PLAN_CHANGED_NOTICE_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A plan's date in the viewer's language, in UTC as the other dates of the page:
 * "14 March 2027", "14 maart 2027", "14. März 2027".
 */
export function formatPlanDate(i18n: I18n, date: Date): string {
  return new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-GB' : i18n.locale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

/** "Plan as of 14 March 2027", and for 14 days after an update the notice that it changed. */
export function planDateTexts(
  i18n: I18n,
  planAsOf: string,
  contentChangedAt: string | null,
  now: Date,
): { asOf: string; changed: string | null } {
  const asOf = i18n._('viewer.plan.asOf', { date: formatPlanDate(i18n, new Date(planAsOf)) });
  if (contentChangedAt === null) return { asOf, changed: null };
  const changedAt = new Date(contentChangedAt);
  const age = now.getTime() - changedAt.getTime();
  if (age > PLAN_CHANGED_NOTICE_DAYS * DAY_MS) return { asOf, changed: null };
  return { asOf, changed: i18n._('viewer.plan.changed', { date: formatPlanDate(i18n, changedAt) }) };
}
