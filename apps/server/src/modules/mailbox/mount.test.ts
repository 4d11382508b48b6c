import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEV_MAILBOX: 'true' });
});
afterAll(() => t.close());

describe('/dev/mailbox', () => {
  it('lists captured mail newest first and shows one with clickable, escaped content', async () => {
    await t.ctx.mailer.send({ to: 'first@example.test', subject: 'First', text: 'Hello' });
    await t.ctx.mailer.send({
      to: 'second@example.test',
      subject: 'Invite <b>',
      text: 'Open http://localhost:5173/invitation/abc?x=1&y=2 now. <script>alert(1)</script>',
      html: '<p><a href="http://localhost:5173/invitation/abc">Open</a></p>',
    });
    const list = await t.app.inject({ url: '/dev/mailbox' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body.indexOf('second@example.test')).toBeLessThan(list.body.indexOf('first@example.test'));
    expect(list.body).toContain('Invite &lt;b&gt;');

    const api = await t.app.inject({ url: '/dev/mailbox/api/messages?to=SECOND@example.test' });
    const [message] = api.json();
    expect(message).toMatchObject({
      to: 'second@example.test',
      subject: 'Invite <b>',
      links: ['http://localhost:5173/invitation/abc?x=1&y=2'],
    });

    const page = await t.app.inject({ url: `/dev/mailbox/${message.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<a href="http://localhost:5173/invitation/abc?x=1&amp;y=2">');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('<iframe sandbox=');

    expect((await t.app.inject({ url: '/dev/mailbox/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/dev/mailbox/api/messages' })).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/dev/mailbox/api/messages' })).json()).toEqual([]);
  });

  it('is not mounted when mail goes out through SMTP', async () => {
    const smtp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      expect((await smtp.app.inject({ url: '/dev/mailbox/api/messages' })).statusCode).toBe(404);
    } finally {
      await smtp.close();
    }
  });
});
