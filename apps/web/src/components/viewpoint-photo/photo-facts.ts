import { i18n } from '@lingui/core';
import type {
  FeatureState,
  PhotoCamera,
  UpdateViewpointRequest,
  Viewpoint,
  ViewpointPhoto,
} from '@vantage/contracts';
import { dashText as t } from '@/lib/i18n/dash-text';
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

/** "Photo, 4000 × 3000 px" or "360° panorama, 8192 × 4096 px", in the page's language. */
export function photoSummary(photo: Pick<ViewpointPhoto, 'kind' | 'width' | 'height'>): string {
  const values = { width: photo.width, height: photo.height };
  return photo.kind === 'panorama'
    ? t('dash.photo.panoramaSize', '360° panorama, {width} × {height} px', values)
    : t('dash.photo.frameSize', 'Photo, {width} × {height} px', values);
}

/**
 * "Taken 1 May 2026, 10:20" ("Genomen op 1 mei 2026, 10:20", "Aufgenommen am 1. Mai 2026,
 * 10:20") in the camera's own time (EXIF keeps no zone, so no conversion applies), or that it
 * is unknown. The date through Intl in the page's language (British order in English).
 */
export function takenAtText(takenAt: string | null): string {
  const match = takenAt?.match(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/);
  const day = match && new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // Date.UTC rolls a day past the month's end into the next month: not a day the camera wrote.
  if (!match || !day || day.getUTCDate() !== Number(match[3]))
    return t('dash.photo.takenUnknown', 'Date taken unknown');
  const date = new Intl.DateTimeFormat(!i18n.locale || i18n.locale === 'en' ? 'en-GB' : i18n.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
  return t('dash.photo.taken', 'Taken {date}, {time}', { date, time: match[4] });
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
    facts.push([t('dash.photo.position', 'Position'), formatCoordinates(camera.latitude, camera.longitude)]);
    if (
      differs(camera.latitude, viewpoint.position.latitude, 1e-6) ||
      differs(camera.longitude, viewpoint.position.longitude, 1e-6)
    )
      change.position = { ...viewpoint.position, latitude: camera.latitude, longitude: camera.longitude };
  }
  if (camera.heading !== null) {
    facts.push([t('dash.photo.facing', 'Facing'), formatHeading(camera.heading)]);
    if (differs(camera.heading, viewpoint.pan, 0.05)) change.pan = camera.heading;
  }
  if (camera.fieldOfView !== null) {
    const fieldOfView = Math.min(179, Math.max(1, camera.fieldOfView));
    const wide = Math.round(fieldOfView * 10) / 10;
    const lens =
      camera.focalLength35mm === null
        ? t('dash.photo.lensWide', '{wide}° wide', { wide })
        : t('dash.photo.lens', '{focal} mm (35 mm equivalent), {wide}° wide', {
            focal: Math.round(camera.focalLength35mm),
            wide,
          });
    facts.push([t('dash.photo.lensTerm', 'Lens'), lens]);
    if (differs(fieldOfView, viewpoint.fieldOfView, 0.05)) change.fieldOfView = fieldOfView;
  }
  return Object.keys(change).length === 0 ? null : { facts, change };
}
