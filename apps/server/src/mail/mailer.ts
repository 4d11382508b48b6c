import type { Transporter } from 'nodemailer';
import type { Database } from '../db/connection.js';
import { mails } from '../db/schema/index.js';

export type OutgoingMail = { to: string; subject: string; text: string; html?: string };

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** True when mail is captured for the dev mailbox instead of sent. */
  readonly captures: boolean;
}

/** Sends through SMTP_URL with nodemailer. */
export class SmtpMailer implements Mailer {
  readonly captures = false;
  /** Made at the first mail: nodemailer is loaded then, not at every start. */
  private transport: Promise<Transporter> | undefined;
  constructor(
    private readonly url: string,
    private readonly from: string,
    /** Each step (connecting, the greeting, every reply) may take this long; the outbox retries. */
    private readonly timeoutMs = 30_000,
  ) {}
  private transporter(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: this.url,
        connectionTimeout: this.timeoutMs,
        greetingTimeout: this.timeoutMs,
        socketTimeout: this.timeoutMs,
      }),
    );
    return this.transport;
  }
  close(): void {
    void this.transport?.then((transport) => transport.close()).catch(() => {});
  }
  async send(mail: OutgoingMail): Promise<void> {
    await (await this.transporter()).sendMail({ from: this.from, ...mail });
  }
}

/** Without SMTP_URL: stores mail in the database, shown at /dev/mailbox. */
export class DevMailbox implements Mailer {
  readonly captures = true;
  /**
   * Test support (/dev/admin/mailbox/unreachable): mail to these addresses goes out through
   * SMTP to a port where nothing listens, so it fails as mail does when the SMTP server is down.
   */
  private readonly unreachable = new Map<string, SmtpMailer>();
  constructor(private readonly db: Database) {}
  /** Sends mail to `address` through `smtp` from now on, or (undefined) to the dev mailbox again. */
  divert(address: string, smtp: SmtpMailer | undefined): void {
    const key = address.toLowerCase();
    this.unreachable.get(key)?.close();
    if (smtp) this.unreachable.set(key, smtp);
    else this.unreachable.delete(key);
  }
  async send(mail: OutgoingMail): Promise<void> {
    const smtp = this.unreachable.get(mail.to.toLowerCase());
    if (smtp) return smtp.send(mail);
    await this.db
      .insert(mails)
      .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null });
  }
}
