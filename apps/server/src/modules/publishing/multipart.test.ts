import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema/index.js';
import type { TestApp } from '../../test/harness.js';
import { presentableProject } from '../../test/presentation-fixtures.js';
import { type ContentFixtures, openContentSuite } from '../../test/project-content-fixtures.js';

let t: TestApp;
let f: ContentFixtures;
let subscription: { id: number; key: string };
let owner: { headers: Record<string, string> };
beforeAll(async () => {
  ({ t, f, subscription, member: owner } = await openContentSuite(['Owner']));
});
afterAll(() => t.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const boundary = '----vantage-truncated';

/** A whole multipart publish request: the JSON in "payload", a logo in "file". */
function wholeBody(request: object): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${JSON.stringify(request)}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

/**
 * The body as a socket delivers it: in pieces, a moment apart. A body that arrives in one
 * piece ends before the parser starts a part; one that arrives in pieces ends inside a part,
 * where the parser fails with other words ("Part terminated early …").
 */
function inPieces(body: Buffer): Readable {
  return Readable.from(
    (async function* () {
      for (let start = 0; start < body.length; start += 32) {
        yield body.subarray(start, start + 32);
        await sleep(5);
      }
    })(),
  );
}

describe('a truncated or unreadable multipart body answers 400, never 500', () => {
  // The fuzz run's truncation (a file part cut inside its bytes, no payload before it), and
  // cuts inside the payload field, the logo, a part's headers and the closing boundary.
  const cuts: Array<[string, (body: Buffer) => Buffer]> = [
    [
      'only the file part, cut inside the logo',
      () =>
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          PNG.subarray(0, 10),
        ]),
    ],
    ['inside the payload field', (body) => body.subarray(0, body.indexOf('"name"'))],
    ['inside the logo', (body) => body.subarray(0, body.indexOf(PNG) + 10)],
    ['inside the logo part headers', (body) => body.subarray(0, body.indexOf('filename="logo'))],
    ['before the closing boundary', (body) => body.subarray(0, body.length - 6)],
  ];
  const deliveries = cuts.flatMap(([where, cut]) => [
    [where, 'in one piece', cut] as const,
    [where, 'in pieces', cut] as const,
  ]);
  it.each(deliveries)(
    'cut %s, sent %s: 400 problem+json naming the body, nothing created',
    async (_, sent, cut) => {
      const s = await presentableProject(t, subscription.id);
      const body = cut(wholeBody(s.request));
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/projects/create-published-project',
        headers: {
          ...owner.headers,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(body.length),
        },
        payload: sent === 'in pieces' ? inPieces(body) : body,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({ status: 400, title: 'Bad Request' });
      expect(res.json().detail).toBe('body: the multipart/form-data body ends before its closing boundary.');
      const copies = await t.ctx.db
        .select()
        .from(projects)
        .where(eq(projects.originalProjectId, s.project.id));
      expect(copies).toHaveLength(0);
    },
  );

  it('a project logo cut inside its bytes, sent in pieces: 400 problem+json, no logo stored', async () => {
    const project = await f.project(subscription.id);
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG.subarray(0, 40),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/logo`,
      headers: {
        ...owner.headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(body.length),
      },
      payload: inPieces(body),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await f.projectRow(project.id))?.logoFileId ?? null).toBeNull();
  });

  it('a boundary longer than the parser searches for: 400 problem+json naming the boundary', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects/create-published-project',
      headers: { ...owner.headers, 'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}` },
      payload: `--${'b'.repeat(300)}\r\n`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json().detail).toBe(
      'content-type: the multipart boundary is too long (at most 70 characters).',
    );
  });
});
