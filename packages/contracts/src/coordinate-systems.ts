import { z } from 'zod/mini';

/** Spec section 3, Coordinate system. */
export const CoordinateSystem = z.object({
  id: z.int(),
  name: z.string(),
  epsgCode: z.int(),
  proj4Key: z.string(),
  xCoordinateName: z.string(),
  yCoordinateName: z.string(),
  decimals: z.int(),
  /**
   * The system as a proj4 definition (`+proj=… +towgs84=… +units=m +no_defs +type=crs`, as
   * epsg.io gives it), so that a browser transforms with proj4js, which knows only EPSG:4326
   * and EPSG:3857 by itself: `proj4.defs(proj4Key, proj4Definition)`. Datum shifts are
   * part of it (RD New, British National Grid, Belgian Lambert 72, DHDN carry `+towgs84`).
   * A subscription's own system may carry WKT instead, which `proj4(…)` reads as well.
   */
  proj4Definition: z.string(),
  /**
   * Set for a subscription's own system (AddCrs, decision 187): the WGS 84 box it was stated for,
   * where imports and typed coordinates accept its numbers. Built-in systems carry none.
   */
  areaOfUse: z.optional(
    z.object({ west: z.number(), south: z.number(), east: z.number(), north: z.number() }),
  ),
  /** True for a subscription's own system, which its Owners, Administrators and Team members may delete. */
  own: z.optional(z.boolean()),
});
export type CoordinateSystem = z.infer<typeof CoordinateSystem>;

/** WGS 84: what a new project gets when the request names no EPSG code. */
export const DEFAULT_EPSG_CODE = 4326;
