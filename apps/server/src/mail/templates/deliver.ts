import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, OutgoingMail } from '../mailer.js';

/**
 * Sends a mail after the change it reports has been committed. A failing mail server must
 * not undo that change (the caller already got its answer's worth), so failures are logged.
 */
export async function deliver(mailer: Mailer, log: FastifyBaseLogger, mail: OutgoingMail): Promise<boolean> {
  try {
    await mailer.send(mail);
    return true;
  } catch (error) {
    log.error({ err: error, subject: mail.subject }, 'mail could not be sent');
    return false;
  }
}
