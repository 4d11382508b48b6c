/**
 * The identity provider's account console (Keycloak layout): personal info at
 * `{realm}/account/`, and the account security pages for signing in and device activity.
 */
export function accountUrls(authority: string) {
  const base = `${authority.replace(/\/$/, '')}/account`;
  return {
    settings: `${base}/`,
    signingIn: `${base}/account-security/signing-in`,
    deviceActivity: `${base}/account-security/device-activity`,
  };
}
