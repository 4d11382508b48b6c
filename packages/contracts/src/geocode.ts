import { z } from 'zod/mini';
import { SafeString } from './primitives.js';

/**
 * The place search's geocoder (docs/decisions/202-map-layers-through-the-server.md): the
 * operator's Photon or Nominatim service (GEOCODER_URL, GEOCODER_KIND), asked by the server
 * (`GET /api/geocode?q=…`) so the page's security policy stays `'self'` and the geocoder never
 * sees the visitor. Not in the package's barrel: only the planner and the server load these.
 */

/** A query is at most this many characters (400 beyond). */
export const GEOCODE_QUERY_MAX_LENGTH = 200;
/** At most this many places are answered. */
export const GEOCODE_RESULTS_MAX = 10;
/** A geocoder's answer is read up to this many bytes (502 beyond). */
export const GEOCODE_ANSWER_MAX_BYTES = 1024 * 1024;

export const GeocodeQuery = z.object({
  /** What to look for: a place name or an address. */
  q: SafeString.check(z.trim(), z.minLength(1), z.maxLength(GEOCODE_QUERY_MAX_LENGTH)),
});
export type GeocodeQuery = z.infer<typeof GeocodeQuery>;

/** One place the geocoder found, in WGS 84 degrees. */
export const GeocodeResult = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(500)),
  longitude: z.number().check(z.minimum(-180), z.maximum(180)),
  latitude: z.number().check(z.minimum(-90), z.maximum(90)),
});
export type GeocodeResult = z.infer<typeof GeocodeResult>;

export const GeocodeAnswer = z.array(GeocodeResult).check(z.maxLength(GEOCODE_RESULTS_MAX));
export type GeocodeAnswer = z.infer<typeof GeocodeAnswer>;
