import { AVATAR_MAX_BYTES } from '@vantage/contracts';
import { operations } from '@vantage/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/context.js';
import { route } from '../../http/route.js';
import { sendFile } from '../files/serve.js';
import { readUploadedFile } from '../files/upload.js';
import { avatarOfMember, avatarOfUser, CURRENT_AVATAR_URL, removeAvatar, setAvatar } from './service.js';

/**
 * The avatar belongs to the person, not to one subscription, so `current` needs no
 * subscription header; a member's avatar is served only inside the caller's subscription.
 */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  route(app, operations.getMyAvatar, async (request, reply) => {
    const { user } = await requireUser(request);
    return sendFile(reply, await avatarOfUser(ctx.db, user.id));
  });

  route(app, operations.uploadMyAvatar, async (request) => {
    const { user } = await requireUser(request);
    const bytes = await readUploadedFile(request, { maxBytes: AVATAR_MAX_BYTES, label: 'avatar' });
    await setAvatar(ctx, user, bytes);
    return { hasAvatar: true, avatarDownloadUrl: CURRENT_AVATAR_URL };
  });

  route(app, operations.deleteMyAvatar, async (request, reply) => {
    const { user } = await requireUser(request);
    await removeAvatar(ctx, user);
    return reply.status(204).send(null);
  });

  route(app, operations.getMemberAvatar, async (request, reply, { subscription }) =>
    sendFile(reply, await avatarOfMember(ctx.db, subscription.id, request.params.userAccountId)),
  );
};
