import nodemailer, { type Transporter } from 'nodemailer';
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
  private readonly transport: Transporter;
  constructor(
    url: string,
    private readonly from: string,
    /** Each step (connecting, the greeting, every reply) may take this long; the outbox retries. */
    timeoutMs = 30_000,
  ) {
    this.transport = nodemailer.createTransport({
      url,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
  }
  close(): void {
    this.transport.close();
  }
  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
  }
}

/** Without SMTP_URL: stores mail in the database, shown at /dev/mailbox. */
export class DevMailbox implements Mailer {
  readonly captures = true;
  constructor(private readonly db: Database) {}
  async send(mail: OutgoingMail): Promise<void> {
    await this.db
      .insert(mails)
      .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null });
  }
}
