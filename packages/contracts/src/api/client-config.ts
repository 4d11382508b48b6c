import { ClientConfig } from '../client-config.js';
import { defineOperation, json } from './define.js';

export const getClientConfig = defineOperation({
  id: 'getClientConfig',
  method: 'GET',
  path: '/api/client-config',
  tag: 'Client configuration',
  summary: 'Public: product name, identity server, and the viewer and editor URLs (null when not configured)',
  access: 'public',
  answers: { 200: json(ClientConfig) },
});
