/** Request and answer headers of the API (ARCHITECTURE.md, "Headers"). */
export const HEADERS = {
  subscriptionKey: 'x-subscription-key',
  clientId: 'x-client-id',
  publicationKey: 'x-publication-key',
  apiKey: 'x-api-key',
  totalCount: 'x-total-count',
} as const;

export const OIDC_CLIENT_ID = 'planner_dash';
export const OIDC_REALM_PATH = '/realms/planner';
export const LANGUAGE_CODE = 'en-us';
