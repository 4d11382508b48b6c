import type { PhotoAlignment, PhotoCamera, PhotoKind } from '@vantage/contracts';

/** What exifr answers for the tags a photo's camera is read from (null/undefined when absent). */
export type ExifTags = {
  latitude?: unknown;
  longitude?: unknown;
  GPSAltitude?: unknown;
  GPSAltitudeRef?: unknown;
  GPSImgDirection?: unknown;
  FocalLengthIn35mmFormat?: unknown;
  FocalLength?: unknown;
  DateTimeOriginal?: unknown;
};

const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** A compass bearing in [0, 360). */
export const normalizeHeading = (degrees: number) => ((degrees % 360) + 360) % 360;

/** The horizontal field of view of a 35 mm-equivalent lens: 2·atan(36 / (2f)), in degrees. */
export function fieldOfViewOf(focalLength35mm: number): number {
  return round((2 * Math.atan(36 / (2 * focalLength35mm)) * 180) / Math.PI, 2);
}

/**
 * The camera as EXIF describes it. A position needs both coordinates in range; a heading and a
 * focal length must be plausible (a focal length of 0 or a bearing of 720 is a broken tag,
 * not a fact). GPSAltitudeRef 1 means below sea level.
 */
export function cameraOf(tags: ExifTags | undefined): PhotoCamera {
  const latitude = finite(tags?.latitude);
  const longitude = finite(tags?.longitude);
  const hasPosition =
    latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  const altitude = finite(tags?.GPSAltitude);
  const below = tags?.GPSAltitudeRef === 1 || (tags?.GPSAltitudeRef as unknown) === '1';
  const heading = finite(tags?.GPSImgDirection);
  const focal = finite(tags?.FocalLengthIn35mmFormat) ?? finite(tags?.FocalLength);
  const focalLength35mm = focal !== null && focal >= 1 && focal <= 5000 ? focal : null;
  return {
    latitude: hasPosition ? latitude : null,
    longitude: hasPosition ? longitude : null,
    altitude: altitude === null ? null : below ? -altitude : altitude,
    heading: heading !== null && heading >= 0 && heading <= 360 ? round(normalizeHeading(heading), 2) : null,
    focalLength35mm,
    fieldOfView: focalLength35mm === null ? null : fieldOfViewOf(focalLength35mm),
  };
}

/**
 * DateTimeOriginal as the camera's local time, ISO 8601 without a zone. exifr revives it as a
 * Date built from the local components, so the same components give the wall-clock time back.
 */
export function takenAtOf(value: unknown): string | null {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  const year = value.getFullYear();
  if (year < 1900 || year > 9999) return null;
  return `${year}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}T${pad(value.getHours())}:${pad(value.getMinutes())}:${pad(value.getSeconds())}`;
}

/** A panorama is an equirectangular image: twice as wide as high, within 1 %. */
export function kindOf(width: number, height: number): PhotoKind {
  return Math.abs(width / height - 2) <= 0.02 ? 'panorama' : 'frame';
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Where the alignment starts: the EXIF camera's bearing and lens when it had them, else the
 * viewpoint's own pan and field of view; the viewpoint's tilt as pitch, no roll. A panorama
 * covers the full circle (field of view 360) and only needs its heading.
 */
export function initialAlignment(
  kind: PhotoKind,
  camera: PhotoCamera,
  viewpoint: { pan: number; tilt: number; fieldOfView: number },
): PhotoAlignment {
  const heading = round(normalizeHeading(camera.heading ?? viewpoint.pan), 2);
  if (kind === 'panorama') return { heading, pitch: 0, roll: 0, fieldOfView: 360 };
  return {
    heading,
    pitch: clamp(viewpoint.tilt, -90, 90),
    roll: 0,
    fieldOfView: clamp(camera.fieldOfView ?? viewpoint.fieldOfView, 1, 179),
  };
}
