import { describe, expect, it } from 'vitest';
import { revokedBy, type TokenRevocation } from './token-revocation.js';

/** The rule the API's verification and the hub's open connections share (pure). */
describe('revokedBy', () => {
  const at = 1_800_000_000_500; // half a second into a second
  const second = Math.floor(at / 1000);
  const record: TokenRevocation = { notBefore: at, sids: ['ended'], keepSids: ['kept'] };

  it('refuses tokens of an earlier second, whatever their session, except the kept one', () => {
    expect(revokedBy(record, { iat: second - 1, sid: 'other' })).toBe(true);
    expect(revokedBy(record, { iat: second - 1 })).toBe(true);
    expect(revokedBy(record, { iat: second - 60, sid: 'kept' })).toBe(false);
  });

  it('refuses an ended session even in the same or a later second, and passes a new session of that second', () => {
    expect(revokedBy(record, { iat: second, sid: 'ended' })).toBe(true);
    expect(revokedBy(record, { iat: second + 5, sid: 'ended' })).toBe(true);
    expect(revokedBy(record, { iat: second, sid: 'new-session' })).toBe(false);
    expect(revokedBy(record, { iat: second + 1, sid: 'new-session' })).toBe(false);
  });

  it('refuses a same-second token without a session, and passes everything without a record', () => {
    expect(revokedBy(record, { iat: second })).toBe(true);
    expect(revokedBy(record, { iat: second + 1 })).toBe(false);
    expect(revokedBy(undefined, { iat: 0 })).toBe(false);
  });
});
