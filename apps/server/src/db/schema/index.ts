export * from './accounts.js';
export * from './files.js';
export * from './identity.js';
export * from './projects.js';
export * from './subscriptions.js';
export * from './system.js';
export * from './users.js';
export * from './workflow.js';
