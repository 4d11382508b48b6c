import {
  and,
  asc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notExists,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/connection.js';
import { invitations, mailOutbox } from '../db/schema/index.js';
import { metrics } from '../metrics/registry.js';
import { retryDelayMs } from './backoff.js';
import type { Mailer, OutgoingMail } from './mailer.js';

export type OutboxSettings = {
  maxAttempts: number;
  pollIntervalMs: number;
  retryBaseMs: number;
  /** How long a claimed mail stays another process's before it may be claimed again. */
  leaseMs: number;
  /** How long a settled mail (sent, failed, cancelled) stays in the table. */
  retentionMs: number;
  /** Rows deleted per statement, and statements per clean-up, so that one never holds the table long. */
  clean?: { batch: number; batches: number };
};

type OutboxRow = typeof mailOutbox.$inferSelect;

/** Rows claimed per query; a pass claims again until nothing is due. */
const BATCH = 20;
const ERROR_CHARS = 500;
const CLEAN = { batch: 500, batches: 10 };
/** Settled rows are looked for at most this often, unless the last clean-up left some. */
const CLEAN_EVERY_MS = 60 * 60 * 1000;

/**
 * Writes a mail into the outbox. Call it with the transaction of the change the mail
 * reports: both commit or neither does. Wake the outbox after the commit.
 *
 * The mail is due from now by this process's clock, to the millisecond, as the passes
 * compare it: the column's default (the database's transaction time, to the microsecond)
 * could lie a fraction of a millisecond after the time a pass right after the commit reads,
 * which would leave the mail for the next poll.
 */
export async function enqueueMail(
  tx: Queryable,
  mail: OutgoingMail,
  about: { invitationId?: number } = {},
): Promise<void> {
  await tx.insert(mailOutbox).values({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    invitationId: about.invitationId ?? null,
    nextAttemptAt: new Date(),
  });
}

/**
 * Cancels the unsent mail of invitations that were revoked (or replaced), in the
 * transaction that revokes them: their links would only say the invitation was withdrawn.
 * A mail being sent at this moment may still go out (the sender checks the invitation
 * just before it sends).
 */
export async function cancelInvitationMail(tx: Queryable, invitationIds: number[]): Promise<void> {
  if (invitationIds.length === 0) return;
  await tx
    .update(mailOutbox)
    .set({
      status: 'Cancelled',
      nextAttemptAt: new Date(),
      claimedUntil: null,
      lastError: 'The invitation was withdrawn.',
    })
    .where(and(inArray(mailOutbox.invitationId, invitationIds), eq(mailOutbox.status, 'Pending')));
}

/** Why an invitation's mail must not go out any more, or undefined while it may. */
async function invitationGone(db: Queryable, invitationId: number, now: Date): Promise<string | undefined> {
  const [invitation] = await db
    .select({ status: invitations.status, expiresAt: invitations.expiresAt })
    .from(invitations)
    .where(eq(invitations.id, invitationId));
  if (!invitation) return 'The invitation no longer exists.';
  if (invitation.status === 'Revoked') return 'The invitation was withdrawn.';
  if (invitation.status !== 'Pending')
    return `The invitation was already ${invitation.status.toLowerCase()}.`;
  if (invitation.expiresAt.getTime() <= now.getTime()) return 'The invitation has expired.';
  return undefined;
}

/** The row, unless it was cancelled while this process was trying to send it. */
const stillPending = (id: number) => and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'Pending'));

const silentLog = { warn() {}, error() {} } as unknown as FastifyBaseLogger;

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, ERROR_CHARS);
}

/**
 * Sends what the outbox holds (docs/decisions/183-mail-outbox.md). Every process runs one:
 * it claims due rows with `FOR UPDATE SKIP LOCKED` and a lease, so two processes never
 * claim one mail, then sends each and marks it sent, or schedules the next attempt with
 * exponential backoff, or after the last attempt marks it failed (logged and counted).
 * Passes run one at a time per process; `wake()` asks for one soon after a commit, the
 * poll interval catches retries and mail left by a process that stopped.
 */
export class MailOutbox {
  private running: Promise<unknown> = Promise.resolve();
  private next: Promise<number> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private log: FastifyBaseLogger = silentLog;
  /** When the next clean-up of settled rows is due (at once for a new process). */
  private cleanDueAt = 0;

  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly settings: OutboxSettings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Polls from now on, and sends what is due at once (mail left by an earlier process). */
  start(log: FastifyBaseLogger): void {
    this.log = log;
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), this.settings.pollIntervalMs);
    this.timer.unref();
    this.wake();
  }

  /** Asks for a pass soon, without waiting for it; errors are logged. */
  wake(): void {
    if (this.stopped) return;
    this.drain().catch((error: unknown) =>
      this.log.error({ err: error }, 'the mail outbox could not be read'),
    );
  }

  /**
   * One pass over the mail due now, after the pass in progress: each due mail gets one
   * attempt. Answers how many were sent. A pass asked for while another waits to start
   * is that one.
   */
  drain(): Promise<number> {
    if (!this.next) {
      const pass = this.running.then(() => {
        this.next = undefined;
        return this.pass();
      });
      this.next = pass;
      this.running = pass.catch(() => undefined);
    }
    return this.next;
  }

  /** Resolves once no pass runs or waits (what tests await before reading the mailbox). */
  async settled(): Promise<void> {
    let current: Promise<unknown>;
    do {
      current = this.running;
      await current;
    } while (current !== this.running);
  }

  /** Stops polling and waits for the pass in progress; what is left waits for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.settled();
  }

  private async pass(): Promise<number> {
    const tried: number[] = [];
    let sent = 0;
    for (;;) {
      const rows = await this.claim(tried);
      if (rows.length === 0) break;
      for (const row of rows) {
        tried.push(row.id);
        if (await this.attempt(row)) sent++;
      }
    }
    if (this.now().getTime() >= this.cleanDueAt) await this.clean();
    return sent;
  }

  /**
   * Deletes settled rows older than the retention, in bounded batches: a failed mail of
   * an invitation that can still be accepted stays (the Team screen shows it with "Send
   * again"). When the last batch was full more are left, and the next pass goes on;
   * else the next clean-up is an hour away. Answers how many rows it deleted.
   */
  async clean(): Promise<number> {
    const now = this.now();
    const before = new Date(now.getTime() - this.settings.retentionMs);
    const { batch, batches } = this.settings.clean ?? CLEAN;
    const stillUsable = this.db
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        and(
          eq(invitations.id, mailOutbox.invitationId),
          eq(invitations.status, 'Pending'),
          gt(invitations.expiresAt, now),
        ),
      );
    const settledBefore = or(
      and(eq(mailOutbox.status, 'Sent'), isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, before)),
      and(eq(mailOutbox.status, 'Cancelled'), lt(mailOutbox.nextAttemptAt, before)),
      and(
        eq(mailOutbox.status, 'Failed'),
        lt(mailOutbox.nextAttemptAt, before),
        or(isNull(mailOutbox.invitationId), notExists(stillUsable)),
      ),
    );
    let deleted = 0;
    let full = false;
    for (let i = 0; i < batches; i++) {
      const ids = this.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(settledBefore)
        .orderBy(asc(mailOutbox.id))
        .limit(batch);
      const rows = await this.db
        .delete(mailOutbox)
        .where(inArray(mailOutbox.id, ids))
        .returning({ id: mailOutbox.id });
      deleted += rows.length;
      full = rows.length === batch;
      if (!full) break;
    }
    this.cleanDueAt = full ? now.getTime() : now.getTime() + CLEAN_EVERY_MS;
    if (deleted > 0) metrics.mailsDeleted.inc(deleted);
    return deleted;
  }

  /** Claims due rows nobody holds, counting the attempt and taking the lease, in one statement. */
  private async claim(tried: number[]): Promise<OutboxRow[]> {
    const now = this.now();
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'Pending'),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, now)),
          tried.length > 0 ? notInArray(mailOutbox.id, tried) : undefined,
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        claimedUntil: new Date(now.getTime() + this.settings.leaseMs),
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  }

  private async attempt(row: OutboxRow): Promise<boolean> {
    if (row.invitationId !== null) {
      const reason = await invitationGone(this.db, row.invitationId, this.now());
      if (reason) {
        await this.db
          .update(mailOutbox)
          .set({ status: 'Cancelled', nextAttemptAt: this.now(), claimedUntil: null, lastError: reason })
          .where(eq(mailOutbox.id, row.id));
        metrics.mails.inc({ result: 'cancelled' });
        this.log.warn(
          { mailId: row.id, subject: row.subject, reason },
          'mail not sent: its invitation is gone',
        );
        return false;
      }
    }
    try {
      await this.mailer.send({
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
      });
    } catch (error) {
      await this.failed(row, error);
      return false;
    }
    await this.db
      .update(mailOutbox)
      .set({ status: 'Sent', sentAt: this.now(), claimedUntil: null, lastError: null })
      .where(eq(mailOutbox.id, row.id));
    metrics.mails.inc({ result: 'sent' });
    return true;
  }

  private async failed(row: OutboxRow, error: unknown): Promise<void> {
    const lastError = describeError(error);
    const context = { mailId: row.id, subject: row.subject, attempts: row.attempts, err: error };
    if (row.attempts >= this.settings.maxAttempts) {
      await this.db
        .update(mailOutbox)
        .set({ status: 'Failed', nextAttemptAt: this.now(), claimedUntil: null, lastError })
        .where(stillPending(row.id));
      metrics.mails.inc({ result: 'failed' });
      this.log.error(context, 'mail failed after its last attempt');
      return;
    }
    const nextAttemptAt = new Date(
      this.now().getTime() + retryDelayMs(row.attempts, this.settings.retryBaseMs),
    );
    await this.db
      .update(mailOutbox)
      .set({ nextAttemptAt, claimedUntil: null, lastError })
      .where(stillPending(row.id));
    metrics.mails.inc({ result: 'retried' });
    this.log.warn({ ...context, nextAttemptAt }, 'mail could not be sent; it will be tried again');
  }
}
