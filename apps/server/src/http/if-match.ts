import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Optimistic concurrency on items several people edit (docs/decisions/161-optimistic-concurrency.md):
 * a read answers the item's version as a strong ETag, `"<version>"`; a change may send it back
 * in `If-Match` and is then made only if the item is still at that version.
 *
 * - `undefined`: no If-Match; the change is made whatever the version (as before versions).
 * - `'any'`: `If-Match: *`, any existing item.
 * - a list of versions: one of them must be current. A header that names no version this
 *   server could have answered (`"abc"`, `3`, an empty list) is an empty list: it matches
 *   nothing, so the answer is 412, as RFC 9110 has it for a tag that does not match.
 */
export type IfMatch = undefined | 'any' | readonly number[];

/** An entity tag as RFC 9110 writes it: optionally `W/`, then a quoted string without `"`. */
const ENTITY_TAG = /^(?:W\/)?"([^"]*)"$/;
const VERSION = /^[1-9]\d{0,9}$/;

/** The largest version a PostgreSQL integer holds. */
const MAX_VERSION = 2_147_483_647;

export function parseIfMatch(header: string | string[] | undefined): IfMatch {
  if (header === undefined) return undefined;
  const text = Array.isArray(header) ? header.join(',') : header;
  if (text.trim() === '*') return 'any';
  const versions: number[] = [];
  // A weak tag (`W/"3"`) is taken as the strong one: the server only ever answers strong
  // tags, so a weak one is a client or proxy that weakened ours.
  for (const part of text.split(',')) {
    const tag = ENTITY_TAG.exec(part.trim())?.[1];
    if (tag === undefined || !VERSION.test(tag)) continue;
    const version = Number(tag);
    if (version <= MAX_VERSION) versions.push(version);
  }
  return versions;
}

/** The request's If-Match. */
export const ifMatchOf = (request: FastifyRequest): IfMatch => parseIfMatch(request.headers['if-match']);

/** Whether an item at `version` satisfies the If-Match. */
export function ifMatchAllows(ifMatch: IfMatch, version: number): boolean {
  return ifMatch === undefined || ifMatch === 'any' || ifMatch.includes(version);
}

export const entityTag = (version: number) => `"${version}"`;

/** Sets the ETag of the item an answer holds, and passes the item on. */
export function withEntityTag<T extends { version: number }>(reply: FastifyReply, item: T): T {
  reply.header('etag', entityTag(item.version));
  return item;
}
