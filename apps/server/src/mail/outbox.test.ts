import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outboxSettingsFrom } from '../context.js';
import { type DatabaseHandle, openDatabase } from '../db/connection.js';
import { mailOutbox } from '../db/schema/index.js';
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

async function failedMailsCount(): Promise<number> {
  const metric = await registry.getSingleMetric('vantage_mails_total')?.get();
  return metric?.values.find((value) => value.labels.result === 'failed')?.value ?? 0;
}

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

  it('marks the mail failed after its retries; the Owner sees it and "Send again" sends it', async () => {
    const { subscription } = await t.buildSubscription();
    const owner = await t.buildMember(subscription, ['Owner']);
    const teamMember = await t.buildMember(subscription, ['TeamMember']);
    const { subscription: other } = await t.buildSubscription();
    const otherOwner = await t.buildMember(other, ['Owner']);
    const to = inviteeAddress();
    const failedBefore = await failedMailsCount();
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
});
