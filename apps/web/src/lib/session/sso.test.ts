import { describe, expect, it } from 'vitest';
import { ssoErrorReloadUrl } from './sso';

describe('ssoErrorReloadUrl (spec "/login")', () => {
  const location = { origin: 'https://app.example.com', search: '?code=x&state=y' };

  it('reloads to the origin with the sso flag under single sign-on', () => {
    expect(ssoErrorReloadUrl(location, true)).toBe('https://app.example.com/?sso=true');
  });

  it('does nothing for users of the embedded identity provider', () => {
    expect(ssoErrorReloadUrl(location, false)).toBeUndefined();
  });

  it('does not reload again once the flag is there', () => {
    expect(ssoErrorReloadUrl({ ...location, search: '?sso=true' }, true)).toBeUndefined();
  });
});
