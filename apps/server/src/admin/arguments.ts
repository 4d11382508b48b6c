import { InvalidArgumentError } from 'commander';

/**
 * A bad argument the operator can fix: printed as `error: <message>` with exit code 2,
 * like commander's own argument errors.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export function parseCount(value: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('Must be a whole number, 0 or more.');
  const n = Number(value);
  if (n > 2_147_483_647) throw new InvalidArgumentError('Must be at most 2147483647.');
  return n;
}

export function parseDate(value: string): Date {
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime()))
    throw new InvalidArgumentError('Must be an ISO date, e.g. 2025-12-31 or 2025-12-31T23:59:59Z.');
  return date;
}

export function parseEmail(value: string): string {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) throw new InvalidArgumentError('Must be an e-mail address.');
  return value;
}
