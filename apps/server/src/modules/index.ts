import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coordinateSystemRoutes } from './coordinate-systems/routes.js';
import { projectRoutes } from './projects/routes.js';
import { userAccountRoutes } from './user-accounts/routes.js';
import { userRoutes } from './users/routes.js';

/** Every API module; `app.ts` registers them in this order. */
export const apiModules: FastifyPluginAsyncZod[] = [userRoutes, userAccountRoutes, projectRoutes, coordinateSystemRoutes];
