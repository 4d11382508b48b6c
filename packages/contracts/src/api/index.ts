import type { OperationDefinition } from './define.js';
import * as operations from './operations.js';

export * from './define.js';
export { operations };

/**
 * Every API operation. The server registers exactly these (a test fails on a route without a
 * definition, or a definition without a route) and the OpenAPI document is built from them.
 */
export function allOperations(): OperationDefinition[] {
  return Object.values(operations);
}
