import { HEADERS } from '@vantage/contracts';
import type { FastifyReply } from 'fastify';

/** Without a Limit the content lists answer everything (a project holds hundreds at most). */
export const CONTENT_LIST_MAX = 1000;

/**
 * The `Offset`/`Limit` query parameters of a list call (spec section 7) as a page. Queries
 * whose schema already defaults them pass through unchanged; the others get `defaultLimit`.
 */
export function pageOf(query: { Offset?: number; Limit?: number }, defaultLimit = CONTENT_LIST_MAX) {
  return { offset: query.Offset ?? 0, limit: query.Limit ?? defaultLimit };
}

/** Every list answers its full size in X-Total-Count, so the dashboard can page (spec section 7). */
export function setTotalCount(reply: FastifyReply, total: number): void {
  reply.header(HEADERS.totalCount, String(total));
}
