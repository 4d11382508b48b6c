/** Every API operation's definition, by its operationId (`operations.getProject`). */

export * from './avatars.js';
export * from './basemap.js';
export * from './client-config.js';
export * from './coordinate-systems.js';
export * from './features.js';
export * from './invitations.js';
export * from './members.js';
export * from './notifications.js';
export * from './planner-objects.js';
export * from './planner-types.js';
export * from './presets.js';
export * from './project-logos.js';
export * from './projects.js';
export * from './publishing.js';
export * from './scenarios.js';
export * from './session.js';
export * from './setback-rules.js';
export * from './subscriptions.js';
export * from './terrain.js';
export * from './tours.js';
export * from './transfers.js';
export * from './user-accounts.js';
export * from './users.js';
export * from './version.js';
export * from './viewpoint-photos.js';
export * from './viewpoints.js';
