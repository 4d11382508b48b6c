import { describe, expect, it } from 'vitest';
import { testI18n } from '@/lib/i18n/test-i18n';
import { PLAN_CHANGED_NOTICE_DAYS, planDateTexts } from './plan-date';

const asOf = '2027-03-14T09:30:00.000Z';
const DAY = 24 * 60 * 60 * 1000;

describe('planDateTexts', () => {
  it('says the date of the plan in the viewer language', () => {
    const at = new Date('2027-03-20T00:00:00Z');
    expect(planDateTexts(testI18n('en'), asOf, null, at)).toEqual({
      asOf: 'Plan as of 14 March 2027',
      changed: null,
    });
    expect(planDateTexts(testI18n('nl'), asOf, null, at).asOf).toBe('Stand van het plan op 14 maart 2027');
    expect(planDateTexts(testI18n('de'), asOf, null, at).asOf).toBe('Planstand vom 14. März 2027');
  });

  it(`says that the plan changed for ${PLAN_CHANGED_NOTICE_DAYS} days after an update, then no more`, () => {
    const changed = Date.parse(asOf);
    const within = new Date(changed + PLAN_CHANGED_NOTICE_DAYS * DAY);
    expect(planDateTexts(testI18n('en'), asOf, asOf, within).changed).toBe(
      "This plan was updated on 14 March 2027: the presentation now shows the project's current plan.",
    );
    expect(planDateTexts(testI18n('de'), asOf, asOf, within).changed).toBe(
      'Dieser Plan wurde am 14. März 2027 aktualisiert: Die Präsentation zeigt jetzt den aktuellen Plan des Projekts.',
    );
    expect(planDateTexts(testI18n('en'), asOf, asOf, new Date(within.getTime() + 1)).changed).toBeNull();
  });
});
