import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outboxSettingsFrom } from '../context.js';
import { type DatabaseHandle, openDatabase } from '../db/connection.js';
import { invitations, mailOutbox } from '../db/schema/index.js';
import { registry } from '../metrics/registry.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { startSmtpServer } from '../test/smtp-server.js';
import { SmtpMailer } from './mailer.js';
import { enqueueMail, MailOutbox } from './outbox.js';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let counter = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_MAX_ATTEMPTS: '3',
    // Retries are due at once; the tests drain the outbox themselves, one attempt per pass.
    MAIL_RETRY_BASE_MS: '0',
    MAIL_SEND_TIMEOUT_MS: '2000',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(async () => {
  await smtp.start().catch(() => {});
});

const inviteeAddress = () => `invitee-${Date.now().toString(36)}-${counter++}@example.test`;

async function invite(headers: Record<string, string>, inviteeEmailAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/invitations/members',
    headers,
    payload: {
      inviteeEmailAddress,
      activationUrlTemplate: 'http://localhost:8080/invitation/{invitationKey}',
    },
  });
}

async function outboxRowsTo(to: string) {
  return t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
}

async function mailsCount(result: 'failed' | 'cancelled'): Promise<number> {
  const metric = await registry.getSingleMetric('vantage_mails_total')?.get();
  return metric?.values.find((value) => value.labels.result === result)?.value ?? 0;
}
const failedMailsCount = () => mailsCount('failed');

const DAY_MS = 24 * 60 * 60 * 1000;

describe('mail outbox', () => {
  it('keeps an invitation mail while SMTP is down and sends it once SMTP is back', async () => {
    const { subscription } = await t.buildSubscription();
    const owner = await t.buildMember(subscription, ['Owner']);
    const to = inviteeAddress();
    await smtp.stop();

    const answer = await invite(owner.headers, to);
    expect(answer.statusCode).toBe(202);
    expect(await t.drainMail()).toBe(0);
    const [waiting] = await outboxRowsTo(to);
    expect(waiting).toMatchObject({ status: 'Pending', attempts: 2 });
    expect(waiting!.lastError).toBeTruthy();

    await smtp.start();
    expect(await t.drainMail()).toBe(1);
    expect(await t.drainMail()).toBe(0);
    expect(smtp.to(to)).toHaveLength(1);
    expect(smtp.to(to)[0]!.subject).toMatch(/Invitation/i);
    expect(await outboxRowsTo(to)).toMatchObject([{ status: 'Sent', attempts: 3 }]);
  });

  it('a mail is due at once to a pass whose clock reads the moment of its commit, to the millisecond', async () => {
    const to = inviteeAddress();
    await t.ctx.db.transaction((tx) => enqueueMail(tx, { to, subject: 'Due at once', text: 'Now.' }));
    const committed = new Date();
    // Written on the passes' own clock and precision: no fraction of a millisecond after it.
    const [row] = await t.ctx.db
      .select({
        subMillisecond: sql<string>`(extract(microseconds from ${mailOutbox.nextAttemptAt}))::bigint % 1000`,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to));
    expect(Number(row?.subMillisecond)).toBe(0);
    const pass = new MailOutbox(t.ctx.db, t.ctx.mailer, outboxSettingsFrom(t.config), () => committed);
    expect(await pass.drain()).toBe(1);
    expect(smtp.to(to)).toHaveLength(1);
  });

  it('marks the mail failed after its retries; the Owner sees it and "Send again" sends it', async () => {
    const { subscription } = await t.buildSubscription();
    const owner = await t.buildMember(subscription, ['Owner']);
    const teamMember = await t.buildMember(subscription, ['TeamMember']);
    const { subscription: other } = await t.buildSubscription();
    const otherOwner = await t.buildMember(other, ['Owner']);
    const to = inviteeAddress();
    const failedBefore = await failedMailsCount();
    // Another mail first, so that the mails' ids are not the invitations' ids.
    await t.ctx.db.transaction((tx) =>
      enqueueMail(tx, { to: inviteeAddress(), subject: 'Unrelated', text: 'Not an invitation.' }),
    );
    expect(await t.drainMail()).toBe(1);
    await smtp.stop();

    const { id } = (await invite(owner.headers, to)).json();
    await t.drainMail();
    await t.drainMail();
    expect(await outboxRowsTo(to)).toMatchObject([{ status: 'Failed', attempts: 3 }]);
    expect(await failedMailsCount()).toBe(failedBefore + 1);

    const log = (await t.app.inject({ url: '/api/invitations', headers: owner.headers })).json();
    expect(log.find((item: { id: number }) => item.id === id)).toMatchObject({ mailFailed: true });
    const one = await t.app.inject({ url: `/api/invitations/${id}`, headers: owner.headers });
    expect(one.json()).toMatchObject({ id, mailFailed: true });

    await smtp.start();
    const sendAgain = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/invitations/${id}/mail`, headers });
    const byTeamMember = await sendAgain(teamMember.headers);
    expect(byTeamMember.statusCode).toBe(403);
    expect(byTeamMember.json().detail).toBe('Only Owners can send invitations again.');
    expect((await sendAgain(otherOwner.headers)).statusCode).toBe(404);
    expect(smtp.to(to)).toHaveLength(0);

    expect((await sendAgain(owner.headers)).statusCode).toBe(202);
    await t.drainMail();
    expect(smtp.to(to)).toHaveLength(1);
    const after = (await t.app.inject({ url: `/api/invitations/${id}`, headers: owner.headers })).json();
    expect(after.mailFailed).toBe(false);

    const again = await sendAgain(owner.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'MailNotFailed' });
  });

  it('sends after a restart what a process committed and did not send', async () => {
    const { subscription } = await t.buildSubscription();
    const owner = await t.buildMember(subscription, ['Owner']);
    const to = inviteeAddress();
    // The process stops sending right after its commit (as if it had been killed).
    await t.ctx.outbox.stop();
    expect((await invite(owner.headers, to)).statusCode).toBe(202);
    expect(await outboxRowsTo(to)).toMatchObject([{ status: 'Pending', attempts: 0 }]);
    expect(smtp.to(to)).toHaveLength(0);

    // The next process: its outbox sends what is due as soon as it starts.
    const restarted = new MailOutbox(t.ctx.db, t.ctx.mailer, outboxSettingsFrom(t.config));
    restarted.start(t.app.log);
    await restarted.settled();
    await restarted.stop();
    expect(smtp.to(to)).toHaveLength(1);
    t.ctx.outbox.start(t.app.log);
  });

  it('claims again a mail whose process died mid-send, once its lease has passed', async () => {
    const to = inviteeAddress();
    const leaseMs = outboxSettingsFrom(t.config).leaseMs;
    const claimedAt = new Date();
    await t.ctx.db.insert(mailOutbox).values({
      to,
      subject: 'Left mid-send',
      text: 'A process claimed me and died.',
      attempts: 1,
      claimedUntil: new Date(claimedAt.getTime() + leaseMs),
    });
    const at = (ms: number) =>
      new MailOutbox(
        t.ctx.db,
        t.ctx.mailer,
        outboxSettingsFrom(t.config),
        () => new Date(claimedAt.getTime() + ms),
      );
    expect(await at(leaseMs - 1000).drain()).toBe(0);
    expect(await at(leaseMs + 1000).drain()).toBe(1);
    expect(smtp.to(to)).toHaveLength(1);
  });

  it('two processes polling one database send each mail once', async () => {
    // On PostgreSQL each poller has its own connection pool, as two processes would.
    const second: DatabaseHandle | undefined = t.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: t.databaseUrl, poolSize: 4 })
      : undefined;
    const settings = outboxSettingsFrom(t.config);
    const mailers = [new SmtpMailer(smtp.url, 'a@vantage.test'), new SmtpMailer(smtp.url, 'b@vantage.test')];
    const pollers = [
      new MailOutbox(t.ctx.db, mailers[0]!, settings),
      new MailOutbox(second?.db ?? t.ctx.db, mailers[1]!, settings),
    ];
    try {
      const addresses = Array.from({ length: 40 }, inviteeAddress);
      await t.ctx.db.transaction(async (tx) => {
        for (const to of addresses) await enqueueMail(tx, { to, subject: 'Once', text: 'Only once.' });
      });
      // Both poll at once, twice each; a pass asked for while one waits is that one.
      const sent = await Promise.all(
        pollers.map(async (poller) => (await poller.drain()) + (await poller.drain())),
      );
      expect(sent.reduce((a, b) => a + b, 0)).toBe(addresses.length);
      for (const to of addresses) expect(smtp.to(to)).toHaveLength(1);
    } finally {
      for (const mailer of mailers) mailer.close();
      await second?.close();
    }
  });

  it("cancels a revoked invitation's unsent mail in the revoking transaction; it is never sent", async () => {
    const { subscription } = await t.buildSubscription();
    const owner = await t.buildMember(subscription, ['Owner']);
    const to = inviteeAddress();
    await smtp.stop();
    const { id } = (await invite(owner.headers, to)).json();
    await t.drainMail();
    expect(await outboxRowsTo(to)).toMatchObject([{ status: 'Pending', attempts: 2 }]);

    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/invitations/${id}`,
      headers: owner.headers,
    });
    expect(revoke.statusCode).toBe(204);
    expect(await outboxRowsTo(to)).toMatchObject([
      { status: 'Cancelled', lastError: 'The invitation was withdrawn.' },
    ]);

    await smtp.start();
    expect(await t.drainMail()).toBe(0);
    expect(smtp.to(to)).toHaveLength(0);
    expect(await outboxRowsTo(to)).toMatchObject([{ status: 'Cancelled', attempts: 2 }]);
  });

  it("cancels the mail of an expired invitation that a new invitation replaces; only the new one's arrives", async () => {
    const { subscription } = await t.buildSubscription();
    const owner = await t.buildMember(subscription, ['Owner']);
    const to = inviteeAddress();
    await smtp.stop();
    const first = (await invite(owner.headers, to)).json();
    await t.ctx.outbox.settled();
    await t.ctx.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, first.id));

    const second = await invite(owner.headers, to);
    expect(second.statusCode).toBe(202);
    await t.ctx.outbox.settled();
    const rows = await outboxRowsTo(to);
    expect(rows.find((row) => row.invitationId === first.id)).toMatchObject({ status: 'Cancelled' });
    expect(rows.find((row) => row.invitationId === second.json().id)).toMatchObject({ status: 'Pending' });

    await smtp.start();
    expect(await t.drainMail()).toBe(1);
    expect(smtp.to(to)).toHaveLength(1);
  });

  it('the sender skips a mail whose invitation expired, was used or withdrawn before it went out', async () => {
    const { subscription } = await t.buildSubscription();
    const owner = await t.buildMember(subscription, ['Owner']);
    const expiredTo = inviteeAddress();
    const revokedTo = inviteeAddress();
    const acceptedTo = inviteeAddress();
    const cancelledBefore = await mailsCount('cancelled');
    // The process sends nothing until the invitations have changed.
    await t.ctx.outbox.stop();
    const ids: number[] = [];
    try {
      for (const to of [expiredTo, revokedTo, acceptedTo])
        ids.push((await invite(owner.headers, to)).json().id);
      // Changed without the outbox knowing: as a process of an older release would (or the clock).
      await t.ctx.db
        .update(invitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invitations.id, ids[0]!));
      await t.ctx.db.update(invitations).set({ status: 'Revoked' }).where(eq(invitations.id, ids[1]!));
      await t.ctx.db.update(invitations).set({ status: 'Accepted' }).where(eq(invitations.id, ids[2]!));
    } finally {
      t.ctx.outbox.start(t.app.log);
    }

    expect(await t.drainMail()).toBe(0);
    for (const to of [expiredTo, revokedTo, acceptedTo]) expect(smtp.to(to)).toHaveLength(0);
    expect((await outboxRowsTo(expiredTo))[0]).toMatchObject({
      status: 'Cancelled',
      lastError: 'The invitation has expired.',
    });
    expect((await outboxRowsTo(revokedTo))[0]).toMatchObject({
      status: 'Cancelled',
      lastError: 'The invitation was withdrawn.',
    });
    expect((await outboxRowsTo(acceptedTo))[0]).toMatchObject({
      status: 'Cancelled',
      lastError: 'The invitation was already accepted.',
    });
    expect(await mailsCount('cancelled')).toBe(cancelledBefore + 3);
    expect(await t.drainMail()).toBe(0);
  });

  it('deletes settled mail after the retention, in bounded batches, keeping what the Team screen needs', async () => {
    const now = new Date();
    const settings = { ...outboxSettingsFrom(t.config), clean: { batch: 2, batches: 2 } };
    const retention = settings.retentionMs;
    expect(retention).toBe(30 * DAY_MS);
    const old = new Date(now.getTime() - retention - DAY_MS);
    const recent = new Date(now.getTime() - retention + DAY_MS);
    const { subscription } = await t.buildSubscription();
    const owner = await t.buildMember(subscription, ['Owner']);
    const usableTo = inviteeAddress();
    const { id: usable } = (await invite(owner.headers, usableTo)).json();
    await t.ctx.outbox.settled();

    const row = (to: string, values: Partial<typeof mailOutbox.$inferInsert>) => ({
      to,
      subject: 'Retention',
      text: 'Kept or not.',
      ...values,
    });
    const goneTo = Array.from({ length: 7 }, inviteeAddress);
    const keptTo = Array.from({ length: 4 }, inviteeAddress);
    await t.ctx.db.insert(mailOutbox).values([
      ...goneTo.slice(0, 5).map((to) => row(to, { status: 'Sent', sentAt: old })),
      row(goneTo[5]!, { status: 'Failed', nextAttemptAt: old }),
      row(goneTo[6]!, { status: 'Cancelled', nextAttemptAt: old }),
      row(keptTo[0]!, { status: 'Sent', sentAt: recent }),
      row(keptTo[1]!, { status: 'Failed', nextAttemptAt: recent }),
      // Pending is never deleted, however old: it is still to be sent.
      row(keptTo[2]!, { status: 'Pending', nextAttemptAt: new Date(now.getTime() + DAY_MS), createdAt: old }),
      row(keptTo[3]!, { status: 'Cancelled', nextAttemptAt: recent }),
    ]);
    // A failed mail of an invitation that can still be accepted stays for "Send again".
    await t.ctx.db
      .update(mailOutbox)
      .set({ status: 'Failed', nextAttemptAt: old })
      .where(eq(mailOutbox.invitationId, usable));

    let clock = now;
    const outbox = new MailOutbox(t.ctx.db, t.ctx.mailer, settings, () => clock);
    const left = async (addresses: string[]) =>
      (await t.ctx.db.select().from(mailOutbox).where(inArray(mailOutbox.to, addresses))).length;

    // Two statements of two rows each: four of the seven, the rest in the next pass.
    expect(await outbox.drain()).toBe(0);
    expect(await left(goneTo)).toBe(3);
    expect(await outbox.drain()).toBe(0);
    expect(await left(goneTo)).toBe(0);
    expect(await left(keptTo)).toBe(4);
    expect(await outboxRowsTo(usableTo)).toMatchObject([{ status: 'Failed' }]);

    // Once the invitation has expired its failed mail goes too, at the next clean-up (an hour on).
    await t.ctx.db
      .update(invitations)
      .set({ expiresAt: new Date(now.getTime() - 1000) })
      .where(eq(invitations.id, usable));
    expect(await outbox.drain()).toBe(0);
    expect(await outboxRowsTo(usableTo)).toHaveLength(1);
    clock = new Date(now.getTime() + 60 * 60 * 1000);
    expect(await outbox.drain()).toBe(0);
    expect(await outboxRowsTo(usableTo)).toHaveLength(0);

    // Two more days on, the recent ones are past the retention as well.
    clock = new Date(now.getTime() + 2 * DAY_MS);
    expect(await outbox.clean()).toBe(3);
    expect(await left(keptTo)).toBe(1);
    expect(await outboxRowsTo(keptTo[2]!)).toMatchObject([{ status: 'Pending' }]);
  });
});
