import { kml } from '@tmcw/togeojson';
import { importGeoJson } from './geojson';
import { type ImportCode, type ImportText, importMessage } from './import-text';
import type { ImportResult } from './imported-object';

/**
 * Objects from KML (always WGS84 longitude,latitude[,altitude]): @tmcw/togeojson turns the
 * placemarks into GeoJSON features, which then take the GeoJSON path; messages count
 * placemarks. The XML is read with the platform's DOMParser (the browser's; jsdom's in tests),
 * which loads no external entities or resources.
 */
export function parseKml(text: string): ImportResult {
  const failed = (code: ImportCode, values?: ImportText['values']): ImportResult => ({
    objects: [],
    errors: [importMessage(code, values)],
    notes: [],
  });
  if (typeof DOMParser === 'undefined') return failed('kmlBrowserOnly');
  const document = new DOMParser().parseFromString(text.replace(/^\uFEFF/, ''), 'application/xml');
  const parserError = document.getElementsByTagName('parsererror')[0];
  if (parserError) {
    const reason = (parserError.textContent ?? '').trim().split('\n')[0]?.slice(0, 160);
    return reason ? failed('kmlUnreadableWhy', { reason }) : failed('kmlUnreadable');
  }
  if (document.documentElement?.localName !== 'kml') return failed('notKml');
  return importGeoJson(kml(document), 'Placemark');
}
