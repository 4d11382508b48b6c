import {
  CloneRequest,
  ContentIdParams,
  ContentListQuery,
  CreateViewpointRequest,
  ProjectContentParams,
  UpdateViewpointRequest,
  Viewpoint,
} from '@vantage/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../../auth/context.js';
import { pageOf, setTotalCount } from '../../http/pagination.js';
import { presentViewpoint } from './presenter.js';
import {
  cloneViewpoint,
  createViewpoint,
  deleteViewpoint,
  findVisibleViewpoint,
  listViewpoints,
  updateViewpoint,
} from './service.js';

const tags = ['Viewpoints'];

export const viewpointRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/projects/:projectId/viewpoints',
    {
      schema: {
        tags,
        summary: 'Create a viewpoint in the project',
        params: ProjectContentParams,
        body: CreateViewpointRequest,
        response: { 201: Viewpoint },
      },
    },
    async (request, reply) => {
      const actor = await requireAccount(request);
      const row = await createViewpoint(app.ctx, actor, request.params.projectId, request.body);
      return reply.status(201).send(presentViewpoint(row));
    },
  );

  app.get(
    '/api/projects/:projectId/viewpoints',
    {
      schema: {
        tags,
        summary: "The project's viewpoints in their order; X-Total-Count",
        params: ProjectContentParams,
        querystring: ContentListQuery,
        response: { 200: z.array(Viewpoint) },
      },
    },
    async (request, reply) => {
      const actor = await requireAccount(request);
      const { rows, total } = await listViewpoints(
        app.ctx.db,
        actor,
        request.params.projectId,
        pageOf(request.query),
      );
      setTotalCount(reply, total);
      return rows.map(presentViewpoint);
    },
  );

  app.post(
    '/api/projects/:projectId/viewpoints/clone',
    {
      schema: {
        tags,
        summary: 'Copy a viewpoint of the project as "<name> (copy)"',
        params: ProjectContentParams,
        body: CloneRequest,
        response: { 201: Viewpoint },
      },
    },
    async (request, reply) => {
      const actor = await requireAccount(request);
      const row = await cloneViewpoint(app.ctx, actor, request.params.projectId, request.body.sourceId);
      return reply.status(201).send(presentViewpoint(row));
    },
  );

  app.get(
    '/api/projects/viewpoints/:id',
    { schema: { tags, summary: 'One viewpoint', params: ContentIdParams, response: { 200: Viewpoint } } },
    async (request) => {
      const actor = await requireAccount(request);
      const { viewpoint } = await findVisibleViewpoint(app.ctx.db, actor, request.params.id);
      return presentViewpoint(viewpoint);
    },
  );

  app.put(
    '/api/projects/viewpoints/:id',
    {
      schema: {
        tags,
        summary: 'Change a viewpoint; only the fields sent change',
        params: ContentIdParams,
        body: UpdateViewpointRequest,
        response: { 200: Viewpoint },
      },
    },
    async (request) => {
      const actor = await requireAccount(request);
      return presentViewpoint(await updateViewpoint(app.ctx, actor, request.params.id, request.body));
    },
  );

  app.delete(
    '/api/projects/viewpoints/:id',
    {
      schema: {
        tags,
        summary: 'Delete a viewpoint (and take it out of the tours)',
        params: ContentIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = await requireAccount(request);
      await deleteViewpoint(app.ctx, actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
