import {
  ContentListQuery,
  CreatePresetRequest,
  PlannerObjectParams,
  Preset,
  ProjectContentParams,
  UpdatePresetRequest,
} from '@vantage/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../../auth/context.js';
import { pageOf, setTotalCount } from '../../http/pagination.js';
import { presentPreset } from './presenter.js';
import { createPreset, deletePreset, getPreset, listPresets, updatePreset } from './service.js';

const tags = ['Presets'];

export const presetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/projects/:projectId/presets',
    {
      schema: {
        tags,
        summary: "The project's presets; X-Total-Count",
        params: ProjectContentParams,
        querystring: ContentListQuery,
        response: { 200: z.array(Preset) },
      },
    },
    async (request, reply) => {
      const actor = await requireAccount(request);
      const { rows, total } = await listPresets(
        app.ctx.db,
        actor,
        request.params.projectId,
        pageOf(request.query),
      );
      setTotalCount(reply, total);
      return rows.map(presentPreset);
    },
  );

  app.post(
    '/api/projects/:projectId/presets',
    {
      schema: {
        tags,
        summary: 'Create a preset',
        params: ProjectContentParams,
        body: CreatePresetRequest,
        response: { 201: Preset },
      },
    },
    async (request, reply) => {
      const actor = await requireAccount(request);
      const row = await createPreset(app.ctx.db, actor, request.params.projectId, request.body);
      return reply.status(201).send(presentPreset(row));
    },
  );

  app.get(
    '/api/projects/:projectId/presets/:id',
    { schema: { tags, summary: 'One preset', params: PlannerObjectParams, response: { 200: Preset } } },
    async (request) => {
      const actor = await requireAccount(request);
      return presentPreset(await getPreset(app.ctx.db, actor, request.params.projectId, request.params.id));
    },
  );

  app.put(
    '/api/projects/:projectId/presets/:id',
    {
      schema: {
        tags,
        summary: 'Change a preset; 409 CannotChangePlannerObjectType while in use',
        params: PlannerObjectParams,
        body: UpdatePresetRequest,
        response: { 200: Preset },
      },
    },
    async (request) => {
      const actor = await requireAccount(request);
      const { projectId, id } = request.params;
      return presentPreset(await updatePreset(app.ctx.db, actor, projectId, id, request.body));
    },
  );

  app.delete(
    '/api/projects/:projectId/presets/:id',
    {
      schema: {
        tags,
        summary: 'Delete a preset; 409 IsInUse while planner objects use it',
        params: PlannerObjectParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = await requireAccount(request);
      await deletePreset(app.ctx.db, actor, request.params.projectId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
