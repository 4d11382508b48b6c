import { HEADERS } from '@vantage/contracts';
import type { FastifyReply } from 'fastify';

/** Without a Limit the content lists answer everything (a project holds hundreds at most). */
export const CONTENT_LIST_MAX = 1000;

export function pageOf(query: { Offset?: number; Limit?: number }) {
  return { offset: query.Offset ?? 0, limit: query.Limit ?? CONTENT_LIST_MAX };
}

export function setTotalCount(reply: FastifyReply, total: number): void {
  reply.header(HEADERS.totalCount, String(total));
}
