import type {
  FeatureState,
  PhotoCamera,
  UpdateViewpointRequest,
  Viewpoint,
  ViewpointPhoto,
} from '@vantage/contracts';
import { formatCoordinates, formatHeading } from '@/lib/plan/format';

/**
 * What the Photo section offers, as the server decides it (uploading needs the right to change
 * the project's content and Custom panorama, PanoUpload, Enabled):
 * - `change`: upload, replace and remove;
 * - `locked`: the subscription's PanoUpload is Disabled, Phantom or not set: shown Locked, as
 *   the License page shows a module;
 * - `view`: the photo only, for those who may not change the project, while the features load,
 *   and when the feature is Hidden (not listed, as on the License page).
 */
export function photoAccess(
  state: FeatureState | null | undefined,
  options: { mayChange: boolean; loading: boolean },
): 'change' | 'locked' | 'view' {
  if (!options.mayChange || options.loading || state === 'Hidden') return 'view';
  return state === 'Enabled' ? 'change' : 'locked';
}

/** "Photo, 4000 × 3000 px" or "360° panorama, 8192 × 4096 px". */
export function photoSummary(photo: Pick<ViewpointPhoto, 'kind' | 'width' | 'height'>): string {
  return `${photo.kind === 'panorama' ? '360° panorama' : 'Photo'}, ${photo.width} × ${photo.height} px`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "Taken 1 May 2026, 10:20" in the camera's own time (EXIF keeps no zone, so no conversion
 * applies), or that it is unknown.
 */
export function takenAtText(takenAt: string | null): string {
  const match = takenAt?.match(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return 'Date taken unknown';
  return `Taken ${Number(match[3])} ${month} ${match[1]}, ${match[4]}`;
}

export type CameraSuggestion = {
  /** What the photo says, as term and value. */
  facts: Array<[string, string]>;
  /** The viewpoint change that takes the photo's camera: position (eye height kept), pan, field of view. */
  change: UpdateViewpointRequest;
};

const differs = (a: number, b: number, tolerance: number) => Math.abs(a - b) > tolerance;

/**
 * The photo's camera as a starting point for the viewpoint, when its EXIF said where it stood,
 * which way it faced or its lens, and the viewpoint does not already use that. The eye height
 * stays as it is: GPS altitude is above sea level and rarely better than tens of metres.
 */
export function cameraSuggestion(
  viewpoint: Pick<Viewpoint, 'position' | 'pan' | 'fieldOfView'>,
  camera: PhotoCamera,
): CameraSuggestion | null {
  const facts: Array<[string, string]> = [];
  const change: UpdateViewpointRequest = {};
  if (camera.latitude !== null && camera.longitude !== null) {
    facts.push(['Position', formatCoordinates(camera.latitude, camera.longitude)]);
    if (
      differs(camera.latitude, viewpoint.position.latitude, 1e-6) ||
      differs(camera.longitude, viewpoint.position.longitude, 1e-6)
    )
      change.position = { ...viewpoint.position, latitude: camera.latitude, longitude: camera.longitude };
  }
  if (camera.heading !== null) {
    facts.push(['Facing', formatHeading(camera.heading)]);
    if (differs(camera.heading, viewpoint.pan, 0.05)) change.pan = camera.heading;
  }
  if (camera.fieldOfView !== null) {
    const fieldOfView = Math.min(179, Math.max(1, camera.fieldOfView));
    const lens =
      camera.focalLength35mm === null ? '' : `${Math.round(camera.focalLength35mm)} mm (35 mm equivalent), `;
    facts.push(['Lens', `${lens}${Math.round(fieldOfView * 10) / 10}° wide`]);
    if (differs(fieldOfView, viewpoint.fieldOfView, 0.05)) change.fieldOfView = fieldOfView;
  }
  return Object.keys(change).length === 0 ? null : { facts, change };
}
