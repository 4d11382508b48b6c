import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, projects } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { insertProject } from '../../test/project-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A 1x1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(bytes: Buffer, filename: string, field = 'file') {
  const boundary = '----vantage-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function setup(roles: Parameters<TestApp['buildMember']>[1] = ['TeamMember']) {
  const { subscription } = await t.buildSubscription();
  const project = await insertProject(t.ctx, { subscriptionId: subscription.id });
  const member = await t.buildMember(subscription, roles, { projectIds: [project.id] });
  return { subscription, project, ...member };
}

const upload = (headers: Record<string, string>, projectId: number, bytes: Buffer, name = 'logo.png') => {
  const body = multipart(bytes, name);
  return t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/logo`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

describe('project logos', () => {
  it('uploads, serves and deletes a logo; the project answer reflects it', async () => {
    const { headers, project } = await setup();
    const res = await upload(headers, project.id, PNG, 'whatever.txt');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hasLogo: true, logoDownloadUrl: `/api/projects/${project.id}/logo` });

    const logo = await t.app.inject({ url: `/api/projects/${project.id}/logo`, headers });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(logo.rawPayload, PNG)).toBe(0);
    const cached = await t.app.inject({
      url: `/api/projects/${project.id}/logo`,
      headers: { ...headers, 'if-none-match': logo.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
    const answer = (await t.app.inject({ url: `/api/projects/${project.id}`, headers })).json();
    expect(answer).toMatchObject({ hasLogo: true, logoDownloadUrl: `/api/projects/${project.id}/logo` });

    // Replacing deletes the old file.
    const [before] = await t.ctx.db.select().from(projects).where(eq(projects.id, project.id));
    expect((await upload(headers, project.id, PNG)).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(files).where(eq(files.id, before!.logoFileId!))).toEqual([]);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/projects/${project.id}/logo`, headers });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/projects/${project.id}/logo`, headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/projects/${project.id}`, headers })).json().hasLogo).toBe(false);
  });

  it('stores SVG sanitised and serves it sandboxed', async () => {
    const { headers, project } = await setup();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="5" height="5"/></svg>',
    );
    expect((await upload(headers, project.id, svg, 'logo.svg')).statusCode).toBe(200);
    const logo = await t.app.inject({ url: `/api/projects/${project.id}/logo`, headers });
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.headers['content-security-policy']).toContain('sandbox');
    expect(logo.body).toContain('<rect');
    expect(logo.body).not.toContain('script');
    expect(logo.body).not.toContain('onload');
  });

  it('refuses non-images (415), files over 5 MB (413) and a wrong field (400)', async () => {
    const { headers, project } = await setup();
    expect((await upload(headers, project.id, Buffer.from('just text'), 'logo.png')).statusCode).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(headers, project.id, big)).statusCode).toBe(413);
    const body = multipart(PNG, 'logo.png', 'image');
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/logo`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('lets only team roles change it (403), hides other subscriptions (404), blocks expired (403)', async () => {
    const member = await setup(['ProjectMember']);
    expect((await upload(member.headers, member.project.id, PNG)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/projects/${member.project.id}/logo`,
          headers: member.headers,
        })
      ).statusCode,
    ).toBe(403);
    const stranger = await setup(['Owner']);
    expect((await upload(stranger.headers, member.project.id, PNG)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/projects/${member.project.id}/logo`, headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
    const { subscription } = await t.buildSubscription({ expiresAt: new Date(Date.now() - 1) });
    const expiredProject = await insertProject(t.ctx, { subscriptionId: subscription.id });
    const owner = await t.buildMember(subscription, ['Owner']);
    expect((await upload(owner.headers, expiredProject.id, PNG)).statusCode).toBe(403);
  });

  it('answers 502 when the logo cannot be stored, and keeps the old one', async () => {
    const { headers, project } = await setup();
    expect((await upload(headers, project.id, PNG)).statusCode).toBe(200);
    await t.ctx.db.execute(
      sql.raw(
        `create function vantage_test_fail() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`,
      ),
    );
    await t.ctx.db.execute(
      sql.raw(
        'create trigger vantage_test_fail before insert on files for each row execute function vantage_test_fail()',
      ),
    );
    try {
      const res = await upload(headers, project.id, PNG);
      expect(res.statusCode).toBe(502);
      expect(res.json().detail).toBe('The logo could not be stored. Please try again later.');
    } finally {
      await t.ctx.db.execute(sql.raw('drop trigger vantage_test_fail on files'));
      await t.ctx.db.execute(sql.raw('drop function vantage_test_fail()'));
    }
    expect((await t.app.inject({ url: `/api/projects/${project.id}/logo`, headers })).statusCode).toBe(200);
  });
});
