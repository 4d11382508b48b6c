import { parseCsv } from './csv';
import { parseGeoJson } from './geojson';
import { type ImportCode, type ImportText, importMessage } from './import-text';
import type { ImportOptions, ImportResult } from './imported-object';
import { parseKml } from './kml';

export type { ImportCode, ImportMessage, ImportText } from './import-text';
export type {
  ImportError,
  ImportedData,
  ImportedObject,
  ImportOptions,
  ImportResult,
} from './imported-object';

/** The most objects one import makes (the API's batch takes as many). */
export const MAX_IMPORT_OBJECTS = 10_000;

/** The largest file read, in characters (a 10,000-turbine CSV is about 0.5 MB). */
export const MAX_IMPORT_CHARACTERS = 50_000_000;

/** What the file picker offers (its `accept`). */
export const IMPORT_EXTENSIONS = ['.csv', '.txt', '.geojson', '.json', '.kml'] as const;

const PARSERS: Record<string, (text: string, options: ImportOptions) => ImportResult> = {
  csv: parseCsv,
  txt: parseCsv,
  geojson: parseGeoJson,
  json: parseGeoJson,
  kml: parseKml,
};

/**
 * Reads an import file by its extension. Objects and errors come back side by side, for a
 * preview on the map; nothing may be written while there are errors.
 */
export function parseImportFile(fileName: string, text: string, options: ImportOptions): ImportResult {
  const failed = (code: ImportCode, values?: ImportText['values']): ImportResult => ({
    objects: [],
    errors: [importMessage(code, values)],
    notes: [],
  });
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
  if (extension === 'kmz') return failed('kmz');
  const parse = PARSERS[extension];
  if (!parse)
    return failed('notReadable', {
      fileName: fileName.slice(0, 80),
      extensions: IMPORT_EXTENSIONS.join(', '),
    });
  if (text.length > MAX_IMPORT_CHARACTERS)
    return failed('tooLarge', { millions: MAX_IMPORT_CHARACTERS / 1_000_000 });
  const result = parse(text, options);
  if (result.objects.length > MAX_IMPORT_OBJECTS)
    return {
      ...result,
      objects: result.objects.slice(0, MAX_IMPORT_OBJECTS),
      errors: [
        importMessage('tooManyObjects', { count: result.objects.length, max: MAX_IMPORT_OBJECTS }),
        ...result.errors,
      ],
    };
  if (result.objects.length === 0 && result.errors.length === 0)
    return { ...result, errors: [importMessage('noObjects')] };
  return result;
}
