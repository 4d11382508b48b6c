import { resolve } from 'node:path';
import type { AppContext } from './app-context.js';
import { tokenRefusal } from './auth/ended-sessions.js';
import { createTokenVerifier } from './auth/verify-token.js';
import type { Config } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/connection.js';
import { EventBus } from './events/bus.js';
import { loadOrCreateSigningKeys } from './identity/keys.js';
import { DevMailbox, SmtpMailer } from './mail/mailer.js';
import { MailOutbox, type OutboxSettings } from './mail/outbox.js';

export function databaseOptionsFrom(config: Config) {
  return config.DATABASE_URL
    ? ({
        kind: 'postgres',
        url: config.DATABASE_URL,
        timeouts: {
          connectMs: config.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
          statementMs: config.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000,
          idleInTransactionMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS * 1000,
        },
      } as const)
    : ({ kind: 'pglite', dataDir: resolve(config.DATA_DIR, 'pglite') } as const);
}

export function outboxSettingsFrom(config: Config): OutboxSettings {
  return {
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
    pollIntervalMs: config.MAIL_POLL_INTERVAL_MS,
    retryBaseMs: config.MAIL_RETRY_BASE_MS,
    // Connecting, the greeting and the replies may each take the send timeout.
    leaseMs: 4 * config.MAIL_SEND_TIMEOUT_MS,
    retentionMs: config.MAIL_OUTBOX_RETENTION_DAYS * 24 * 60 * 60 * 1000,
  };
}

/** Wires the dependencies every module shares, on an open and migrated database. */
export async function createContext(config: Config, database: DatabaseHandle): Promise<AppContext> {
  const { db } = database;
  const mailer = config.SMTP_URL
    ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM, config.MAIL_SEND_TIMEOUT_MS)
    : new DevMailbox(db);
  const outbox = new MailOutbox(db, mailer, outboxSettingsFrom(config));
  if (config.embeddedIdentity) {
    const signingKeys = await loadOrCreateSigningKeys(db);
    // One verification for the API and the hub: signature, issuer, audience and type, then
    // whether the token was revoked since (a password reset or change: the account's
    // not-before record) or its session was logged out (ended sessions).
    const verifyToken = createTokenVerifier({
      issuer: config.issuer,
      audience: config.OIDC_AUDIENCE,
      keys: signingKeys,
      refusal: tokenRefusal(db),
    });
    return { config, database, db, bus: new EventBus(), mailer, outbox, verifyToken, signingKeys };
  }
  const verifyToken = createTokenVerifier({
    issuer: config.issuer,
    audience: config.OIDC_AUDIENCE,
    jwksUrl: `${config.issuer}/protocol/openid-connect/certs`,
  });
  return { config, database, db, bus: new EventBus(), mailer, outbox, verifyToken };
}

export async function openContext(config: Config): Promise<AppContext> {
  const database = await openDatabase(databaseOptionsFrom(config));
  await database.withStartupLock(() => database.migrate());
  return createContext(config, database);
}
