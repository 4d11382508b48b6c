import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { messages as de } from '@/locales/planner/de.po';
import { messages as nl } from '@/locales/planner/nl.po';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { parseCsv } from '../model/import/csv';
import { RD_NEW } from '../model/import/fixtures/systems';
import { importText } from './import-text';

afterAll(activatePlannerEnglish);

describe('importText', () => {
  it("says a row's problems in the planner's language, its words from the catalogs", () => {
    const [error] = parseCsv('name,x,y,hub height\nA,,463000,high\n', { system: RD_NEW }).errors;
    expect(error?.message).toBe('Row 2: the easting is missing; the hub height "high" is not a number');
    i18n.load('nl', nl);
    i18n.activate('nl');
    expect(importText(error!)).toBe(
      'Rij 2: de X-coördinaat (oost) ontbreekt; de waarde "high" voor ashoogte is geen getal',
    );
    i18n.load('de', de);
    i18n.activate('de');
    expect(importText(error!)).toBe(
      'Zeile 2: der Wert für Rechtswert fehlt; der Wert „high“ für Nabenhöhe ist keine Zahl',
    );
  });
});
