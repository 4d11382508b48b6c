import type { PresentationAbilities } from '@vantage/contracts';
import {
  HEADERS,
  PublishedProject,
  PublishedProjectCreated,
  PublishedProjectsQuery,
  PublishProjectRequest,
  PublishQuery,
  ViewerParams,
  ViewerProject,
} from '@vantage/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allows } from '../../auth/authorize.js';
import { requireAccount } from '../../auth/context.js';
import { pageOf, setTotalCount } from '../../http/pagination.js';
import { notFound } from '../../http/problem.js';
import { sendFile } from '../files/serve.js';
import { findFile } from '../files/store.js';
import { createPresentation } from './create-presentation.js';
import { readPublishMultipart, uploadedLogo } from './multipart.js';
import { presentFeatureEnabled } from './policy.js';
import { presentPublishedProject } from './presenter.js';
import { depublishProject, listPresentations, publishPresentation } from './service.js';
import { findPublishedByKey, viewerAnswer } from './viewer.js';

const tags = ['Publishing'];

export const publishingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/projects/create-published-project',
    {
      preValidation: readPublishMultipart,
      schema: {
        tags,
        summary:
          'Present a project: create its published copy (JSON, or multipart with "payload" and "file")',
        description:
          'Validates the rules of the publish form (400 with the form message as detail). 403 without the Present ' +
          'feature, as Administrator, Project member or Observer, or when expired. 409 PresentationLimitReached at ' +
          '3 published presentations of the project; 409 PlannerObjectLimitReached when the copies do not fit.',
        consumes: ['application/json', 'multipart/form-data'],
        body: PublishProjectRequest,
        response: { 201: PublishedProjectCreated },
      },
    },
    async (request, reply) => {
      const actor = await requireAccount(request);
      const created = await createPresentation(app.ctx, actor, request.body, uploadedLogo(request));
      return reply.status(201).send({ id: created.id, publicationKey: created.publicationKey });
    },
  );

  app.post(
    '/api/projects/publish',
    {
      schema: {
        tags,
        summary: 'Publish a depublished presentation again (same key); 409 PresentationLimitReached',
        querystring: PublishQuery,
        response: { 200: PublishedProjectCreated },
      },
    },
    async (request) => {
      const actor = await requireAccount(request);
      const project = await publishPresentation(app.ctx, actor, request.query.projectId);
      return { id: project.id, publicationKey: project.publicationKey! };
    },
  );

  app.delete(
    '/api/projects/publish',
    {
      schema: {
        tags,
        summary: 'Depublish: the viewer link stops working; 409 ProjectNotPublished',
        querystring: PublishQuery,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = await requireAccount(request);
      await depublishProject(app.ctx, actor, request.query.projectId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/projects/published-projects',
    {
      schema: {
        tags,
        summary: "The subscription's presentations the caller may see; X-Total-Count",
        querystring: PublishedProjectsQuery,
        response: { 200: z.array(PublishedProject) },
      },
    },
    async (request, reply) => {
      const actor = await requireAccount(request);
      const { rows, total } = await listPresentations(app.ctx.db, actor, {
        ...pageOf(request.query),
        originalProjectId: request.query.originalProjectId,
      });
      setTotalCount(reply, total);
      const presentEnabled = await presentFeatureEnabled(app.ctx.db, actor.subscription.id);
      const abilities: PresentationAbilities = {
        publish: allows(actor, 'project.present', { presentEnabled }),
        depublish: allows(actor, 'project.depublish'),
        delete: allows(actor, 'project.delete'),
      };
      return rows.map((row) => presentPublishedProject(row, abilities));
    },
  );

  app.get(
    '/api/projects/viewer/:id',
    {
      schema: {
        tags,
        summary: 'Public: a published presentation by its publication key (no sign-in)',
        params: ViewerParams,
        security: [],
        response: { 200: ViewerProject },
      },
    },
    async (request, reply) => {
      const project = await findPublishedByKey(
        app.ctx.db,
        request.params.id,
        publicationKeyHeader(request.headers),
      );
      // Public but revocable: a depublish must take effect at once, so nothing is cached.
      reply.header('cache-control', 'no-store');
      return viewerAnswer(app.ctx.db, project);
    },
  );

  app.get(
    '/api/projects/viewer/:id/logo',
    {
      schema: {
        tags,
        summary: 'Public: the logo of a published presentation',
        params: ViewerParams,
        security: [],
      },
    },
    async (request, reply) => {
      const project = await findPublishedByKey(
        app.ctx.db,
        request.params.id,
        publicationKeyHeader(request.headers),
      );
      const file = project.logoFileId ? await findFile(app.ctx.db, project.logoFileId) : undefined;
      if (!file) throw notFound('This presentation has no logo.');
      return sendFile(reply, file, { cacheControl: 'public, no-cache' });
    },
  );
};

function publicationKeyHeader(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers[HEADERS.publicationKey];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
