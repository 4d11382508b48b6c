import { ProjectLogoParams, ProjectLogoResult } from '../projects.js';
import { defineOperation, empty, image, json } from './define.js';

const tag = 'Project logos';

export const getProjectLogo = defineOperation({
  id: 'getProjectLogo',
  method: 'GET',
  path: '/api/projects/{projectId}/logo',
  tag,
  summary: "The project's logo",
  access: 'account',
  params: ProjectLogoParams,
  answers: { 200: image('The logo image') },
});

export const uploadProjectLogo = defineOperation({
  id: 'uploadProjectLogo',
  method: 'POST',
  path: '/api/projects/{projectId}/logo',
  tag,
  summary:
    'Upload a logo: multipart field "file", any image type, at most 5 MB (413), 502 when it cannot be stored',
  access: 'account',
  params: ProjectLogoParams,
  bodyTypes: ['upload'],
  answers: { 200: json(ProjectLogoResult) },
  errors: [413, 415, 502],
});

export const deleteProjectLogo = defineOperation({
  id: 'deleteProjectLogo',
  method: 'DELETE',
  path: '/api/projects/{projectId}/logo',
  tag,
  summary: "Remove the project's logo",
  access: 'account',
  params: ProjectLogoParams,
  answers: { 204: empty() },
});
