import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatPersonName } from './formatting';

describe('formatting', () => {
  it('formats local dates and tolerates missing or invalid values', () => {
    const local = new Date(2026, 10, 21, 14, 5);
    expect(formatDateTime(local)).toBe('21 Nov 2026, 14:05');
    expect(formatDate(local)).toBe('21 Nov 2026');
    expect(formatDateTime(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('names a person, or falls back to the e-mail address', () => {
    expect(formatPersonName({ firstName: 'Olivia', lastName: 'Owner', email: 'o@x.test' })).toBe(
      'Olivia Owner',
    );
    expect(formatPersonName({ firstName: '', lastName: null, email: 'o@x.test' })).toBe('o@x.test');
  });
});
