import { VersionInfo } from '../version.js';
import { defineOperation, json } from './define.js';

export const getVersion = defineOperation({
  id: 'getVersion',
  method: 'GET',
  path: '/api/version',
  tag: 'Client configuration',
  summary: 'Public: the version of the product that runs and the commit it was built from',
  access: 'public',
  answers: { 200: json(VersionInfo) },
});
