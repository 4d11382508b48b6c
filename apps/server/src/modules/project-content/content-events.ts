import { CONTENT_EVENT_RECORDS_MAX, type ContentEventKind, type ContentRecordOf } from '@vantage/contracts';
import type { AppContext } from '../../app-context.js';
import { groups } from '../../events/bus.js';
import type { ChangedBy } from './changed-by.js';

export type ItemEventName = 'OnItemAdded' | 'OnItemUpdated' | 'OnItemDeleted';

/**
 * Announces a change of a project's content to the project's group as contracts'
 * `ContentItemEvent`: the records' ids and versions, and the records themselves (as the API
 * answers them) for an addition or change of at most CONTENT_EVENT_RECORDS_MAX records.
 * `records` must be non-empty and of one project.
 */
export function announceContent<K extends ContentEventKind>(
  ctx: AppContext,
  name: ItemEventName,
  kind: K,
  records: readonly ContentRecordOf[K][],
  by: ChangedBy,
  extra: Record<string, unknown> = {},
): void {
  const first = records[0];
  if (!first) return;
  const carried = name !== 'OnItemDeleted' && records.length <= CONTENT_EVENT_RECORDS_MAX;
  ctx.bus.item(name, kind, first.id, [groups.project(first.projectId)], {
    projectId: first.projectId,
    changedBy: by,
    items: records.map((record) => ({ id: record.id, version: record.version })),
    ...(carried ? { records } : {}),
    ...extra,
  });
}
