import {
  type AreaOfUse,
  COORDINATE_SYSTEM_ROUND_TRIP_METRES,
} from '@vantage/contracts/own-coordinate-systems';
import proj4 from 'proj4';

/**
 * Reading an own coordinate system's definition (decision 187), a pure function: proj4js must
 * parse it (a proj4 string, or WKT 1 or 2, which proj4js reads with wkt-parser), and the centre of
 * its stated area of use must go to the system and back to within a centimetre. What the browser
 * then does with it is the same `proj4(definition, …)`, so a definition accepted here transforms
 * there as it did here.
 */
export type DefinitionReading =
  | { ok: true; definition: string; geographic: boolean; centre: { x: number; y: number } }
  | { ok: false; problem: string };

const PROJ4_STRING = /^\+\w+/;
/** WKT 1 (PROJCS, GEOGCS, …) and WKT 2 (PROJCRS, GEOGCRS, …) open with a keyword and a bracket. */
const WKT_TEXT = /^[A-Z][A-Z0-9_]*\s*\[/;

/** Metres between two WGS 84 positions (equirectangular: exact to far below a millimetre over millimetres). */
export function metresBetween([lon1, lat1]: readonly number[], [lon2, lat2]: readonly number[]): number {
  const rad = Math.PI / 180;
  return 6_371_000 * Math.hypot((lat2! - lat1!) * rad, (lon2! - lon1!) * rad * Math.cos(lat1! * rad));
}

const degrees = (value: number) => value.toFixed(5);

/** Why the area of use cannot be one (its order; the schema holds each number in range), or null. */
export function areaProblem(area: AreaOfUse): string | null {
  if (!(area.west < area.east))
    return `areaOfUse: west (${area.west}) must be less than east (${area.east}); an area across the antimeridian is not supported.`;
  if (!(area.south < area.north))
    return `areaOfUse: south (${area.south}) must be less than north (${area.north}).`;
  return null;
}

export function readDefinition(text: string, area: AreaOfUse): DefinitionReading {
  const definition = text.trim();
  if (definition === '')
    return {
      ok: false,
      problem: 'definition: give a proj4 definition (+proj=…) or a WKT text (PROJCS[…] or PROJCRS[…]).',
    };
  const wrongArea = areaProblem(area);
  if (wrongArea) return { ok: false, problem: wrongArea };
  if (!PROJ4_STRING.test(definition) && !WKT_TEXT.test(definition))
    return {
      ok: false,
      problem:
        'definition: it is neither a proj4 definition (starting with +proj=) nor a WKT text (such as PROJCS[…] or PROJCRS[…]).',
    };
  let projName: string | undefined;
  let converter: proj4.Converter;
  try {
    converter = proj4('EPSG:4326', definition);
    projName = (new proj4.Proj(definition) as { projName?: string }).projName;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problem: `definition: proj4 cannot read it (${reason}).` };
  }
  if (!projName)
    return { ok: false, problem: 'definition: it names no projection (+proj=… or PROJECTION[…]).' };
  const centre = [(area.west + area.east) / 2, (area.south + area.north) / 2] as const;
  const where = `the centre of the area of use (longitude ${degrees(centre[0])}, latitude ${degrees(centre[1])})`;
  let forward: number[];
  let back: number[];
  try {
    forward = converter.forward([...centre]);
    back = converter.inverse([...forward]);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problem: `definition: ${where} cannot be transformed with it (${reason}).` };
  }
  if (!forward.slice(0, 2).every(Number.isFinite))
    return { ok: false, problem: `definition: ${where} has no coordinates in this system.` };
  if (!back.slice(0, 2).every(Number.isFinite))
    return { ok: false, problem: `definition: ${where} does not come back from this system.` };
  const missed = metresBetween(centre, back);
  if (!(missed <= COORDINATE_SYSTEM_ROUND_TRIP_METRES))
    return {
      ok: false,
      problem: `definition: ${where} comes back ${missed.toPrecision(3)} m away after a round trip through the system; at most ${COORDINATE_SYSTEM_ROUND_TRIP_METRES * 100} cm is allowed.`,
    };
  return {
    ok: true,
    definition,
    geographic: projName === 'longlat',
    centre: { x: forward[0]!, y: forward[1]! },
  };
}
