import Provider, {
  type Configuration,
  errors,
  interactionPolicy,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { AppContext } from '../app-context.js';
import { findIdentityAccount, type IdentityAccount } from './accounts.js';
import { databaseAdapter } from './adapter.js';
import type { AppOrigins } from './app-origins.js';
import { errorPage, logoutPage, signedOutPage } from './pages/notices.js';

/** Fixed by the spec: the dashboard's client id at the identity server. */
export const DASHBOARD_CLIENT_ID = 'planner_dash';
/** Our own account pages sign in through this client (as Keycloak's account console does). */
export const ACCOUNT_CLIENT_ID = 'account-console';
/** Keycloak's default `aud` of an access token. */
const ACCESS_TOKEN_AUDIENCE = 'account';

const EMAIL_CLAIMS = ['email', 'email_verified'];
const PROFILE_CLAIMS = ['name', 'given_name', 'family_name', 'preferred_username'];

/** Keycloak's endpoint paths below the realm, so that both are configured the same way. */
const KEYCLOAK_ROUTES = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  userinfo: '/protocol/openid-connect/userinfo',
  end_session: '/protocol/openid-connect/logout',
  jwks: '/protocol/openid-connect/certs',
  introspection: '/protocol/openid-connect/token/introspect',
  revocation: '/protocol/openid-connect/revoke',
  pushed_authorization_request: '/protocol/openid-connect/ext/par/request',
};

/** Lifetime of an access token; a revocation (token-revocation.ts) is kept a minute longer. */
export const ACCESS_TOKEN_TTL_SECONDS = 5 * 60;

/** Token lifetimes in seconds, close to Keycloak's defaults; refresh tokens die with the session. */
export const TTL = {
  AccessToken: ACCESS_TOKEN_TTL_SECONDS,
  AuthorizationCode: 60,
  IdToken: 60 * 60,
  Interaction: 60 * 60,
  RefreshToken: 14 * 24 * 60 * 60,
  Session: 14 * 24 * 60 * 60,
  Grant: 14 * 24 * 60 * 60,
};

export function profileClaims(account: IdentityAccount) {
  const name = `${account.firstName} ${account.lastName}`.trim();
  return {
    sub: account.id,
    email: account.email,
    email_verified: account.emailVerified,
    given_name: account.firstName,
    family_name: account.lastName,
    name,
    preferred_username: account.email.toLowerCase(),
  };
}

/**
 * The session a token grant belongs to, as Keycloak's `sid`: the code's or refresh token's
 * `sid` when oidc-provider set one (back-channel logout clients), else its session uid. The
 * access and ID tokens of one grant carry the same value.
 */
function grantSessionId(koa: KoaContextWithOIDC): string | undefined {
  const { AuthorizationCode: code, RefreshToken: refresh } = koa.oidc?.entities ?? {};
  return code?.sid ?? refresh?.sid ?? code?.sessionUid ?? refresh?.sessionUid;
}

/** A `create` prompt (OIDC prompt=create) ahead of login and consent. */
function interactionsPolicy() {
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'create', requestable: true }), 0);
  return policy;
}

/**
 * Our clients are first-party: whatever they ask for is granted without a consent screen.
 * The grant found for the session (or a new one) is widened to the requested scopes.
 */
async function autoGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const { Grant } = oidc.provider;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(oidc.client!.clientId);
  const grant =
    (grantId ? await Grant.find(grantId) : undefined) ??
    new Grant({ clientId: oidc.client!.clientId, accountId: oidc.session!.accountId });
  grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '));
  grant.addOIDCClaims([...oidc.requestParamClaims]);
  for (const [indicator, server] of Object.entries(oidc.resourceServers ?? {})) {
    const scopes = [...oidc.requestParamScopes].filter((scope) => server.scopes.has(scope));
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  await grant.save();
  return grant;
}

export type IdentityProviderOptions = {
  cookieKeys: string[];
  origins: AppOrigins;
};

export function createProvider(ctx: AppContext, options: IdentityProviderOptions): Provider {
  const { config, db } = ctx;
  const issuer = config.issuer;
  const mountPath = new URL(issuer).pathname.replace(/\/$/, '');
  const apiResource = `${config.PUBLIC_URL}/api`;
  const pageOptions = { productName: config.PRODUCT_NAME, homeUrl: `${config.PUBLIC_URL}/` };
  const { origins } = options;

  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: DASHBOARD_CLIENT_ID,
        client_name: config.PRODUCT_NAME,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        // `none` only for the spec's plain registration link (see registrations-route.ts).
        response_types: ['code', 'none'],
        redirect_uris: origins.registered,
        post_logout_redirect_uris: origins.registered,
      },
      {
        client_id: ACCOUNT_CLIENT_ID,
        client_name: `${config.PRODUCT_NAME} account`,
        token_endpoint_auth_method: 'none',
        grant_types: [],
        response_types: ['none'],
        redirect_uris: [`${issuer}/account/`],
        post_logout_redirect_uris: [`${issuer}/account/`],
      },
    ],
    jwks: { keys: ctx.signingKeys! },
    cookies: {
      keys: options.cookieKeys,
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    // Keycloak applies its `profile` and `email` client scopes by default: the profile comes
    // with `openid` alone (the dashboard asks for `openid profile`).
    claims: {
      openid: ['sub', 'azp', 'sid', 'auth_time', ...EMAIL_CLAIMS, ...PROFILE_CLAIMS],
      email: EMAIL_CLAIMS,
      profile: PROFILE_CLAIMS,
      acr: null,
      sid: null,
      auth_time: null,
      iss: null,
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    // The code flow only (and `none` for the account pages): no implicit tokens in URLs.
    responseTypes: ['code', 'none'],
    // Keycloak puts the profile into the ID token too; the dashboard reads it from there.
    conformIdTokenClaims: false,
    routes: KEYCLOAK_ROUTES,
    ttl: TTL,
    interactions: {
      policy: interactionsPolicy(),
      url: (_ctx, interaction) => `${mountPath}/login-actions/${interaction.uid}`,
    },
    loadExistingGrant: autoGrant,
    async findAccount(koa, sub) {
      const account = await findIdentityAccount(db, sub).catch(() => undefined);
      if (!account) return undefined;
      return {
        accountId: account.id,
        // Keycloak names the client in the ID token's `azp` too, and its session in `sid`
        // (the access token's).
        claims: async (use) =>
          use === 'id_token' && koa.oidc?.client
            ? { ...profileClaims(account), azp: koa.oidc.client.clientId, sid: grantSessionId(koa) }
            : profileClaims(account),
      };
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    pkce: {
      // PKCE S256 is required of public clients on every path to a code, registration
      // included: the plain registration link gets no code at all (registrations-route.ts).
      required: (_koa, client) => client.clientAuthMethod === 'none',
    },
    async extraTokenClaims(koa, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await findIdentityAccount(db, token.accountId);
      const { sub: _sub, ...claims } = account ? profileClaims(account) : { sub: '' };
      // `sid` and `auth_time` as Keycloak puts them into access tokens.
      const { AuthorizationCode, RefreshToken } = koa.oidc.entities;
      const authTime = AuthorizationCode?.authTime ?? RefreshToken?.authTime;
      const sid =
        (token as { sid?: string }).sid ??
        grantSessionId(koa) ??
        (token as { sessionUid?: string }).sessionUid;
      return {
        ...claims,
        azp: token.clientId,
        typ: 'Bearer',
        ...(sid ? { sid } : {}),
        ...(typeof authTime === 'number' ? { auth_time: authTime } : {}),
      };
    },
    clientBasedCORS: (_ctx, origin) => origins.originAllowed(origin),
    features: {
      devInteractions: { enabled: false },
      introspection: { enabled: true },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(koa, form) {
          koa.body = logoutPage({ ...pageOptions, form });
        },
        async postLogoutSuccessSource(koa) {
          koa.body = signedOutPage(pageOptions);
        },
      },
      // Access tokens are JWTs for the API (resource `${PUBLIC_URL}/api`), like Keycloak's.
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => apiResource,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resource) => {
          if (resource !== apiResource) throw new errors.InvalidTarget();
          return {
            scope: 'openid profile email',
            audience: ACCESS_TOKEN_AUDIENCE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: TTL.AccessToken,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    async renderError(koa, out) {
      koa.type = 'html';
      koa.body = errorPage({
        ...pageOptions,
        message: out.error_description ?? out.error ?? 'The request could not be completed.',
        detail: out.error,
      });
    },
  };

  const provider = new Provider(issuer, configuration);
  // The provider reads scheme and host from X-Forwarded-*, which providerRoutes always sets
  // from PUBLIC_URL: discovery and every link name the configured issuer, whatever the
  // request's Host or forwarded headers say (TRUST_PROXY only decides the client address).
  provider.proxy = true;
  // Redirects may go to any page of the dashboard, and to loopback origins in development.
  provider.Client.prototype.redirectUriAllowed = function (
    this: { clientId: string; redirectUris: string[] },
    uri,
  ) {
    if (this.clientId !== DASHBOARD_CLIENT_ID) return this.redirectUris.includes(uri);
    return origins.redirectAllowed(uri);
  };
  provider.Client.prototype.postLogoutRedirectUriAllowed = function (
    this: { clientId: string; postLogoutRedirectUris: string[] },
    uri,
  ) {
    if (this.clientId !== DASHBOARD_CLIENT_ID) return this.postLogoutRedirectUris.includes(uri);
    return origins.redirectAllowed(uri);
  };
  return provider;
}
