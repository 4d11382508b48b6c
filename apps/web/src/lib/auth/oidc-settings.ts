import { type UserManagerSettings, WebStorageStateStore } from 'oidc-client-ts';

/**
 * OpenID Connect settings of the dashboard (spec section 1): fixed client id, scope
 * `openid profile`, code flow with PKCE, silent renewal (by refresh token) on, the signed-in
 * user kept in localStorage so a reload or a second tab stays signed in.
 */
export function oidcSettings(options: {
  authority: string;
  clientId: string;
  origin: string;
}): UserManagerSettings {
  return {
    authority: options.authority,
    client_id: options.clientId,
    redirect_uri: options.origin,
    post_logout_redirect_uri: options.origin,
    response_type: 'code',
    scope: 'openid profile',
    automaticSilentRenew: true,
    loadUserInfo: false,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  };
}
