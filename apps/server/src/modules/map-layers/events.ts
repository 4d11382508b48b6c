import type { MapLayerEvent } from '@vantage/contracts/map-layers';
import type { AppContext } from '../../app-context.js';
import { groups } from '../../events/bus.js';
import type { ItemEventName } from '../project-content/content-events.js';

/**
 * Announces a map layer added, changed or deleted to its subscription's group (map layers are
 * the subscription's, shown in every project's planner) as contracts' `MapLayerEvent`.
 */
export function announceMapLayer(
  ctx: AppContext,
  name: ItemEventName,
  event: Omit<MapLayerEvent, 'kind'>,
): void {
  ctx.bus.item(name, 'mapLayer', event.id, [groups.subscription(event.subscriptionId)], {
    subscriptionId: event.subscriptionId,
    version: event.version,
    changedBy: event.changedBy,
  });
}
