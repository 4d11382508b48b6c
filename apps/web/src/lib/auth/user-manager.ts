import { UserManager } from 'oidc-client-ts';
import { env } from '@/config/env';
import { oidcSettings } from './oidc-settings';
import { isPlainRegistrationReturn } from './plain-registration';
import { registrationEndpoint } from './registration';

const settings = oidcSettings({
  authority: env.oidcAuthority,
  clientId: env.oidcClientId,
  origin: window.location.origin,
});

/** The one UserManager of the app; react-oidc-context and the API client share it. */
export const userManager = new UserManager(settings);

/**
 * Starts registration: the same authorization request as signing in (client id, scope
 * `openid profile`, response type `code`, redirect to the app origin, plus state and PKCE,
 * which the provider requires of a public client), sent to the registration endpoint instead
 * of the authorization endpoint. The answer comes back to the origin and is completed by the
 * main UserManager, which finds the request's state in the shared state store.
 */
export function startRegistration(returnTo = '/'): Promise<void> {
  const registrationManager = new UserManager({
    ...settings,
    metadataSeed: { authorization_endpoint: registrationEndpoint(env.oidcAuthority) },
  });
  // Like signing in, registering comes back to where it started (e.g. an invitation link).
  return registrationManager.signinRedirect({ state: { returnTo } });
}

export async function currentAccessToken(): Promise<string | undefined> {
  const user = await userManager.getUser();
  return user && !user.expired ? user.access_token : undefined;
}

/**
 * After the plain registration link: start the sign-in that the provider session completes
 * at once. Answers true when the page is leaving for it.
 */
export async function resumeAfterPlainRegistration(): Promise<boolean> {
  if (!isPlainRegistrationReturn(window.location.search)) return false;
  window.history.replaceState(window.history.state, '', window.location.pathname);
  await userManager.signinRedirect();
  return true;
}
