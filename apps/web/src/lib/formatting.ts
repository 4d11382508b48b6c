import dayjs from 'dayjs';

/** Local date and time, e.g. "21 Nov 2026, 14:05" (spec: transfer "requested on" is local). */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('D MMM YYYY, HH:mm') : '';
}

/** Local date, e.g. "21 Nov 2026". */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('D MMM YYYY') : '';
}

/** "First Last", falling back to the e-mail address when the names are empty. */
export function formatPersonName(person: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}) {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ').trim();
  return name || person.email || '';
}
