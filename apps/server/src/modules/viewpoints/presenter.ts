import type { Viewpoint } from '@vantage/contracts';
import type { viewpoints } from '../../db/schema/index.js';

export type ViewpointRow = typeof viewpoints.$inferSelect;

export function presentViewpoint(row: ViewpointRow): Viewpoint {
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
    // Set by the photo module's presenter once it lands.
    photo: null,
    sortOrder: row.sortOrder,
    version: row.version,
  };
}
