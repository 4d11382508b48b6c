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

const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `June 1, 2025 at 23:59:59 (UTC)`. */
export function formatUtc(date: Date): string {
  return `${dateFormat.format(date)} at ${timeFormat.format(date)} (UTC)`;
}

/** The page's sentences, apart from its title and 'Please check back later.'. */
export function maintenanceSentences(productName: string, notice: MaintenanceNotice) {
  return {
    status: `${productName} is undergoing ${notice.kind}.`,
    conclusion: `It should conclude on or before ${formatUtc(notice.endsAt)}.`,
  };
}
