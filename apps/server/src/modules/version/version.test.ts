import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

const root = new URL('../../../../../', import.meta.url);
const headCommit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
const packageVersion = (
  JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { version: string }
).version;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/version', () => {
  it('answers the version of the root package.json and the commit the checkout is at, without sign-in', async () => {
    const res = await t.app.inject({ url: '/api/version' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: packageVersion, commit: headCommit });
    expect(headCommit).toMatch(/^[0-9a-f]{40}$/);
  });

  it('is in the body of /readyz too', async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.json()).toMatchObject({ status: 'ready', version: packageVersion, commit: headCommit });
  });
});
