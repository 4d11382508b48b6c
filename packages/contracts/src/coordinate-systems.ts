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
});
export type CoordinateSystem = z.infer<typeof CoordinateSystem>;

/** WGS 84: what a new project gets when the request names no EPSG code. */
export const DEFAULT_EPSG_CODE = 4326;
