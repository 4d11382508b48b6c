import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { avatarRoutes } from './avatars/routes.js';
import { basemapRoutes } from './basemap/routes.js';
import { clientConfigRoutes } from './client-config/routes.js';
import { constraintLayerRoutes } from './constraint-layers/routes.js';
import { coordinateSystemRoutes } from './coordinate-systems/routes.js';
import { featureRoutes } from './features/routes.js';
import { geocodeRoutes } from './geocode/routes.js';
import { invitationRoutes } from './invitations/routes.js';
import { mapLayerRoutes } from './map-layers/routes.js';
import { memberRoutes } from './members/routes.js';
import { noiseRoutes } from './noise/routes.js';
import { notificationRoutes } from './notifications/routes.js';
import { plannerObjectRoutes } from './planner-objects/routes.js';
import { plannerTypeRoutes } from './planner-types/routes.js';
import { presetRoutes } from './presets/routes.js';
import { projectLogoRoutes } from './project-logos/routes.js';
import { projectRoutes } from './projects/routes.js';
import { publishingRoutes } from './publishing/routes.js';
import { scenarioRoutes } from './scenarios/routes.js';
import { sessionRoutes } from './session/routes.js';
import { setbackRuleRoutes } from './setbacks/routes.js';
import { shadowFlickerRoutes } from './shadow-flicker/routes.js';
import { sketchRoutes } from './sketches/routes.js';
import { subscriptionRoutes } from './subscriptions/routes.js';
import { terrainModelRoutes } from './terrain-model/routes.js';
import { terrainTileRoutes } from './terrain-tiles/routes.js';
import { tourRoutes } from './tours/routes.js';
import { transferRoutes } from './transfers/routes.js';
import { userAccountRoutes } from './user-accounts/routes.js';
import { userRoutes } from './users/routes.js';
import { versionRoutes } from './version/routes.js';
import { viewpointPhotoRoutes } from './viewpoint-photos/routes.js';
import { viewpointRoutes } from './viewpoints/routes.js';

/** Every API module; `app.ts` registers them in this order. */
export const apiModules: FastifyPluginAsyncZod[] = [
  userRoutes,
  userAccountRoutes,
  sessionRoutes,
  projectRoutes,
  coordinateSystemRoutes,
  transferRoutes,
  projectLogoRoutes,
  viewpointRoutes,
  tourRoutes,
  scenarioRoutes,
  plannerObjectRoutes,
  presetRoutes,
  publishingRoutes,
  subscriptionRoutes,
  plannerTypeRoutes,
  featureRoutes,
  clientConfigRoutes,
  versionRoutes,
  memberRoutes,
  invitationRoutes,
  avatarRoutes,
  notificationRoutes,
  basemapRoutes,
  terrainTileRoutes,
  terrainModelRoutes,
  viewpointPhotoRoutes,
  setbackRuleRoutes,
  constraintLayerRoutes,
  shadowFlickerRoutes,
  noiseRoutes,
  sketchRoutes,
  mapLayerRoutes,
  geocodeRoutes,
];
