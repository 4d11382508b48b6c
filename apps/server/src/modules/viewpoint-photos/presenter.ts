import type { PublicViewpointPhoto, ViewpointPhoto } from '@vantage/contracts';
import { getTableColumns } from 'drizzle-orm';
import { viewpointPhotos } from '../../db/schema/index.js';

const { bytes: _bytes, ...infoColumns } = getTableColumns(viewpointPhotos);
/** Every column but the image itself: what the answers are made of. */
export const photoInfoColumns = infoColumns;
export type PhotoInfo = Omit<typeof viewpointPhotos.$inferSelect, 'bytes'>;

/** The photo as the team sees it; `version` is the row's id, new with every upload. */
export function presentViewpointPhoto(row: PhotoInfo): ViewpointPhoto {
  return {
    kind: row.kind,
    fileName: row.fileName,
    width: row.width,
    height: row.height,
    takenAt: row.takenAt,
    uploadedAt: row.uploadedAt.toISOString(),
    version: row.id,
    camera: {
      latitude: row.cameraLatitude,
      longitude: row.cameraLongitude,
      altitude: row.cameraAltitude,
      heading: row.cameraHeading,
      focalLength35mm: row.focalLength35mm,
      fieldOfView: row.cameraFieldOfView,
    },
    alignment: { heading: row.heading, pitch: row.pitch, roll: row.roll, fieldOfView: row.fieldOfView },
  };
}

export const viewerPhotoUrl = (publicationKey: string, viewpointId: number) =>
  `/api/projects/viewer/${encodeURIComponent(publicationKey)}/viewpoints/${viewpointId}/photo`;

/**
 * The photo as the public sees it: the lens and the alignment, never where the camera stood
 * (GPS is personal data) nor what the file was called.
 */
export function presentPublicPhoto(row: PhotoInfo, publicationKey: string): PublicViewpointPhoto {
  return {
    kind: row.kind,
    width: row.width,
    height: row.height,
    takenAt: row.takenAt,
    version: row.id,
    focalLength35mm: row.focalLength35mm,
    alignment: { heading: row.heading, pitch: row.pitch, roll: row.roll, fieldOfView: row.fieldOfView },
    url: viewerPhotoUrl(publicationKey, row.viewpointId),
  };
}
