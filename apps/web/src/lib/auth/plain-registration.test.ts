import { describe, expect, it } from 'vitest';
import { isPlainRegistrationReturn } from './plain-registration';

describe('isPlainRegistrationReturn', () => {
  it('recognises a code without state (the plain registration link)', () => {
    expect(isPlainRegistrationReturn('?code=abc&iss=x')).toBe(true);
    expect(isPlainRegistrationReturn('?iss=http%3A%2F%2Flocalhost%2Frealms%2Fplanner')).toBe(true);
  });

  it('leaves a sign-in of ours (code and state) and ordinary pages alone', () => {
    expect(isPlainRegistrationReturn('?code=abc&state=s')).toBe(false);
    expect(isPlainRegistrationReturn('?sso=true')).toBe(false);
    expect(isPlainRegistrationReturn('')).toBe(false);
  });
});
