/** Every API operation's definition, by its operationId (`operations.getProject`). */
export * from './projects.js';
