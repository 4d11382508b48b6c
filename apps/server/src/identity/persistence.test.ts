import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../context.js';
import { identityModels } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { currentDevice, databaseAdapter, deleteExpiredModels } from './adapter.js';
import { loadOrCreateSigningKeys } from './keys.js';
import { loadOrCreateCookieKeys } from './secrets.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('embedded provider: what survives a restart', () => {
  it('a second app context on the same database verifies tokens of the first', async () => {
    const user = await t.buildUser();
    const token = await t.tokenFor(user);
    const second = await createContext(t.config, t.ctx.database);
    expect(second.signingKeys!.map((k) => k.kid)).toEqual(t.ctx.signingKeys!.map((k) => k.kid));
    await expect(second.verifyToken(token)).resolves.toMatchObject({ sub: user.subject });
    expect(await loadOrCreateSigningKeys(t.ctx.db)).toHaveLength(1);
  });

  it('keeps one set of cookie keys', async () => {
    const first = await loadOrCreateCookieKeys(t.ctx.db);
    const again = await loadOrCreateCookieKeys(t.ctx.db);
    expect(first).toHaveLength(1);
    expect(again).toEqual(first);
  });

  it('stores, consumes, expires and revokes provider models', async () => {
    const Adapter = databaseAdapter(t.ctx.db);
    const codes = new Adapter('AuthorizationCode');
    const tokens = new Adapter('RefreshToken');
    await codes.upsert('code-1', { grantId: 'grant-1', accountId: 'a' }, 60);
    await tokens.upsert('rt-1', { grantId: 'grant-1', accountId: 'a' }, 60);
    await codes.upsert('code-old', { grantId: 'grant-2' }, 1);

    expect(await codes.find('code-1')).toMatchObject({ grantId: 'grant-1' });
    expect(await tokens.find('code-1')).toBeUndefined();
    await codes.consume('code-1');
    expect((await codes.find('code-1'))?.consumed).toEqual(expect.any(Number));

    await tokens.revokeByGrantId('grant-1');
    expect(await tokens.find('rt-1')).toBeUndefined();
    expect(await codes.find('code-1')).toBeDefined();

    await t.ctx.db
      .update(identityModels)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(identityModels.id, 'code-old'));
    expect(await codes.find('code-old')).toBeUndefined();
    await deleteExpiredModels(t.ctx.db);
    const left = await t.ctx.db.select().from(identityModels).where(eq(identityModels.id, 'code-old'));
    expect(left).toHaveLength(0);
  });

  it('finds sessions by uid and keeps their device across saves outside a request', async () => {
    const sessions = new (databaseAdapter(t.ctx.db))('Session');
    await currentDevice.run({ userAgent: 'Firefox', ip: '10.0.0.1' }, () =>
      sessions.upsert('s-1', { uid: 'uid-1', accountId: 'acc' }, 60),
    );
    await sessions.upsert('s-1', { uid: 'uid-1', accountId: 'acc', loginTs: 1 }, 60);
    expect(await sessions.findByUid('uid-1')).toMatchObject({
      loginTs: 1,
      _device: { userAgent: 'Firefox' },
    });
  });
});
