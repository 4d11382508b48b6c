import { AVATAR_MAX_BYTES } from '@vantage/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');

function multipart(content: Buffer, filename: string, field = 'file', type = 'application/octet-stream') {
  const boundary = '----vantage-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function member() {
  const { subscription } = await t.buildSubscription();
  return { subscription, ...(await t.buildMember(subscription, ['TeamMember'])) };
}

const upload = (headers: Record<string, string>, body: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user-accounts/current/avatar',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });

describe('POST /api/user-accounts/current/avatar', () => {
  it('stores a PNG and serves it back with type, ETag and cache headers', async () => {
    const { headers } = await member();
    const res = await upload(headers, multipart(PNG, 'me.png', 'file', 'image/png'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hasAvatar: true, avatarDownloadUrl: '/api/user-accounts/current/avatar' });

    const got = await t.app.inject({ url: '/api/user-accounts/current/avatar', headers });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['cache-control']).toBe('private, no-cache');
    expect(got.rawPayload.equals(PNG)).toBe(true);
    const etag = got.headers.etag as string;
    const again = await t.app.inject({
      url: '/api/user-accounts/current/avatar',
      headers: { ...headers, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    const account = await t.app.inject({ url: '/api/user-accounts/current', headers });
    expect(account.json()).toMatchObject({ hasAvatar: true });
  });

  it('replaces the previous avatar and deletes its file', async () => {
    const { headers, user } = await member();
    await upload(headers, multipart(PNG, 'a.png'));
    const [first] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    await upload(headers, multipart(GIF, 'b.gif'));
    const [second] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(second!.avatarFileId).not.toBe(first!.avatarFileId);
    expect(await t.ctx.db.select().from(files).where(eq(files.id, first!.avatarFileId!))).toHaveLength(0);
    const got = await t.app.inject({ url: '/api/user-accounts/current/avatar', headers });
    expect(got.headers['content-type']).toBe('image/gif');
  });

  it('rejects a .png name with text bytes (415)', async () => {
    const { headers } = await member();
    const res = await upload(
      headers,
      multipart(Buffer.from('just some text, not an image'), 'fake.png', 'file', 'image/png'),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toBe('The avatar must be a PNG, JPEG, GIF or SVG image; this file is not one.');
  });

  it('rejects a file over 2 MB (413) with a clear message', async () => {
    const { headers } = await member();
    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES)]);
    const res = await upload(headers, multipart(big, 'big.png'));
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('The avatar is larger than 2 MB; upload a smaller image.');
  });

  it('makes an SVG with script safe and serves it sandboxed', async () => {
    const { headers } = await member();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="4" height="4"/></svg>';
    const res = await upload(headers, multipart(Buffer.from(svg), 'me.svg', 'file', 'image/svg+xml'));
    expect(res.statusCode).toBe(200);
    const got = await t.app.inject({ url: '/api/user-accounts/current/avatar', headers });
    expect(got.headers['content-type']).toBe('image/svg+xml');
    expect(got.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(got.body).not.toMatch(/script|onload|alert/);
    expect(got.body).toContain('<rect width="4" height="4"/>');
  });

  it('asks for the multipart field "file" (400) and for multipart at all (415)', async () => {
    const { headers } = await member();
    const wrongField = await upload(headers, multipart(PNG, 'me.png', 'avatar'));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().detail).toContain('"file"');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/user-accounts/current/avatar',
      headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('DELETE /api/user-accounts/current/avatar', () => {
  it('removes the avatar (204); then GET answers 404', async () => {
    const { headers } = await member();
    await upload(headers, multipart(PNG, 'me.png'));
    const res = await t.app.inject({ method: 'DELETE', url: '/api/user-accounts/current/avatar', headers });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/user-accounts/current/avatar', headers })).statusCode).toBe(404);
  });
});

describe('GET /api/user-accounts/{userAccountId}/avatar', () => {
  it('serves the avatar of a member of the same subscription only', async () => {
    const { subscription, headers, account } = await member();
    const colleague = await t.buildMember(subscription, ['Observer']);
    await upload(headers, multipart(PNG, 'me.png'));
    const url = `/api/user-accounts/${account.id}/avatar`;
    const res = await t.app.inject({ url, headers: colleague.headers });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);

    const members = await t.app.inject({ url: '/api/subscriptions/current/members', headers });
    const me = members.json().find((m: { userAccountId: number }) => m.userAccountId === account.id);
    expect(me).toMatchObject({ hasAvatar: true, avatarDownloadUrl: url });

    const stranger = await member();
    expect((await t.app.inject({ url, headers: stranger.headers })).statusCode).toBe(404);
    const noAvatar = await t.app.inject({
      url: `/api/user-accounts/${colleague.account.id}/avatar`,
      headers,
    });
    expect(noAvatar.statusCode).toBe(404);
  });
});
