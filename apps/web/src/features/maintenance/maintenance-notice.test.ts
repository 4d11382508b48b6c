import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { messages as de } from '@/locales/dash/de.po';
import { messages as en } from '@/locales/dash/en.po';
import { messages as nl } from '@/locales/dash/nl.po';
import { formatUtc, maintenanceNotice, maintenanceSentences } from './maintenance-notice';

const at = (iso: string) => new Date(iso);

describe('maintenance notice', () => {
  it("says 'scheduled maintenance' within 2025-05-01 00:00 to 2025-06-01 23:59:59 UTC", () => {
    for (const now of ['2025-05-01T00:00:00Z', '2025-05-15T12:00:00Z', '2025-06-01T23:59:59.999Z']) {
      expect(maintenanceNotice(at(now)).kind, now).toBe('scheduled maintenance');
    }
  });

  it("says 'maintenance' outside that window", () => {
    for (const now of ['2025-04-30T23:59:59.999Z', '2025-06-02T00:00:00Z', '2026-01-10T08:00:00Z']) {
      expect(maintenanceNotice(at(now)).kind, now).toBe('maintenance');
    }
  });

  it("states the spec's end unless the server named the end of the window in force", () => {
    expect(maintenanceNotice(at('2026-01-10T08:00:00Z')).endsAt.toISOString()).toBe(
      '2025-06-01T23:59:59.000Z',
    );
    expect(maintenanceNotice(at('2026-01-10T08:00:00Z'), null).endsAt.toISOString()).toBe(
      '2025-06-01T23:59:59.000Z',
    );
    expect(maintenanceNotice(at('2026-01-10T08:00:00Z'), '2026-01-10T10:30:00Z').endsAt.toISOString()).toBe(
      '2026-01-10T10:30:00.000Z',
    );
    expect(maintenanceNotice(at('2026-01-10T08:00:00Z'), 'soon').endsAt.toISOString()).toBe(
      '2025-06-01T23:59:59.000Z',
    );
  });

  it('formats the end in UTC, whatever the local time zone', () => {
    expect(formatUtc(at('2025-06-01T23:59:59Z'))).toBe('June 1, 2025 at 23:59:59 (UTC)');
    expect(formatUtc(at('2026-01-10T00:05:00+02:00'))).toBe('January 9, 2026 at 22:05:00 (UTC)');
  });

  it('words the page with the product name', () => {
    expect(maintenanceSentences('Vantage', maintenanceNotice(at('2025-05-20T10:00:00Z')))).toEqual({
      status: 'Vantage is undergoing scheduled maintenance.',
      conclusion: 'It should conclude on or before June 1, 2025 at 23:59:59 (UTC).',
    });
    expect(
      maintenanceSentences('Vantage', maintenanceNotice(at('2026-03-01T10:00:00Z'), '2026-03-01T12:00:00Z')),
    ).toEqual({
      status: 'Vantage is undergoing maintenance.',
      conclusion: 'It should conclude on or before March 1, 2026 at 12:00:00 (UTC).',
    });
  });
});

describe('in the page’s language', () => {
  afterAll(() => {
    i18n.load('en', en);
    i18n.activate('en');
  });

  it('says the sentences and the end through Intl in English (the spec’s words), Dutch and German', () => {
    const notice = maintenanceNotice(at('2025-05-20T10:00:00Z'));
    i18n.load('en', en);
    i18n.activate('en');
    expect(maintenanceSentences('Vantage', notice)).toEqual({
      status: 'Vantage is undergoing scheduled maintenance.',
      conclusion: 'It should conclude on or before June 1, 2025 at 23:59:59 (UTC).',
    });
    i18n.load('nl', nl);
    i18n.activate('nl');
    expect(maintenanceSentences('Vantage', notice)).toEqual({
      status: 'Vantage ondergaat gepland onderhoud.',
      conclusion: 'Het onderhoud is naar verwachting uiterlijk 1 juni 2025 om 23:59:59 (UTC) afgerond.',
    });
    i18n.load('de', de);
    i18n.activate('de');
    expect(maintenanceSentences('Vantage', maintenanceNotice(at('2026-03-01T10:00:00Z')))).toEqual({
      status: 'Vantage wird gewartet.',
      conclusion: 'Die Wartung sollte spätestens am 1. Juni 2025 um 23:59:59 (UTC) abgeschlossen sein.',
    });
  });
});
