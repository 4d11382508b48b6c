import { i18n } from '@lingui/core';
import { dashText as t } from '@/lib/i18n/dash-text';

/**
 * Spec "/maintenance" and section 9: the page says the product is undergoing 'scheduled
 * maintenance' while now lies within the maintenance window 2025-05-01 00:00 UTC to
 * 2025-06-01 23:59:59 UTC, otherwise 'maintenance', and that it should conclude on or before
 * the end date and time (UTC). When the server named the end of the window in force, that
 * end is shown instead of the spec's; the wording rule stays the spec's.
 */
export const SCHEDULED_MAINTENANCE = {
  startsAt: new Date(Date.UTC(2025, 4, 1, 0, 0, 0)),
  endsAt: new Date(Date.UTC(2025, 5, 1, 23, 59, 59)),
} as const;

export type MaintenanceNotice = {
  kind: 'scheduled maintenance' | 'maintenance';
  /** The end date and time to state. */
  endsAt: Date;
};

function validDate(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function maintenanceNotice(now: Date, serverEndsAt?: string | null): MaintenanceNotice {
  const { startsAt, endsAt } = SCHEDULED_MAINTENANCE;
  // The end is given to the second: the whole of 23:59:59 still lies within the window.
  const scheduled = now.getTime() >= startsAt.getTime() && now.getTime() < endsAt.getTime() + 1_000;
  return {
    kind: scheduled ? 'scheduled maintenance' : 'maintenance',
    endsAt: validDate(serverEndsAt) ?? endsAt,
  };
}

/** The page's locale for Intl: the spec's American date in English ("June 1, 2025"). */
const intlLocale = () => (!i18n.locale || i18n.locale === 'en' ? 'en-US' : i18n.locale);

/**
 * `June 1, 2025 at 23:59:59 (UTC)` in English (the spec's), "1 juni 2025 om 23:59:59 (UTC)",
 * "1. Juni 2025 um 23:59:59 (UTC)".
 */
export function formatUtc(date: Date): string {
  const locale = intlLocale();
  const day = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return t('dash.maintenance.at', '{date} at {time} (UTC)', { date: day, time });
}

/** The page's sentences, apart from its title and 'Please check back later.'. */
export function maintenanceSentences(productName: string, notice: MaintenanceNotice) {
  return {
    status:
      notice.kind === 'scheduled maintenance'
        ? t('dash.maintenance.scheduled', '{product} is undergoing scheduled maintenance.', {
            product: productName,
          })
        : t('dash.maintenance.ongoing', '{product} is undergoing maintenance.', { product: productName }),
    conclusion: t('dash.maintenance.conclusion', 'It should conclude on or before {end}.', {
      end: formatUtc(notice.endsAt),
    }),
  };
}
