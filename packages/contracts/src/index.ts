export * from './conflicts.js';
export * from './coordinate-systems.js';
export * from './features.js';
export * from './headers.js';
export * from './projects.js';
export * from './roles.js';
export * from './transfers.js';
export * from './user-accounts.js';
