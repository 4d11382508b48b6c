export * from './conflicts.js';
export * from './features.js';
export * from './headers.js';
export * from './roles.js';
export * from './user-accounts.js';
