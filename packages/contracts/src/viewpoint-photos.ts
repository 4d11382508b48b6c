import { z } from 'zod/mini';
import { IdParam, MAX_PATH_PARAM_LENGTH, SafeString } from './primitives.js';

/**
 * A viewpoint's photograph: a single frame or a 360° equirectangular panorama, uploaded by the
 * team (feature `PanoUpload`, "Custom panorama"), stored re-encoded as JPEG without any
 * metadata, and shown in the public viewer as a photomontage with the plan's objects on top.
 */
export const PhotoKind = z.enum(['frame', 'panorama']);
export type PhotoKind = z.infer<typeof PhotoKind>;

/** The feature key that unlocks photos for viewpoints (the spec's "Custom panorama"). */
export const PHOTO_FEATURE_KEY = 'PanoUpload';

/** The largest file an upload takes (JPEG, PNG or WebP). */
export const PHOTO_MAX_BYTES = 40 * 1024 * 1024;
/** The most pixels (width × height) of an uploaded image; a 16384 × 8192 panorama is 134 MP. */
export const PHOTO_MAX_PIXELS = 150_000_000;
/** The longest side of the stored image, in pixels (larger uploads are scaled down). */
export const PHOTO_STORED_MAX_SIDE = 8192;
/** The image types an upload may be. The stored and served image is always JPEG. */
export const PHOTO_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_CONTENT_TYPE = 'image/jpeg';

/**
 * How the photo lies in the view, in degrees: the compass heading of the photo's centre (0
 * north, clockwise), its pitch (0 horizontal, positive up), its roll (positive turns the photo
 * clockwise) and its horizontal field of view. A panorama uses heading (of its centre column),
 * pitch and roll; its field of view is 360.
 */
const angle = (what: string, min: number, max: number) =>
  z.number().check(
    z.refine((v) => Number.isFinite(v) && v >= min && v <= max, {
      error: `${what} must be between ${min} and ${max}`,
    }),
  );
export const PhotoAlignment = z.object({
  heading: angle('Heading', -360, 360),
  pitch: angle('Pitch', -90, 90),
  roll: angle('Roll', -45, 45),
  fieldOfView: angle('Field of view', 1, 360),
});
export type PhotoAlignment = z.infer<typeof PhotoAlignment>;

/**
 * What the photo's EXIF said about the camera when it was uploaded: a starting point for the
 * alignment, seen only by the team (GPS is personal data and never reaches the public). Each
 * field is null when the file did not carry it.
 */
export const PhotoCamera = z.object({
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  /** GPSAltitude, metres above sea level. */
  altitude: z.nullable(z.number()),
  /** GPSImgDirection: the compass bearing the camera faced. */
  heading: z.nullable(z.number()),
  /** FocalLengthIn35mmFilm, or FocalLength when only that is known (mm). */
  focalLength35mm: z.nullable(z.number()),
  /** 2·atan(36 / (2f)) from the 35 mm-equivalent focal length, in degrees. */
  fieldOfView: z.nullable(z.number()),
});
export type PhotoCamera = z.infer<typeof PhotoCamera>;

/** The photo as the team sees it (Viewpoint `photo`). */
export const ViewpointPhoto = z.object({
  kind: PhotoKind,
  fileName: z.string(),
  /** The stored image's size in pixels (after any scaling down). */
  width: z.int(),
  height: z.int(),
  /** DateTimeOriginal from EXIF as ISO 8601 (local time of the camera, no zone), or null. */
  takenAt: z.nullable(z.string()),
  uploadedAt: z.string(),
  /** Changes with every upload; the image's ETag. */
  version: z.int(),
  camera: PhotoCamera,
  /** How it lies in the view; starts from the EXIF camera or the viewpoint's own view. */
  alignment: PhotoAlignment,
});
export type ViewpointPhoto = z.infer<typeof ViewpointPhoto>;

/** The photo as the public viewer sees it: no camera GPS, no file name. */
export const PublicViewpointPhoto = z.object({
  kind: PhotoKind,
  width: z.int(),
  height: z.int(),
  takenAt: z.nullable(z.string()),
  version: z.int(),
  /** The lens as a 35 mm-equivalent focal length (mm), or null when unknown. */
  focalLength35mm: z.nullable(z.number()),
  alignment: PhotoAlignment,
  /** `/api/projects/viewer/{publicationKey}/viewpoints/{viewpointId}/photo`. */
  url: z.string(),
});
export type PublicViewpointPhoto = z.infer<typeof PublicViewpointPhoto>;

export const ViewpointPhotoParams = z.object({ id: IdParam });
export const ViewerViewpointPhotoParams = z.object({
  id: SafeString.check(z.minLength(1), z.maxLength(MAX_PATH_PARAM_LENGTH)),
  viewpointId: IdParam,
});

/** `PUT /api/projects/viewpoints/{id}/photo/alignment`. */
export const UpdatePhotoAlignmentRequest = PhotoAlignment;
export type UpdatePhotoAlignmentRequest = PhotoAlignment;
