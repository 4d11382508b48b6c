import { OIDC_CLIENT_ID } from '@vantage/contracts';

/**
 * The Keycloak-style registration endpoint of a realm (spec "/login": Register goes to the
 * identity provider's registration page).
 */
export function registrationEndpoint(authority: string): string {
  return `${authority}/protocol/openid-connect/registrations`;
}

/**
 * Spec "/login": the registration page of the identity provider with the client id, scope
 * 'openid profile', response type code and redirect to the app origin. The Register button
 * itself starts the same request with state and PKCE (required by the provider for public
 * clients, `startRegistration` in user-manager.ts); this plain URL stays the link's href.
 */
export function registrationUrl(authority: string, origin: string): string {
  const query = new URLSearchParams({
    client_id: OIDC_CLIENT_ID,
    scope: 'openid profile',
    response_type: 'code',
    redirect_uri: origin,
  });
  return `${registrationEndpoint(authority)}?${query.toString().replaceAll('+', '%20')}`;
}
