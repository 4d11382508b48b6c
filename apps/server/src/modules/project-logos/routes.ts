import { PROJECT_LOGO_MAX_BYTES, ProjectLogoParams, ProjectLogoResult } from '@vantage/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../../auth/context.js';
import { sendFile } from '../files/serve.js';
import { readUploadedFile } from '../files/upload.js';
import { projectLogoUrl } from '../projects/presenter.js';
import { projectLogo, removeProjectLogo, setProjectLogo } from './service.js';

const tags = ['Project logos'];
const binary = z.any().describe('The logo image');

/**
 * Project logos (spec section 7). Reading needs only visibility (also while expired: it is
 * an image in the list); changing it needs a team role on a non-expired subscription.
 */
export const projectLogoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/projects/:projectId/logo',
    { schema: { tags, summary: "The project's logo", params: ProjectLogoParams, response: { 200: binary } } },
    async (request, reply) => {
      const context = await requireAccount(request);
      return sendFile(reply, await projectLogo(ctx, context, request.params.projectId));
    },
  );

  app.post(
    '/api/projects/:projectId/logo',
    {
      schema: {
        tags,
        summary:
          'Upload a logo: multipart field "file", any image type, at most 5 MB (413), 502 when it cannot be stored',
        consumes: ['multipart/form-data'],
        params: ProjectLogoParams,
        response: { 200: ProjectLogoResult },
      },
    },
    async (request) => {
      const context = await requireAccount(request);
      const bytes = await readUploadedFile(request, { maxBytes: PROJECT_LOGO_MAX_BYTES, label: 'logo' });
      await setProjectLogo(ctx, context, request.params.projectId, bytes);
      return { hasLogo: true, logoDownloadUrl: projectLogoUrl(request.params.projectId) };
    },
  );

  app.delete(
    '/api/projects/:projectId/logo',
    { schema: { tags, summary: "Remove the project's logo", params: ProjectLogoParams } },
    async (request, reply) => {
      const context = await requireAccount(request);
      await removeProjectLogo(ctx, context, request.params.projectId);
      return reply.status(204).send();
    },
  );
};
