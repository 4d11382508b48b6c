import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userAccountRoutes } from './user-accounts/routes.js';
import { userRoutes } from './users/routes.js';

/** Every API module; `app.ts` registers them in this order. */
export const apiModules: FastifyPluginAsyncZod[] = [userRoutes, userAccountRoutes];
