import type { AppContext } from '../../app-context.js';
import type { ChangedBy } from '../project-content/changed-by.js';
import { announceContent, type ItemEventName } from '../project-content/content-events.js';
import { type PlannerObjectRow, presentPlannerObject } from './presenter.js';

/** One object changed: contracts' `PlannerObjectEvent` to the project's group, with its scenario. */
export function announce(ctx: AppContext, name: ItemEventName, row: PlannerObjectRow, by: ChangedBy) {
  announceContent(ctx, name, 'plannerObject', [presentPlannerObject(row)], by, {
    scenarioId: row.scenarioId,
  });
}

/**
 * A batch changed many objects of one project: one event, not one per object (an import of
 * 10,000 would send 10,000 messages to every client of the project). `id` is the first
 * object's; `items` (and `ids`) name them all, `scenarioIds` their scenarios, and `records`
 * carries them up to CONTENT_EVENT_RECORDS_MAX.
 */
export function announceBatch(
  ctx: AppContext,
  name: ItemEventName,
  rows: readonly PlannerObjectRow[],
  by: ChangedBy,
) {
  announceContent(ctx, name, 'plannerObject', rows.map(presentPlannerObject), by, {
    ids: rows.map((row) => row.id),
    scenarioIds: [...new Set(rows.map((row) => row.scenarioId))],
  });
}
