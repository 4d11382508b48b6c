import {
  ActivateRevisionQuery,
  CreatedId,
  CreateProjectRequest,
  Project,
  ProjectIdParams,
  ProjectListQuery,
  Revision,
  RevisionListQuery,
  SourceProjectQuery,
  UpdateProjectRequest,
} from '@vantage/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../auth/authorize.js';
import { requireAccount } from '../../auth/context.js';
import { setTotalCount } from '../../http/pagination.js';
import { findVisibleProject } from './access.js';
import { presentProject, presentRevision } from './presenter.js';
import { findProjectAnswer, listProjects, listRevisions, loadProjectActor } from './queries.js';
import { activateRevision, createRevision } from './revisions.js';
import { cloneProject, createProject, deleteProject, updateProject } from './service.js';

const tags = ['Projects'];

export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/projects',
    {
      schema: {
        tags,
        summary: 'Create a project (409 ProjectLimitReached)',
        body: CreateProjectRequest,
        response: { 201: CreatedId },
      },
    },
    async (request, reply) => {
      const context = await requireAccount(request);
      const id = await createProject(ctx, context, request.body);
      return reply.status(201).send({ id });
    },
  );

  app.get(
    '/api/projects',
    {
      schema: {
        tags,
        summary: 'Original projects the caller sees in the selected subscription',
        querystring: ProjectListQuery,
        response: { 200: z.array(Project) },
      },
    },
    async (request, reply) => {
      const context = await requireAccount(request);
      const [actor, { rows, total }] = await Promise.all([
        loadProjectActor(ctx.db, context),
        listProjects(ctx.db, context, request.query),
      ]);
      setTotalCount(reply, total);
      return rows.map((row) => presentProject(row, actor));
    },
  );

  app.get(
    '/api/projects/revisions',
    {
      schema: {
        tags,
        summary: 'Revisions of a project, newest first',
        querystring: RevisionListQuery,
        response: { 200: z.array(Revision) },
      },
    },
    async (request, reply) => {
      const context = await requireAccount(request);
      const { projectId, Offset, Limit } = request.query;
      await findVisibleProject(ctx.db, context, projectId);
      const [actor, { rows, total }] = await Promise.all([
        loadProjectActor(ctx.db, context),
        listRevisions(ctx.db, context, projectId, { Offset, Limit }),
      ]);
      setTotalCount(reply, total);
      return rows.map((row) => presentRevision(row, actor));
    },
  );

  app.post(
    '/api/projects/clone',
    {
      schema: {
        tags,
        summary: 'Duplicate a project with everything in it (409 ProjectLimitReached)',
        querystring: SourceProjectQuery,
        response: { 201: CreatedId },
      },
    },
    async (request, reply) => {
      const context = await requireAccount(request);
      const id = await cloneProject(ctx, context, request.query.sourceProjectId);
      return reply.status(201).send({ id });
    },
  );

  app.post(
    '/api/projects/create-revision',
    {
      schema: {
        tags,
        summary: 'Save a revision of a project (409 RevisionLimitReached, SourceIsARevision)',
        querystring: SourceProjectQuery,
        response: { 201: CreatedId },
      },
    },
    async (request, reply) => {
      const context = await requireAccount(request);
      const id = await createRevision(ctx, context, request.query.sourceProjectId);
      return reply.status(201).send({ id });
    },
  );

  app.put(
    '/api/projects/activate-revision',
    {
      schema: {
        tags,
        summary: "Swap a revision's content with its original's (409 ProjectIsNotARevision)",
        querystring: ActivateRevisionQuery,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const context = await requireAccount(request);
      await activateRevision(ctx, context, request.query.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/projects/:id',
    {
      schema: {
        tags,
        summary: 'Open a project (403 when the subscription has expired)',
        params: ProjectIdParams,
        response: { 200: Project },
      },
    },
    async (request) => {
      const context = await requireAccount(request);
      const row = await findProjectAnswer(ctx.db, context, request.params.id);
      authorize(context, 'project.read');
      return presentProject(row, await loadProjectActor(ctx.db, context));
    },
  );

  app.put(
    '/api/projects/:id',
    {
      schema: {
        tags,
        summary: 'Update a project; answers the updated project',
        params: ProjectIdParams,
        body: UpdateProjectRequest,
        response: { 200: Project },
      },
    },
    async (request) => {
      const context = await requireAccount(request);
      await updateProject(ctx, context, request.params.id, request.body);
      const row = await findProjectAnswer(ctx.db, context, request.params.id);
      return presentProject(row, await loadProjectActor(ctx.db, context));
    },
  );

  app.delete(
    '/api/projects/:id',
    {
      schema: {
        tags,
        summary: 'Delete a project with its revisions, presentations and everything in them',
        params: ProjectIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const context = await requireAccount(request);
      await deleteProject(ctx, context, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
