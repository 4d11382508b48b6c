import type { TokenVerifier } from './auth/verify-token.js';
import type { Config } from './config.js';
import type { Database, DatabaseHandle } from './db/connection.js';
import type { EventBus } from './events/bus.js';
import type { SigningKey } from './identity/keys.js';
import type { Mailer } from './mail/mailer.js';
import type { MailOutbox } from './mail/outbox.js';

/** What every module may depend on; built once in `main.ts` (or by the test harness). */
export type AppContext = {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  bus: EventBus;
  mailer: Mailer;
  /** Every mail goes through it: enqueueMail in the change's transaction, then wake(). */
  outbox: MailOutbox;
  verifyToken: TokenVerifier;
  /** Present with the embedded provider only. */
  signingKeys?: SigningKey[];
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
