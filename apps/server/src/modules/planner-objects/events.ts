import type { AppContext } from '../../app-context.js';
import { groups } from '../../events/bus.js';
import type { ChangedBy } from '../project-content/changed-by.js';
import type { PlannerObjectRow } from './presenter.js';

type ItemEvent = 'OnItemAdded' | 'OnItemUpdated' | 'OnItemDeleted';

/**
 * One object changed: `{ kind: 'plannerObject', id, projectId, scenarioId, changedBy }` to the
 * project's group.
 */
export function announce(ctx: AppContext, name: ItemEvent, row: PlannerObjectRow, by: ChangedBy) {
  ctx.bus.item(name, 'plannerObject', row.id, [groups.project(row.projectId)], {
    projectId: row.projectId,
    scenarioId: row.scenarioId,
    changedBy: by,
  });
}

/**
 * A batch changed many objects of one project: one event, not one per object (an import of
 * 10,000 would send 10,000 messages to every client of the project, each refetching the same
 * list). `id` is the first object's, so a client that reads one item event reads this one;
 * `ids` and `scenarioIds` list them all.
 */
export function announceBatch(
  ctx: AppContext,
  name: ItemEvent,
  projectId: number,
  rows: readonly PlannerObjectRow[],
  by: ChangedBy,
) {
  const first = rows[0];
  if (!first) return;
  ctx.bus.item(name, 'plannerObject', first.id, [groups.project(projectId)], {
    projectId,
    ids: rows.map((row) => row.id),
    scenarioIds: [...new Set(rows.map((row) => row.scenarioId))],
    changedBy: by,
  });
}
