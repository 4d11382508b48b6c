/**
 * The login page's Register link is also a plain URL (spec "/login"), which carries no state:
 * the provider then returns `?code=` that no sign-in of ours started, so it cannot be
 * redeemed. The user has just signed in at the provider, so a new sign-in goes straight
 * through; this tells the app to start one.
 */
export function isPlainRegistrationReturn(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('code') && !params.has('state');
}
