import type { Viewpoint } from '@vantage/contracts';
import type { viewpoints } from '../../db/schema/index.js';
import { type PhotoInfo, presentViewpointPhoto } from '../viewpoint-photos/presenter.js';

export type ViewpointRow = typeof viewpoints.$inferSelect;

/** The viewpoint with its photo (without the image), when it has one. */
export function presentViewpoint(row: ViewpointRow, photo?: PhotoInfo): Viewpoint {
  return {
    id: row.id,
    projectId: row.projectId,
    visible: row.visible,
    tagNames: row.tagNames,
    position: { longitude: row.longitude, latitude: row.latitude, altitude: row.altitude },
    pan: row.pan,
    tilt: row.tilt,
    fieldOfView: row.fieldOfView,
    name: row.name,
    windDirection: row.windDirection,
    viewingDateTime: row.viewingDateTime?.toISOString() ?? null,
    panoId: row.panoId,
    photo: photo ? presentViewpointPhoto(photo) : null,
    sortOrder: row.sortOrder,
    version: row.version,
  };
}
