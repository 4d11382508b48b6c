import { HEADERS, type PresentationAbilities } from '@vantage/contracts';
import { operations } from '@vantage/contracts/api';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allows } from '../../auth/authorize.js';
import type { AccountContext } from '../../auth/context.js';
import type { Queryable } from '../../db/connection.js';
import { pageOf, setTotalCount } from '../../http/pagination.js';
import { notFound } from '../../http/problem.js';
import { route } from '../../http/route.js';
import { sendFile } from '../files/serve.js';
import { findFile } from '../files/store.js';
import { sendTerrainGrid } from '../terrain-model/routes.js';
import { findTerrainGrid } from '../terrain-model/service.js';
import { findPhotoImage } from '../viewpoint-photos/queries.js';
import { sendPhoto } from '../viewpoint-photos/routes.js';
import { createPresentation } from './create-presentation.js';
import { updateEmbedOrigins } from './embed-origins.js';
import { readPublishMultipart, uploadedLogo } from './multipart.js';
import { presentFeatureEnabled } from './policy.js';
import { presentPublishedProject } from './presenter.js';
import { depublishProject, listPresentations, publishPresentation } from './service.js';
import { sharedAnswers } from './shared-answers.js';
import { updatePresentation } from './update-presentation.js';
import { findPublishedByKey, viewerAnswer } from './viewer.js';

export const publishingRoutes: FastifyPluginAsyncZod = async (app) => {
  const sharedViewerAnswer = sharedAnswers<ReturnType<FastifyReply['serialize']>>();

  route(
    app,
    operations.createPresentation,
    async (request, reply, actor) => {
      const created = await createPresentation(app.ctx, actor, request.body, uploadedLogo(request));
      return reply.status(201).send({ id: created.id, publicationKey: created.publicationKey });
    },
    { preValidation: readPublishMultipart },
  );

  route(app, operations.publishPresentation, async (request, _reply, actor) => {
    const project = await publishPresentation(app.ctx, actor, request.query.projectId);
    return { id: project.id, publicationKey: project.publicationKey! };
  });

  route(app, operations.depublishPresentation, async (request, reply, actor) => {
    await depublishProject(app.ctx, actor, request.query.projectId);
    return reply.status(204).send(null);
  });

  route(app, operations.listPresentations, async (request, reply, actor) => {
    const { rows, total } = await listPresentations(app.ctx.db, actor, {
      ...pageOf(request.query),
      originalProjectId: request.query.originalProjectId,
    });
    setTotalCount(reply, total);
    const abilities = await presentationAbilities(app.ctx.db, actor);
    return rows.map((row) => presentPublishedProject(row, abilities));
  });

  route(app, operations.updatePresentation, async (request, _reply, actor) => {
    const updated = await updatePresentation(app.ctx, actor, request.params.id);
    return presentPublishedProject(updated, await presentationAbilities(app.ctx.db, actor));
  });

  route(app, operations.updateEmbedOrigins, async (request, _reply, actor) => ({
    origins: await updateEmbedOrigins(app.ctx, actor, request.params.id, request.body.origins),
  }));

  route(app, operations.getViewerProject, async (request, reply) => {
    const project = await findPublishedByKey(
      app.ctx.db,
      request.params.id,
      publicationKeyHeader(request.headers),
    );
    // Public but revocable: a depublish must take effect at once, so nothing is cached.
    reply.header('cache-control', 'no-store');
    // Written by the route's own serializer (reply.serialize: checked as every answer is),
    // once for all who ask at the same moment, and sent as the text it wrote.
    const text = await sharedViewerAnswer(JSON.stringify(project), async () =>
      reply.serialize(await viewerAnswer(app.ctx.db, project)),
    );
    return reply.type('application/json; charset=utf-8').send(text);
  });

  route(app, operations.getViewerProjectLogo, async (request, reply) => {
    const project = await findPublishedByKey(
      app.ctx.db,
      request.params.id,
      publicationKeyHeader(request.headers),
    );
    const file = project.logoFileId ? await findFile(app.ctx.db, project.logoFileId) : undefined;
    if (!file) throw notFound('This presentation has no logo.');
    return sendFile(reply, file, { cacheControl: 'public, no-cache' });
  });

  route(app, operations.getViewerTerrainModelGrid, async (request, reply) => {
    const project = await findPublishedByKey(
      app.ctx.db,
      request.params.id,
      publicationKeyHeader(request.headers),
    );
    const grid = await findTerrainGrid(app.ctx.db, project.id);
    if (!grid) throw notFound('This presentation has no terrain model.');
    // Public but revocable, like the logo: revalidated every time, so a depublish holds.
    return sendTerrainGrid(reply, grid, 'public, no-cache');
  });

  route(app, operations.getViewerViewpointPhoto, async (request, reply) => {
    const project = await findPublishedByKey(
      app.ctx.db,
      request.params.id,
      publicationKeyHeader(request.headers),
    );
    const image = await findPhotoImage(app.ctx.db, project.id, request.params.viewpointId);
    if (!image) throw notFound('This viewpoint has no photo in this presentation.');
    // Public but revocable, like the logo: revalidated every time, so a depublish holds.
    return sendPhoto(reply, image, 'public, no-cache');
  });
};

async function presentationAbilities(db: Queryable, actor: AccountContext): Promise<PresentationAbilities> {
  const present = allows(actor, 'project.present', {
    presentEnabled: await presentFeatureEnabled(db, actor.subscription.id),
  });
  return {
    publish: present,
    update: present,
    depublish: allows(actor, 'project.depublish'),
    delete: allows(actor, 'project.delete'),
    embed: allows(actor, 'project.embed'),
  };
}

function publicationKeyHeader(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers[HEADERS.publicationKey];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
