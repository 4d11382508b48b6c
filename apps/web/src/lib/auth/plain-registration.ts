/**
 * The login page's Register link is also a plain URL (spec "/login"), which carries no state
 * and no PKCE challenge: the provider then issues no code (PKCE is required on every path to
 * one) and returns with only `?iss=` (older servers: a `?code=` that no sign-in of ours
 * started). The user has just signed in at the provider, so a new sign-in goes straight
 * through; this tells the app to start one.
 */
export function isPlainRegistrationReturn(search: string): boolean {
  const params = new URLSearchParams(search);
  return (params.has('code') || params.has('iss')) && !params.has('state');
}
