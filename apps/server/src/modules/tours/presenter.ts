import type { Tour } from '@vantage/contracts';
import type { tours } from '../../db/schema/index.js';

export type TourRow = typeof tours.$inferSelect;

export function presentTour(row: TourRow): Tour {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    autoAnimate: row.autoAnimate,
    animationMode: row.animationMode,
    easing: row.easing,
    viewpointIds: row.viewpointIds,
    sortOrder: row.sortOrder,
    version: row.version,
  };
}
