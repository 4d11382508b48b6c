import { createLocalJWKSet, createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import { unauthorized } from '../http/problem.js';
import type { SigningKey } from '../identity/keys.js';
import { publicJwk } from '../identity/keys.js';

export type TokenClaims = JWTPayload & {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  preferred_username?: string;
  name?: string;
  azp?: string;
};

export type TokenVerifier = (token: string) => Promise<TokenClaims>;

type VerifierOptions = {
  issuer: string;
  /** Accepted when equal to `azp` or contained in `aud` (Keycloak puts `account` in `aud`). */
  audience: string;
  /**
   * Why a valid token is refused all the same, or undefined (embedded provider: revoked by a
   * password reset or change, or its session logged out; auth/ended-sessions.ts). Checked
   * for the API and the hub.
   */
  refusal?: (claims: TokenClaims) => Promise<string | undefined>;
} & ({ keys: SigningKey[] } | { jwksUrl: string });

/**
 * An access token, not an ID, refresh or logout token: RFC 9068 says so in the header
 * (`typ: at+jwt`, as the embedded provider signs them), Keycloak in the payload
 * (`typ: "Bearer"`; its ID tokens say `"ID"`, refresh tokens `"Refresh"`).
 */
export function isAccessToken(header: { typ?: string }, payload: JWTPayload): boolean {
  const typ = header.typ?.toLowerCase();
  if (typ === 'at+jwt' || typ === 'application/at+jwt') return true;
  return payload.typ === 'Bearer';
}

/**
 * One verification path for the embedded provider and an external Keycloak: signature
 * against the issuer's keys, `iss`, `exp`, that it is an access token (an ID token has the
 * client as its audience too, lives an hour and outlives a logout), and the client in `azp`
 * or `aud`.
 */
export function createTokenVerifier(options: VerifierOptions): TokenVerifier {
  const keySet =
    'keys' in options
      ? createLocalJWKSet({ keys: options.keys.map(publicJwk) })
      : createRemoteJWKSet(new URL(options.jwksUrl));
  return async (token) => {
    let payload: JWTPayload;
    let header: { typ?: string };
    try {
      ({ payload, protectedHeader: header } = await jwtVerify(token, keySet, {
        issuer: options.issuer,
        clockTolerance: 5,
      }));
    } catch {
      throw unauthorized('The access token is invalid or has expired.');
    }
    if (!isAccessToken(header, payload)) throw unauthorized('Only access tokens are accepted.');
    const audiences = Array.isArray(payload.aud) ? payload.aud : payload.aud ? [payload.aud] : [];
    if (payload.azp !== options.audience && !audiences.includes(options.audience)) {
      throw unauthorized('The access token was not issued for this application.');
    }
    if (typeof payload.sub !== 'string' || payload.sub.length === 0) {
      throw unauthorized('The access token has no subject.');
    }
    const refused = await options.refusal?.(payload as TokenClaims);
    if (refused) throw unauthorized(refused);
    return payload as TokenClaims;
  };
}

export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1];
}
