import type { ConflictCode } from '@vantage/contracts';

/**
 * An error that becomes an RFC 9457 problem answer. Services throw these; the error
 * handler in `http/error-handler.ts` turns them into `application/problem+json`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail?: string,
    readonly code?: ConflictCode,
    readonly headers?: Record<string, string>,
    /** Members of the problem beyond the standard ones (a 412's `type` and `current`). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(detail ?? title);
  }
}

export const badRequest = (detail: string) => new ApiError(400, 'Bad Request', detail);
export const unauthorized = (detail = 'A valid bearer token is required.') =>
  new ApiError(401, 'Unauthorized', detail, undefined, { 'www-authenticate': 'Bearer' });
export const forbidden = (detail = 'You are not allowed to do this.') =>
  new ApiError(403, 'Forbidden', detail);
export const notFound = (detail = 'The resource does not exist.') => new ApiError(404, 'Not Found', detail);
export const conflict = (code: ConflictCode, detail?: string) =>
  new ApiError(409, 'Conflict', detail ?? code, code);
export const preconditionFailed = (detail: string) => new ApiError(412, 'Precondition Failed', detail);

/** The `type` of a 412 answer to a change made on an item that someone else changed since. */
export const CHANGED_BY_SOMEONE_ELSE = 'urn:vantage:problem:changed-by-someone-else';

/**
 * 412 for a change whose `If-Match` (or a batch item's `version`) is no longer current:
 * `current` is the item as it is now (for a batch, the items), in the answer schema of a read,
 * so the client can show both versions without another call.
 */
export const changedBySomeoneElse = (detail: string, current: unknown) =>
  new ApiError(412, 'Changed by someone else', detail, undefined, undefined, {
    type: CHANGED_BY_SOMEONE_ELSE,
    current,
  });
export const payloadTooLarge = (detail: string) => new ApiError(413, 'Payload Too Large', detail);
export const unsupportedMediaType = (detail: string) => new ApiError(415, 'Unsupported Media Type', detail);
