import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection.js';
import { appSettings } from '../db/schema/index.js';

/**
 * Negotiate answers a connection token that any server process can verify on its own:
 * an HMAC over the connection id, the user and an expiry, keyed by a secret every process
 * reads from `app_settings`. So negotiate on one process and connect on another works
 * without sticky sessions and without shared connection state.
 */
export type ConnectionTicket = {
  /** The connection id the client sees (and sends back as `signalRConnectionId`). */
  connectionId: string;
  userId: string;
  /** Token subject of the negotiating user: the socket must carry the same. */
  subject: string;
  /** Epoch milliseconds after which the token can no longer open a socket. */
  expiresAt: number;
};

const SECRET_KEY = 'hub.connectionTokenSecret';
/** Negotiate and connect follow each other within milliseconds; this allows slow networks. */
export const CONNECT_WINDOW_MS = 2 * 60 * 1000;

export async function loadOrCreateHubSecret(db: Database): Promise<Buffer> {
  await db
    .insert(appSettings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  // Another process may have won the race: everyone uses what is stored.
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SECRET_KEY));
  return Buffer.from(String(row!.value), 'base64url');
}

/** Names the backplane channel after the secret: processes on one database share it. */
export function deploymentTag(secret: Buffer): string {
  return createHash('sha256').update('hub-channel').update(secret).digest('base64url').slice(0, 16);
}

export const newConnectionId = () => randomBytes(16).toString('base64url');

function sign(secret: Buffer, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** URL-safe (base64url and a dot): the client appends it to the URL unencoded. */
export function issueConnectionToken(
  secret: Buffer,
  ticket: Omit<ConnectionTicket, 'expiresAt'>,
  now = Date.now(),
): string {
  const payload = Buffer.from(
    JSON.stringify({
      c: ticket.connectionId,
      u: ticket.userId,
      s: ticket.subject,
      e: now + CONNECT_WINDOW_MS,
    }),
  ).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The ticket, or undefined when forged, malformed or past its connect window. */
export function readConnectionToken(
  secret: Buffer,
  token: string,
  now = Date.now(),
): ConnectionTicket | undefined {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const { c, u, s, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    if (typeof c !== 'string' || typeof u !== 'string' || typeof s !== 'string' || typeof e !== 'number') {
      return undefined;
    }
    if (e <= now) return undefined;
    return { connectionId: c, userId: u, subject: s, expiresAt: e };
  } catch {
    return undefined;
  }
}
