import { operations } from '@vantage/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../auth/authorize.js';
import { setTotalCount } from '../../http/pagination.js';
import { route } from '../../http/route.js';
import { findVisibleProject } from './access.js';
import { presentProject, presentRevision } from './presenter.js';
import { findProjectAnswer, listProjects, listRevisions, loadProjectActor } from './queries.js';
import { activateRevision, createRevision } from './revisions.js';
import { cloneProject, createProject, deleteProject, updateProject } from './service.js';

export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  route(app, operations.createProject, async (request, reply, context) => {
    const id = await createProject(ctx, context, request.body);
    return reply.status(201).send({ id });
  });

  route(app, operations.listProjects, async (request, reply, context) => {
    const [actor, { rows, total }] = await Promise.all([
      loadProjectActor(ctx.db, context),
      listProjects(ctx.db, context, request.query),
    ]);
    setTotalCount(reply, total);
    return rows.map((row) => presentProject(row, actor));
  });

  route(app, operations.listRevisions, async (request, reply, context) => {
    const { projectId, Offset, Limit } = request.query;
    await findVisibleProject(ctx.db, context, projectId);
    const [actor, { rows, total }] = await Promise.all([
      loadProjectActor(ctx.db, context),
      listRevisions(ctx.db, context, projectId, { Offset, Limit }),
    ]);
    setTotalCount(reply, total);
    return rows.map((row) => presentRevision(row, actor));
  });

  route(app, operations.cloneProject, async (request, reply, context) => {
    const id = await cloneProject(ctx, context, request.query.sourceProjectId);
    return reply.status(201).send({ id });
  });

  route(app, operations.createRevision, async (request, reply, context) => {
    const id = await createRevision(ctx, context, request.query.sourceProjectId);
    return reply.status(201).send({ id });
  });

  route(app, operations.activateRevision, async (request, reply, context) => {
    await activateRevision(ctx, context, request.query.id);
    return reply.status(204).send(null);
  });

  route(app, operations.getProject, async (request, _reply, context) => {
    const row = await findProjectAnswer(ctx.db, context, request.params.id);
    authorize(context, 'project.read');
    return presentProject(row, await loadProjectActor(ctx.db, context));
  });

  route(app, operations.updateProject, async (request, _reply, context) => {
    const row = await updateProject(ctx, context, request.params.id, request.body);
    return presentProject(row, await loadProjectActor(ctx.db, context));
  });

  route(app, operations.deleteProject, async (request, reply, context) => {
    await deleteProject(ctx, context, request.params.id);
    return reply.status(204).send(null);
  });
};
