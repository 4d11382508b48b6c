import { z } from 'zod/mini';
import { IdParam, SafeString } from './primitives.js';

/**
 * Own coordinate systems (the AddCrs module, docs/decisions/187-own-coordinate-systems.md): a
 * subscription adds a system the built-in list lacks, by its EPSG code (or a code of its own) and
 * a proj4 or WKT definition. The server parses the definition, round-trips a point at the centre
 * of the stated area of use and stores it for the subscription; the listing gives it beside the
 * built-in systems to that subscription's members only. Not in the package's barrel: only the
 * screen that adds them and the server load these schemas.
 */

/** At most this many own systems per subscription (400 beyond). */
export const OWN_COORDINATE_SYSTEMS_MAX = 50;
/** A definition is at most this many characters (a WKT2 text of a national grid is 2–4,000). */
export const COORDINATE_SYSTEM_DEFINITION_MAX_LENGTH = 10_000;
/**
 * A round trip (WGS 84 → system → WGS 84) at the area's centre must land within this, in metres.
 * Not 1 mm: proj4js's inverse of a 7-parameter datum shift is itself off by a few millimetres
 * (RD New's own definition comes back 5.1 mm away, the British National Grid's 1.1 mm), while a
 * definition whose inverse is wrong misses by metres or more (decision 187).
 */
export const COORDINATE_SYSTEM_ROUND_TRIP_METRES = 0.01;
/** Codes an own system may carry: EPSG's range and beyond for codes of one's own. */
export const OWN_CODE_MAX = 999_999;

const Longitude = z.number().check(z.minimum(-180), z.maximum(180));
const Latitude = z.number().check(z.minimum(-90), z.maximum(90));

/** Where a system may be used, in WGS 84 degrees (west < east, south < north). */
export const AreaOfUse = z.object({
  west: Longitude,
  south: Latitude,
  east: Longitude,
  north: Latitude,
});
export type AreaOfUse = z.infer<typeof AreaOfUse>;

const Label = SafeString.check(z.trim(), z.minLength(1), z.maxLength(100));

export const CreateCoordinateSystemRequest = z.object({
  name: Label,
  /** An EPSG code, or a code of one's own; not one of the built-in systems' codes. */
  epsgCode: z.int().check(z.minimum(1), z.maximum(OWN_CODE_MAX)),
  /** A proj4 string (`+proj=tmerc …`) or a WKT (1 or 2) text. */
  definition: SafeString.check(z.maxLength(COORDINATE_SYSTEM_DEFINITION_MAX_LENGTH)),
  areaOfUse: AreaOfUse,
  /** Column names for the coordinates; Easting/Northing (Longitude/Latitude when geographic). */
  xCoordinateName: z.optional(Label),
  yCoordinateName: z.optional(Label),
  /** Decimals shown for a coordinate; 2 (7 when geographic) unless given. */
  decimals: z.optional(z.int().check(z.minimum(0), z.maximum(10))),
});
export type CreateCoordinateSystemRequest = z.infer<typeof CreateCoordinateSystemRequest>;

export const CoordinateSystemParams = z.object({ id: IdParam });

/** The feature (module) that unlocks adding and deleting own systems, and the name its 403 gives it. */
export const OWN_CRS_FEATURE_KEY = 'AddCrs';
export const OWN_CRS_FEATURE_LABEL = 'own coordinate systems (AddCrs)';
/** The 403 detail while AddCrs is not Enabled; the screen shows it after `Locked: `. */
export const OWN_CRS_LOCKED_DETAIL = `The ${OWN_CRS_FEATURE_LABEL} module is not unlocked for your subscription.`;
