import { PROJECT_LOGO_MAX_BYTES } from '@vantage/contracts';
import { operations } from '@vantage/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.js';
import { sendFile } from '../files/serve.js';
import { readUploadedFile } from '../files/upload.js';
import { projectLogoUrl } from '../projects/presenter.js';
import { projectLogo, removeProjectLogo, setProjectLogo } from './service.js';

/**
 * Project logos (spec section 7). Reading needs only visibility (also while expired: it is
 * an image in the list); changing it needs a team role on a non-expired subscription.
 */
export const projectLogoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  route(app, operations.getProjectLogo, async (request, reply, context) => {
    return sendFile(reply, await projectLogo(ctx, context, request.params.projectId));
  });

  route(app, operations.uploadProjectLogo, async (request, _reply, context) => {
    const { projectId } = request.params;
    const bytes = await readUploadedFile(request, { maxBytes: PROJECT_LOGO_MAX_BYTES, label: 'logo' });
    await setProjectLogo(ctx, context, projectId, bytes);
    return { hasLogo: true, logoDownloadUrl: projectLogoUrl(projectId) };
  });

  route(app, operations.deleteProjectLogo, async (request, reply, context) => {
    await removeProjectLogo(ctx, context, request.params.projectId);
    return reply.status(204).send(null);
  });
};
