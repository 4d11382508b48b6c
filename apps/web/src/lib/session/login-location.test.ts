import { describe, expect, it } from 'vitest';
import { isLoginPath, loginHandoffOf, returnPathOf, withLoginHandoff } from './login-location';

describe('returnPathOf', () => {
  it('takes a path of this app and nothing else', () => {
    expect(returnPathOf({ from: '/invitation/abc?x=1#y' })).toBe('/invitation/abc?x=1#y');
    for (const from of ['https://evil.example', '//evil.example/x', 'dash', 42, undefined])
      expect(returnPathOf({ from }), String(from)).toBe('/');
    expect(returnPathOf(null)).toBe('/');
  });
});

describe('isLoginPath (the entry decides for the lean /login page)', () => {
  it('matches /login as the router does', () => {
    for (const path of ['/login', '/login/', '/LOGIN', '/Login//'])
      expect(isLoginPath(path), path).toBe(true);
  });

  it('leaves every other path to the app', () => {
    for (const path of ['/', '/login2', '/login/x', '/dash/login', '/logins', ''])
      expect(isLoginPath(path), path).toBe(false);
  });
});

describe('the handoff to the lean /login page', () => {
  it('travels beside the router state in the history entry', () => {
    const routerState = { usr: { from: '/dash/team' }, key: 'k1', idx: 0 };
    const state = withLoginHandoff(routerState, { returnTo: '/dash/team', error: 'access_denied' });
    expect(state).toMatchObject(routerState);
    expect(loginHandoffOf(state)).toEqual({ returnTo: '/dash/team', error: 'access_denied' });
    expect(loginHandoffOf(withLoginHandoff(null, { returnTo: '/welcome' }))).toEqual({
      returnTo: '/welcome',
    });
  });

  it('counts anything malformed as no handoff, and never leads off the app', () => {
    for (const state of [null, undefined, 'x', { vantageLogin: 'x' }, { vantageLogin: { returnTo: 5 } }])
      expect(loginHandoffOf(state)).toEqual({ returnTo: '/' });
    expect(loginHandoffOf({ vantageLogin: { returnTo: '//evil.example', error: '' } })).toEqual({
      returnTo: '/',
    });
    expect(loginHandoffOf({ vantageLogin: { returnTo: '/x', error: { html: '<b>' } } })).toEqual({
      returnTo: '/x',
    });
  });
});
