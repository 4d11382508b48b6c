/**
 * The EPSG code a coordinate system's WKT names (a shapefile's .prj, a GeoPackage's
 * definition): its own EPSG authority when it has one (OGC WKT 1 `AUTHORITY["EPSG","28992"]`,
 * WKT 2 `ID["EPSG",28992]`, the last in the text being the whole system's), otherwise its name as
 * ESRI and GDAL write it, for the systems the planner lists. Null when neither says.
 */
const NAMES: Record<string, number> = {
  gcswgs1984: 4326,
  wgs84: 4326,
  wgs1984webmercatorauxiliarysphere: 3857,
  wgs84pseudomercator: 3857,
  etrs1989utmzone31n: 25831,
  etrs89utmzone31n: 25831,
  etrs1989utmzone32n: 25832,
  etrs89utmzone32n: 25832,
  etrs1989utmzone33n: 25833,
  etrs89utmzone33n: 25833,
  rdnew: 28992,
  amersfoortrdnew: 28992,
  britishnationalgrid: 27700,
  osgb1936britishnationalgrid: 27700,
  belgelambert1972: 31370,
  bd72belgianlambert72: 31370,
  dhdn3degreegausszone3: 31467,
  dhdn3degreegausskrugerzone3: 31467,
};

const normalised = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

export function epsgOfWkt(wkt: string): number | null {
  const text = wkt.replace(/^\uFEFF/, '').trim();
  if (text === '') return null;
  const authorities = [...text.matchAll(/(?:AUTHORITY|ID)\s*\[\s*"EPSG"\s*,\s*"?(\d{4,6})"?\s*\]/gi)].map(
    (match) => Number(match[1]),
  );
  const root = /^\s*(PROJCS|PROJCRS|GEOGCS|GEOGCRS|GEODCRS)\s*\[\s*"([^"]*)"/i.exec(text);
  // The last authority closes the outermost system only when the text ends with it.
  const last = authorities[authorities.length - 1];
  if (last !== undefined && /(?:AUTHORITY|ID)\s*\[[^\]]*\]\s*\]\s*$/i.test(text)) return last;
  if (!root?.[2]) return null;
  return NAMES[normalised(root[2])] ?? null;
}

/** The system's name as the WKT gives it, for messages ("RD_New"). */
export function nameOfWkt(wkt: string): string | null {
  const root = /^\s*[A-Z]+\s*\[\s*"([^"]{1,120})"/i.exec(wkt.replace(/^\uFEFF/, ''));
  return root?.[1] ?? null;
}

/** A system named by its EPSG code ("EPSG:28992"), where the file gives no name of its own. */
export const epsgName = (code: number): string => `EPSG:${code}`;
