/**
 * Spec "/login": a sign-in error under single sign-on reloads to the origin with an sso
 * flag. Answers the URL to reload to, or undefined when the app should not reload: not under
 * single sign-on, or already reloaded once (so a lasting error cannot loop).
 */
export function ssoErrorReloadUrl(
  location: Pick<Location, 'origin' | 'search'>,
  isSingleSignOn: boolean,
): string | undefined {
  if (!isSingleSignOn) return undefined;
  if (new URLSearchParams(location.search).get('sso') === 'true') return undefined;
  return `${location.origin}/?sso=true`;
}
