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
} from '../projects.js';
import { defineOperation, empty, json, list } from './define.js';

const tag = 'Projects';

export const createProject = defineOperation({
  id: 'createProject',
  method: 'POST',
  path: '/api/projects',
  tag,
  summary: 'Create a project (409 ProjectLimitReached)',
  access: 'account',
  body: CreateProjectRequest,
  answers: { 201: json(CreatedId) },
  conflicts: ['ProjectLimitReached'],
});

export const listProjects = defineOperation({
  id: 'listProjects',
  method: 'GET',
  path: '/api/projects',
  tag,
  summary: 'Original projects the caller sees in the selected subscription',
  access: 'account',
  query: ProjectListQuery,
  answers: { 200: list(Project) },
});

export const listRevisions = defineOperation({
  id: 'listRevisions',
  method: 'GET',
  path: '/api/projects/revisions',
  tag,
  summary: 'Revisions of a project, newest first',
  access: 'account',
  query: RevisionListQuery,
  answers: { 200: list(Revision) },
});

export const cloneProject = defineOperation({
  id: 'cloneProject',
  method: 'POST',
  path: '/api/projects/clone',
  tag,
  summary: 'Duplicate a project with everything in it (409 ProjectLimitReached)',
  access: 'account',
  query: SourceProjectQuery,
  answers: { 201: json(CreatedId) },
  conflicts: ['ProjectLimitReached'],
});

export const createRevision = defineOperation({
  id: 'createRevision',
  method: 'POST',
  path: '/api/projects/create-revision',
  tag,
  summary: 'Save a revision of a project (409 RevisionLimitReached, SourceIsARevision)',
  access: 'account',
  query: SourceProjectQuery,
  answers: { 201: json(CreatedId) },
  conflicts: ['RevisionLimitReached', 'SourceIsARevision'],
});

export const activateRevision = defineOperation({
  id: 'activateRevision',
  method: 'PUT',
  path: '/api/projects/activate-revision',
  tag,
  summary: "Swap a revision's content with its original's (409 ProjectIsNotARevision)",
  access: 'account',
  query: ActivateRevisionQuery,
  answers: { 204: empty() },
  conflicts: ['ProjectIsNotARevision'],
});

export const getProject = defineOperation({
  id: 'getProject',
  method: 'GET',
  path: '/api/projects/{id}',
  tag,
  summary: 'Open a project (403 when the subscription has expired)',
  access: 'account',
  params: ProjectIdParams,
  answers: { 200: json(Project) },
});

export const updateProject = defineOperation({
  id: 'updateProject',
  method: 'PUT',
  path: '/api/projects/{id}',
  tag,
  summary: 'Update a project; answers the updated project',
  access: 'account',
  params: ProjectIdParams,
  body: UpdateProjectRequest,
  answers: { 200: json(Project) },
});

export const deleteProject = defineOperation({
  id: 'deleteProject',
  method: 'DELETE',
  path: '/api/projects/{id}',
  tag,
  summary: 'Delete a project with its revisions, presentations and everything in them',
  access: 'account',
  params: ProjectIdParams,
  answers: { 204: empty() },
});
