import { i18n } from '@lingui/core';
import { messages } from '@/locales/planner/en.po';

/**
 * For unit tests only (never imported by the app): the planner's English catalog, loaded and
 * active on the one i18n the planner reads, as PlannerI18n makes it in the browser.
 */
export function activatePlannerEnglish(): void {
  i18n.load('en', messages);
  i18n.activate('en');
}
