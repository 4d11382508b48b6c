import { revokedBy, type TokenRevocation } from '../identity/token-revocation.js';
import type { GroupMessage } from './backplane.js';
import type { HubConnection } from './hub-connection.js';

/**
 * An internal message of the backplane, never sent to clients: the account's tokens issued
 * before a password reset or change are revoked (identity/token-revocation.ts), so every
 * process closes the connections opened with them. The client then reconnects with a new
 * token, which a signed-out browser no longer gets.
 */
export const REVOKE_TOKENS = '$RevokeTokens';

export type RevokeTokensArgs = { subject: string; revocation: TokenRevocation };

export const revokedConnectionMessage = 'Your session has ended: please sign in again.';

function argsOf(message: GroupMessage): RevokeTokensArgs | undefined {
  const [args] = message.args as [Partial<RevokeTokensArgs> | undefined];
  return typeof args?.subject === 'string' && typeof args.revocation?.notBefore === 'number'
    ? (args as RevokeTokensArgs)
    : undefined;
}

/** The local connections the message revokes: the subject's, opened with a token it refuses. */
export function revokedConnections(
  connections: Iterable<HubConnection>,
  message: GroupMessage,
): HubConnection[] {
  const args = argsOf(message);
  if (!args) return [];
  return [...connections].filter(
    (connection) =>
      connection.identity.subject === args.subject &&
      revokedBy(args.revocation, connection.identity.token ?? {}),
  );
}
