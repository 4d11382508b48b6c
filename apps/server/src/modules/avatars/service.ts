import { AVATAR_MAX_BYTES } from '@vantage/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Queryable } from '../../db/connection.js';
import { userAccounts, users } from '../../db/schema/index.js';
import { groups } from '../../events/bus.js';
import { notFound } from '../../http/problem.js';
import { AVATAR_IMAGE_TYPES } from '../files/image-type.js';
import { deleteFile, type FileRow, findFile, storeImage } from '../files/store.js';
import type { UserRow } from '../users/service.js';

export const CURRENT_AVATAR_URL = '/api/user-accounts/current/avatar';
export const memberAvatarUrl = (userAccountId: number) => `/api/user-accounts/${userAccountId}/avatar`;

/** Team cards of every subscription the user belongs to show the avatar: tell them all. */
async function announceAvatarChange(ctx: AppContext, user: UserRow): Promise<void> {
  const accounts = await ctx.db
    .select({ id: userAccounts.id, subscriptionId: userAccounts.subscriptionId })
    .from(userAccounts)
    .where(eq(userAccounts.userId, user.id));
  ctx.bus.item('OnItemUpdated', 'member', user.id, [groups.user(user.id)], { avatar: true });
  for (const account of accounts)
    ctx.bus.item('OnItemUpdated', 'member', account.id, [groups.subscription(account.subscriptionId)], {
      avatar: true,
    });
}

/** Replaces the user's avatar; the old file is deleted in the same transaction. */
export async function setAvatar(ctx: AppContext, user: UserRow, bytes: Uint8Array): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ avatarFileId: users.avatarFileId })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    const file = await storeImage(tx, bytes, {
      allowed: AVATAR_IMAGE_TYPES,
      maxBytes: AVATAR_MAX_BYTES,
      label: 'avatar',
    });
    await tx.update(users).set({ avatarFileId: file.id }).where(eq(users.id, user.id));
    if (current?.avatarFileId) await deleteFile(tx, current.avatarFileId);
  });
  await announceAvatarChange(ctx, user);
}

export async function removeAvatar(ctx: AppContext, user: UserRow): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ avatarFileId: users.avatarFileId })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    if (!current?.avatarFileId) return false;
    await tx.update(users).set({ avatarFileId: null }).where(eq(users.id, user.id));
    await deleteFile(tx, current.avatarFileId);
    return true;
  });
  if (removed) await announceAvatarChange(ctx, user);
}

export async function avatarOfUser(db: Queryable, userId: string): Promise<FileRow> {
  const [row] = await db.select({ avatarFileId: users.avatarFileId }).from(users).where(eq(users.id, userId));
  const file = row?.avatarFileId ? await findFile(db, row.avatarFileId) : undefined;
  if (!file) throw notFound('No avatar has been uploaded.');
  return file;
}

/** The avatar of a member of the given subscription; a member of another one answers 404. */
export async function avatarOfMember(db: Queryable, subscriptionId: number, userAccountId: number) {
  const [account] = await db
    .select({ userId: userAccounts.userId })
    .from(userAccounts)
    .where(and(eq(userAccounts.id, userAccountId), eq(userAccounts.subscriptionId, subscriptionId)));
  if (!account) throw notFound(`Member ${userAccountId} does not exist.`);
  return avatarOfUser(db, account.userId);
}
