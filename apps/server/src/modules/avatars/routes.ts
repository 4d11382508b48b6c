import { AVATAR_MAX_BYTES, AvatarResult, IdParam } from '@vantage/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount, requireUser } from '../../auth/context.js';
import { sendFile } from '../files/serve.js';
import { readUploadedFile } from '../files/upload.js';
import { avatarOfMember, avatarOfUser, CURRENT_AVATAR_URL, removeAvatar, setAvatar } from './service.js';

const tags = ['Avatar'];
const binary = z.any().describe('The image (png, jpeg, gif or svg)');

/**
 * The avatar belongs to the person, not to one subscription, so `current` needs no
 * subscription header; a member's avatar is served only inside the caller's subscription.
 */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user-accounts/current/avatar',
    { schema: { tags, summary: "The caller's avatar", response: { 200: binary } } },
    async (request, reply) => {
      const { user } = await requireUser(request);
      return sendFile(reply, await avatarOfUser(app.ctx.db, user.id));
    },
  );

  app.post(
    '/api/user-accounts/current/avatar',
    {
      schema: {
        tags,
        summary: 'Upload an avatar: multipart field "file"; png, jpg, jpeg, gif or svg; at most 2 MB',
        consumes: ['multipart/form-data'],
        response: { 200: AvatarResult },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      const bytes = await readUploadedFile(request, { maxBytes: AVATAR_MAX_BYTES, label: 'avatar' });
      await setAvatar(app.ctx, user, bytes);
      return { hasAvatar: true, avatarDownloadUrl: CURRENT_AVATAR_URL };
    },
  );

  app.delete(
    '/api/user-accounts/current/avatar',
    { schema: { tags, summary: "Remove the caller's avatar" } },
    async (request, reply) => {
      const { user } = await requireUser(request);
      await removeAvatar(app.ctx, user);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/user-accounts/:userAccountId/avatar',
    {
      schema: {
        tags,
        summary: 'Avatar of a member of the selected subscription (team cards)',
        params: z.object({ userAccountId: IdParam }),
        response: { 200: binary },
      },
    },
    async (request, reply) => {
      const { subscription } = await requireAccount(request);
      return sendFile(reply, await avatarOfMember(app.ctx.db, subscription.id, request.params.userAccountId));
    },
  );
};
