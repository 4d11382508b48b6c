import { kml } from '@tmcw/togeojson';
import { importGeoJson } from './geojson';
import type { ImportResult } from './imported-object';

/**
 * Objects from KML (always WGS84 longitude,latitude[,altitude]): @tmcw/togeojson turns the
 * placemarks into GeoJSON features, which then take the GeoJSON path; messages count
 * placemarks. The XML is read with the platform's DOMParser (the browser's; jsdom's in tests),
 * which loads no external entities or resources.
 */
export function parseKml(text: string): ImportResult {
  const failed = (message: string): ImportResult => ({ objects: [], errors: [{ message }], notes: [] });
  if (typeof DOMParser === 'undefined') return failed('KML can only be read in a browser.');
  const document = new DOMParser().parseFromString(text.replace(/^\uFEFF/, ''), 'application/xml');
  const parserError = document.getElementsByTagName('parsererror')[0];
  if (parserError) {
    const reason = (parserError.textContent ?? '').trim().split('\n')[0]?.slice(0, 160);
    return failed(`The file is not valid KML: its XML cannot be read${reason ? ` (${reason})` : ''}.`);
  }
  if (document.documentElement?.localName !== 'kml')
    return failed('The file is not KML: its XML does not start with a <kml> element.');
  return importGeoJson(kml(document), 'Placemark');
}
