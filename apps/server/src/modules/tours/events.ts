import type { AppContext } from '../../app-context.js';
import { groups } from '../../events/bus.js';
import type { ChangedBy } from '../project-content/changed-by.js';
import type { TourRow } from './presenter.js';

/** One tour changed: `{ kind: 'tour', id, projectId, changedBy }` to the project's group. */
export function announceTour(
  ctx: AppContext,
  name: 'OnItemAdded' | 'OnItemUpdated' | 'OnItemDeleted',
  row: TourRow,
  by: ChangedBy,
) {
  ctx.bus.item(name, 'tour', row.id, [groups.project(row.projectId)], {
    projectId: row.projectId,
    changedBy: by,
  });
}
