import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { create as createTar, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createContext } from '../context.js';
import { type DatabaseHandle, openDatabase } from '../db/connection.js';
import { serverMounts } from '../mounts.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { jpegWithGps, photoUrl, uploadPhoto } from '../test/photo-fixtures.js';
import { presentableProject, publish } from '../test/presentation-fixtures.js';
import { scratchPostgres } from '../test/scratch-postgres.js';
import { hillGeoTiff, multipartUpload } from '../test/terrain-fixtures.js';
import { holdsData } from './catalog.js';
import { createBackup } from './create-backup.js';
import { BackupError } from './errors.js';
import { appliedMigrations, applyMigrations, buildMigrations } from './migration-level.js';
import { restoreBackup } from './restore-backup.js';

/** A 1x1 transparent PNG, the project's logo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let work: string;
let archive: string;
let headers: Record<string, string>;
let memberHeaders: Record<string, string>;
let projectId: number;
let viewpointId: number;
let publicationKey: string;
/** What the source installation answers: compared, byte for byte, with each restored one. */
let answers: Map<string, { status: number; type: string | undefined; body: Buffer }>;

function urls(): string[] {
  return [
    '/api/projects',
    `/api/projects/${projectId}`,
    `/api/projects/${projectId}/viewpoints`,
    `/api/projects/${projectId}/tours`,
    `/api/projects/${projectId}/scenarios`,
    `/api/projects/${projectId}/presets`,
    `/api/projects/${projectId}/planner-objects`,
    `/api/projects/${projectId}/logo`,
    `/api/projects/${projectId}/terrain-model`,
    `/api/projects/${projectId}/terrain-model/grid`,
    photoUrl(viewpointId),
    '/api/projects/published-projects',
    '/api/subscriptions/current',
    '/api/subscriptions/current/members',
  ];
}

async function answersOf(app: FastifyInstance) {
  const result = new Map<string, { status: number; type: string | undefined; body: Buffer }>();
  for (const url of urls()) {
    const res = await app.inject({ url, headers });
    result.set(url, {
      status: res.statusCode,
      type: res.headers['content-type'] as string,
      body: res.rawPayload,
    });
  }
  const member = await app.inject({ url: '/api/projects', headers: memberHeaders });
  result.set('member: /api/projects', {
    status: member.statusCode,
    type: undefined,
    body: member.rawPayload,
  });
  const viewer = await app.inject({ url: `/api/projects/viewer/${publicationKey}` });
  result.set('viewer', { status: viewer.statusCode, type: undefined, body: viewer.rawPayload });
  return result;
}

/** A fresh installation on `handle`, as the server builds it. */
async function installation(handle: DatabaseHandle) {
  const ctx = await createContext(t.config, handle);
  const app = await buildApp(ctx, { mounts: serverMounts(ctx), logger: false });
  await app.ready();
  return app;
}

beforeAll(async () => {
  t = await createTestApp();
  work = mkdtempSync(join(tmpdir(), 'vantage-backup-test-'));
  archive = join(work, 'backup.tar.gz');
  const { subscription } = await t.buildSubscription();
  const owner = await t.buildMember(subscription, ['Owner']);
  headers = owner.headers;
  const source = await presentableProject(t, subscription.id);
  projectId = source.project.id;
  viewpointId = source.beach.id;
  memberHeaders = (await t.buildMember(subscription, ['ProjectMember'], { projectIds: [projectId] })).headers;
  expect((await uploadPhoto(t, headers, viewpointId, await jpegWithGps())).statusCode).toBe(200);
  const tiff = hillGeoTiff({
    hill: { longitude: 4.6, latitude: 52.5, peak: 40, radius: 800, base: 2 },
    epsgCode: 4326,
    halfExtent: 1200,
    cellSize: 100,
  });
  const terrain = await t.app.inject({
    method: 'PUT',
    url: `/api/projects/${projectId}/terrain-model`,
    ...multipartUpload(headers, tiff, 'hill.tif'),
  });
  expect(terrain.statusCode).toBe(200);
  const logo = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/logo`,
    ...multipartUpload(headers, PNG, 'logo.png'),
  });
  expect(logo.statusCode).toBe(200);
  const published = await publish(t, headers, source.request);
  expect(published.statusCode).toBe(201);
  publicationKey = published.json().publicationKey;
  answers = await answersOf(t.app);
  for (const [url, answer] of answers) expect(answer.status, url).toBe(200);
  await createBackup(t.ctx.database, archive);
}, 120_000);

afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  await t.close();
});

/** Restores `file` into `target` and checks that every answer is the same, byte for byte. */
async function expectSameInstallation(target: DatabaseHandle, file = archive) {
  const result = await restoreBackup(target, file);
  expect(result.rows).toBeGreaterThan(20);
  expect(result.toLevel).toBe(result.fromLevel);
  const app = await installation(target);
  try {
    const restored = await answersOf(app);
    for (const [url, answer] of answers) {
      expect(restored.get(url)?.status, url).toBe(answer.status);
      expect(restored.get(url)?.type, url).toBe(answer.type);
      expect(restored.get(url)?.body.equals(answer.body), `${url} answers the same bytes`).toBe(true);
    }
  } finally {
    await app.close();
  }
}

/** The serial ids' counters came along: a project made after the restore gets a new id. */
async function expectNewRowsGetNewIds(target: DatabaseHandle) {
  const app = await installation(target);
  try {
    const created = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers,
      payload: { name: 'After restore' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().id).toBeGreaterThan(projectId);
  } finally {
    await app.close();
  }
}

describe('backup and restore', () => {
  it('restores into a fresh embedded database (PGlite) with every answer and file byte the same', async () => {
    const target = await openDatabase({ kind: 'pglite' });
    try {
      await expectSameInstallation(target);
      await expectNewRowsGetNewIds(target);
    } finally {
      await target.close();
    }
  }, 120_000);

  it('restores into a fresh PostgreSQL database, and a backup of that into PGlite again', async () => {
    const scratch = await scratchPostgres();
    const target = await openDatabase({ kind: 'postgres', url: scratch.url });
    const back = await openDatabase({ kind: 'pglite' });
    try {
      await expectSameInstallation(target);
      const again = join(work, 'from-postgres.tar.gz');
      const manifest = await createBackup(target, again);
      expect(manifest.sourceDialect).toBe('postgres');
      await expectNewRowsGetNewIds(target);
      await expectSameInstallation(back, again);
      await expectNewRowsGetNewIds(back);
    } finally {
      await back.close();
      await target.close();
      await scratch.drop();
    }
  }, 180_000);

  it('refuses a database that holds data unless forced, and changes nothing', async () => {
    const before = await t.app.inject({ url: '/api/projects', headers });
    await expect(restoreBackup(t.ctx.database, archive)).rejects.toThrow(
      'The database already holds data (accounts, subscriptions or projects); nothing was restored.',
    );
    expect((await t.app.inject({ url: '/api/projects', headers })).rawPayload.equals(before.rawPayload)).toBe(
      true,
    );
  });

  it('refuses a damaged archive in words and leaves the target as it was', async () => {
    const damaged = join(work, 'damaged.tar.gz');
    const bytes = readFileSync(archive);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    writeFileSync(damaged, bytes);
    const target = await openDatabase({ kind: 'pglite' });
    try {
      const refusal = await restoreBackup(target, damaged).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(BackupError);
      expect((refusal as Error).message).toMatch(/^The archive (cannot be read|is damaged)/);
      expect((refusal as Error).message).toContain('nothing was restored');
      expect(await holdsData(target.db)).toBe(false);
      const { rows } = await target.db.execute(
        sql`select count(*)::int as n from pg_tables where schemaname = 'public'`,
      );
      expect(rows[0]).toEqual({ n: 0 });
    } finally {
      await target.close();
    }
  }, 60_000);

  it('refuses an archive whose member was changed after it was written (its SHA-256 differs)', async () => {
    const unpacked = join(work, 'unpacked');
    mkdirSync(unpacked);
    await extract({ file: archive, cwd: unpacked });
    appendFileSync(join(unpacked, 'tables/projects.ndjson'), '{"id":999}\n');
    const tampered = join(work, 'tampered.tar.gz');
    await createTar({ file: tampered, cwd: unpacked, gzip: true }, ['manifest.json', 'SHA256SUMS', 'tables']);
    await expect(restoreBackup(t.ctx.database, tampered, { force: true })).rejects.toThrow(
      'The archive is damaged: tables/projects.ndjson does not match its SHA-256 checksum; nothing was restored.',
    );
    expect((await t.app.inject({ url: `/api/projects/${projectId}`, headers })).statusCode).toBe(200);
  });

  it('restores an archive of an older version at its level, then runs the later migrations', async () => {
    const migrations = buildMigrations();
    const older = await openDatabase({ kind: 'pglite' });
    const target = await openDatabase({ kind: 'pglite' });
    try {
      await older.db.transaction((tx) => applyMigrations(tx, migrations.slice(0, migrations.length - 1)));
      await older.db.execute(
        sql`insert into users (subject, email, first_name, last_name, email_verified, identity_provider)
            values ('old-1', 'old@example.test', 'Old', 'Timer', true, 'embedded')`,
      );
      const file = join(work, 'older.tar.gz');
      expect((await createBackup(older, file)).migrations).toHaveLength(migrations.length - 1);
      const result = await restoreBackup(target, file);
      expect(result).toMatchObject({ fromLevel: migrations.length - 1, toLevel: migrations.length, rows: 1 });
      expect(await appliedMigrations(target.db)).toEqual(
        migrations.map((m) => ({ hash: m.hash, createdAt: m.folderMillis })),
      );
      const { rows } = await target.db.execute(sql`select email from users`);
      expect(rows).toEqual([{ email: 'old@example.test' }]);
    } finally {
      await older.close();
      await target.close();
    }
  }, 60_000);
});
