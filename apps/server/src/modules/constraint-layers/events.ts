import type { ConstraintLayerEvent } from '@vantage/contracts';
import type { AppContext } from '../../app-context.js';
import { groups } from '../../events/bus.js';
import type { ItemEventName } from '../project-content/content-events.js';

/**
 * Announces a constraint layer added, changed or deleted to the project's group as contracts'
 * `ConstraintLayerEvent`: its id and version, never its features (up to 5 MB: a planner reads
 * the layer again).
 */
export function announceConstraintLayer(
  ctx: AppContext,
  name: ItemEventName,
  event: Omit<ConstraintLayerEvent, 'kind'>,
): void {
  ctx.bus.item(name, 'constraintLayer', event.id, [groups.project(event.projectId)], {
    projectId: event.projectId,
    version: event.version,
    changedBy: event.changedBy,
  });
}
