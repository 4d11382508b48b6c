import type { AppContext } from '../../app-context.js';
import type { ChangedBy } from '../project-content/changed-by.js';
import { announceContent, type ItemEventName } from '../project-content/content-events.js';
import { presentTour, type TourRow } from './presenter.js';

/** One tour changed: contracts' `TourEvent` to the project's group. */
export function announceTour(ctx: AppContext, name: ItemEventName, row: TourRow, by: ChangedBy) {
  announceContent(ctx, name, 'tour', [presentTour(row)], by);
}
