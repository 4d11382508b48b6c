import { EmbedOrigins, UpdateEmbedOriginsRequest } from '../embed-origins.js';
import { ProjectIdParams } from '../projects.js';
import {
  PublishedProject,
  PublishedProjectCreated,
  PublishedProjectsQuery,
  PublishProjectRequest,
  PublishQuery,
  ViewerParams,
  ViewerProject,
} from '../publishing.js';
import { defineOperation, empty, image, json, list } from './define.js';

const tag = 'Publishing';

export const createPresentation = defineOperation({
  id: 'createPresentation',
  method: 'POST',
  path: '/api/projects/create-published-project',
  tag,
  summary: 'Present a project: create its published copy (JSON, or multipart with "payload" and "file")',
  description:
    'Validates the rules of the publish form (400 with the form message as detail). 403 without the Present ' +
    'feature, as Administrator, Project member or Observer, or when expired. 409 PresentationLimitReached at ' +
    '3 published presentations of the project; 409 PlannerObjectLimitReached when the copies do not fit the ' +
    "subscription; 413 when they would hold more than a project's PLANNER_CONTENT_MAX_BYTES (a scenario " +
    'combined more than once is copied each time) or the logo is too large.',
  access: 'account',
  body: PublishProjectRequest,
  bodyTypes: ['json', 'multipart'],
  answers: { 201: json(PublishedProjectCreated) },
  errors: [413, 415],
  conflicts: ['PresentationLimitReached', 'PlannerObjectLimitReached'],
});

export const publishPresentation = defineOperation({
  id: 'publishPresentation',
  method: 'POST',
  path: '/api/projects/publish',
  tag,
  summary: 'Publish a depublished presentation again (same key); 409 PresentationLimitReached',
  access: 'account',
  query: PublishQuery,
  answers: { 200: json(PublishedProjectCreated) },
  conflicts: ['PresentationLimitReached'],
});

export const depublishPresentation = defineOperation({
  id: 'depublishPresentation',
  method: 'DELETE',
  path: '/api/projects/publish',
  tag,
  summary: 'Depublish: the viewer link stops working; 409 ProjectNotPublished',
  access: 'account',
  query: PublishQuery,
  answers: { 204: empty() },
  conflicts: ['ProjectNotPublished'],
});

export const listPresentations = defineOperation({
  id: 'listPresentations',
  method: 'GET',
  path: '/api/projects/published-projects',
  tag,
  summary: "The subscription's presentations the caller may see; X-Total-Count",
  access: 'account',
  query: PublishedProjectsQuery,
  answers: { 200: list(PublishedProject) },
});

export const updateEmbedOrigins = defineOperation({
  id: 'updateEmbedOrigins',
  method: 'PUT',
  path: '/api/projects/published-projects/{id}/embed-origins',
  tag,
  summary: "Replace the https origins allowed to frame a presentation's public viewer",
  description:
    'Exact origins only (https, no path, query, fragment, user name or wildcard), at most 10, each once; ' +
    'answers the list as stored (normalised origins). The viewer page of the presentation then carries ' +
    'Content-Security-Policy frame-ancestors with them; [] lets no page frame it. 400 naming the bad entry, ' +
    'nothing written; 403 but for Owners and Team members, or when expired; 404 for what the caller cannot see.',
  access: 'account',
  params: ProjectIdParams,
  body: UpdateEmbedOriginsRequest,
  answers: { 200: json(EmbedOrigins) },
});

export const updatePresentation = defineOperation({
  id: 'updatePresentation',
  method: 'POST',
  path: '/api/projects/published-projects/{id}/update',
  tag,
  summary: "Update presentation: replace its content with its project's current plan, same link",
  description:
    "Applies the presentation's settings (included viewpoints and tours with their names, scenario " +
    'combinations, defaults) to the current plan of its project, in one transaction: the publication key, ' +
    'name, developer, description, logo, embed origins, published state and the ids of its viewpoints ' +
    '(the QR codes) stay; planAsOf and contentChangedAt become now. What the project deleted since leaves ' +
    'the presentation. 403 as presenting; 404 for what the caller cannot see; 409 SourceProjectDeleted, ' +
    'PresentationSettingsUnknown, PresentationSourceChanged (detail: the rule it breaks, e.g. no viewpoint ' +
    'left), PlannerObjectLimitReached; 413 as create.',
  access: 'account',
  params: ProjectIdParams,
  answers: { 200: json(PublishedProject) },
  errors: [413],
  conflicts: [
    'SourceProjectDeleted',
    'PresentationSettingsUnknown',
    'PresentationSourceChanged',
    'PlannerObjectLimitReached',
  ],
});

export const getViewerProject = defineOperation({
  id: 'getViewerProject',
  method: 'GET',
  path: '/api/projects/viewer/{id}',
  tag,
  summary: 'Public: a published presentation by its publication key (no sign-in)',
  access: 'public',
  params: ViewerParams,
  headers: ['publicationKey'],
  answers: { 200: json(ViewerProject) },
});

export const getViewerProjectLogo = defineOperation({
  id: 'getViewerProjectLogo',
  method: 'GET',
  path: '/api/projects/viewer/{id}/logo',
  tag,
  summary: 'Public: the logo of a published presentation',
  access: 'public',
  params: ViewerParams,
  headers: ['publicationKey'],
  answers: { 200: image('The logo image') },
});
