import {
  CloneRequest,
  ContentIdParams,
  ContentListQuery,
  CreateTourRequest,
  ProjectContentParams,
  Tour,
  UpdateTourRequest,
} from '@vantage/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../../auth/context.js';
import { pageOf, setTotalCount } from '../../http/pagination.js';
import { presentTour } from './presenter.js';
import { cloneTour, createTour, deleteTour, findVisibleTour, listTours, updateTour } from './service.js';

const tags = ['Tours'];

export const tourRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/projects/:projectId/tours',
    {
      schema: {
        tags,
        summary: 'Create a tour in the project',
        params: ProjectContentParams,
        body: CreateTourRequest,
        response: { 201: Tour },
      },
    },
    async (request, reply) => {
      const actor = await requireAccount(request);
      const row = await createTour(app.ctx, actor, request.params.projectId, request.body);
      return reply.status(201).send(presentTour(row));
    },
  );

  app.get(
    '/api/projects/:projectId/tours',
    {
      schema: {
        tags,
        summary: "The project's tours in their order; X-Total-Count",
        params: ProjectContentParams,
        querystring: ContentListQuery,
        response: { 200: z.array(Tour) },
      },
    },
    async (request, reply) => {
      const actor = await requireAccount(request);
      const { rows, total } = await listTours(
        app.ctx.db,
        actor,
        request.params.projectId,
        pageOf(request.query),
      );
      setTotalCount(reply, total);
      return rows.map(presentTour);
    },
  );

  app.post(
    '/api/projects/:projectId/tours/clone',
    {
      schema: {
        tags,
        summary: 'Copy a tour of the project as "<name> (copy)"',
        params: ProjectContentParams,
        body: CloneRequest,
        response: { 201: Tour },
      },
    },
    async (request, reply) => {
      const actor = await requireAccount(request);
      const row = await cloneTour(app.ctx, actor, request.params.projectId, request.body.sourceId);
      return reply.status(201).send(presentTour(row));
    },
  );

  app.get(
    '/api/projects/tours/:id',
    { schema: { tags, summary: 'One tour', params: ContentIdParams, response: { 200: Tour } } },
    async (request) => {
      const actor = await requireAccount(request);
      const { tour } = await findVisibleTour(app.ctx.db, actor, request.params.id);
      return presentTour(tour);
    },
  );

  app.put(
    '/api/projects/tours/:id',
    {
      schema: {
        tags,
        summary: 'Change a tour; only the fields sent change',
        params: ContentIdParams,
        body: UpdateTourRequest,
        response: { 200: Tour },
      },
    },
    async (request) => {
      const actor = await requireAccount(request);
      return presentTour(await updateTour(app.ctx, actor, request.params.id, request.body));
    },
  );

  app.delete(
    '/api/projects/tours/:id',
    {
      schema: {
        tags,
        summary: 'Delete a tour',
        params: ContentIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = await requireAccount(request);
      await deleteTour(app.ctx, actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
