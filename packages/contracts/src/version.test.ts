import { describe, expect, it } from 'vitest';
import { describeVersion } from './version.js';

describe('describeVersion', () => {
  it('names the product, the version and the short commit', () => {
    expect(
      describeVersion('Vantage', { version: '0.1.0', commit: '4b2b9be0123456789abcdef0123456789abcdef0' }),
    ).toBe('Vantage 0.1.0 (commit 4b2b9be)');
  });

  it('says "unknown" for a build without a commit', () => {
    expect(describeVersion('Vantage', { version: '0.1.0', commit: 'unknown' })).toBe(
      'Vantage 0.1.0 (commit unknown)',
    );
  });
});
