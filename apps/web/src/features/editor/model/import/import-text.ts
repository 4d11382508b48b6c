import { PLANNER_OBJECT_KINDS, RECEPTOR_CATEGORY_LABELS, type ReceptorCategory } from '@vantage/contracts';
import { FIELDS, type ObjectKind } from '../validation';

/**
 * The import's problems and notes, keyed as the dashboard keys its publish checks: a code and
 * the values its sentence names. The model words them in English (`message`, for tests and
 * logs); the import panel says them in the planner's language from its catalogs
 * (`planner.import.<code>`, components/import-text.ts), whose English a unit test keeps equal
 * to IMPORT_ENGLISH.
 */
export type ImportText = {
  readonly code: ImportCode;
  readonly values?: Readonly<Record<string, ImportValue>>;
};

/** A word of the catalogue inside a sentence: a kind's name, a setting's label, a receptor category. */
export type ImportWord =
  | { readonly kind: ObjectKind }
  | { readonly field: string }
  | { readonly category: ReceptorCategory };

/** Texts said one after the other ("the easting is missing; the hub height …"). */
export type ImportList = { readonly join: ', ' | '; '; readonly items: readonly ImportText[] };

export type ImportValue = string | number | ImportText | ImportList | ImportWord;

/** A text with its English sentence. */
export type ImportMessage = ImportText & { readonly message: string };

/** The values as a sentence takes them: nested texts and words said, numbers and names as they are. */
export type SaidValues = Record<string, string | number>;

const grouped = (value: string | number) => Number(value).toLocaleString('en');
const one = (count: string | number) => Number(count) === 1;

export const IMPORT_ENGLISH = {
  // Any file
  kmz: () => 'A KMZ file is a zipped KML: unzip it and import the .kml file inside.',
  notReadable: (v: SaidValues) =>
    `"${v.fileName}" is not a file the planner reads: choose a ${v.extensions} file.`,
  tooLarge: (v: SaidValues) =>
    `The file is too large: at most ${v.millions} million characters can be imported at once.`,
  tooManyObjects: (v: SaidValues) =>
    `The file holds ${grouped(v.count ?? 0)} objects; at most ${grouped(v.max ?? 0)} can be imported at once. Split it into smaller files.`,
  noObjects: () => 'The file holds no objects.',
  verbatim: (v: SaidValues) => String(v.text),
  nameTooLong: (v: SaidValues) => `the name is longer than ${v.max} characters`,
  nameNul: () => 'the name contains a NUL character',
  notANumber: (v: SaidValues) => `the ${v.what} "${v.value}" is not a number`,
  // CSV
  noRows: () => 'The file holds no rows.',
  headerOnly: () => 'The file has a header row but no rows of data.',
  noColumn: (v: SaidValues) =>
    `The header row names no ${v.column} column: expected names such as x and y, easting and northing, X_RD and Y_RD, or longitude and latitude (found: ${v.found}).`,
  columnsInDegrees: (v: SaidValues) =>
    `The columns are named ${v.x} and ${v.y}, but the chosen coordinate system is ${v.system} (EPSG:${v.epsg}), which counts in metres. Choose a longitude/latitude system such as WGS 84 (EPSG:4326), or the system the file was made in.`,
  columnsInMetres: (v: SaidValues) =>
    `The columns are named ${v.x} and ${v.y}, but the chosen coordinate system is ${v.system} (EPSG:${v.epsg}), which counts in degrees. Choose the coordinate system the file was made in.`,
  quoteOpen: () => 'a quote (") is opened but never closed',
  quotesMisplaced: () => 'its quotes (") are not placed as CSV needs them',
  row: (v: SaidValues) => `Row ${v.row}: ${v.problems}`,
  missing: (v: SaidValues) => `the ${v.column} is missing`,
  columnName: () => 'name',
  columnLongitude: () => 'longitude',
  columnLatitude: () => 'latitude',
  columnEasting: () => 'easting',
  columnNorthing: () => 'northing',
  noHeader: (v: SaidValues) => `The file has no header row: its columns were read as ${v.columns}.`,
  rowsNamed: (v: SaidValues) =>
    one(v.count ?? 0)
      ? `1 row had no name; it was called ${v.first}.`
      : `${v.count} rows had no name; they were called ${v.first} to ${v.last}.`,
  // GeoJSON and KML
  notGeoJsonTop: () => 'The file is not GeoJSON: its top is not an object.',
  notGeoJsonFeatures: () => 'The file is not GeoJSON: its FeatureCollection has no list of features.',
  notGeoJson: () => 'The file is not GeoJSON: it holds no FeatureCollection, Feature or geometry.',
  projected: (v: SaidValues) =>
    `The coordinates are not longitude and latitude in degrees (e.g. ${v.x}, ${v.y}): they look like projected coordinates in metres. GeoJSON (RFC 7946) is always WGS84 longitude, latitude: export the file again in WGS 84 (EPSG:4326), or import the positions as a CSV in their own coordinate system.`,
  projectedNamed: (v: SaidValues) =>
    `The coordinates are not longitude and latitude in degrees (e.g. ${v.x}, ${v.y}): they look like projected coordinates in metres (the file names ${v.crs}). GeoJSON (RFC 7946) is always WGS84 longitude, latitude: export the file again in WGS 84 (EPSG:4326), or import the positions as a CSV in their own coordinate system.`,
  invalidJson: (v: SaidValues) => `The file is not valid JSON: ${v.reason}`,
  feature: (v: SaidValues) => `Feature ${v.number}: ${v.problems}`,
  placemark: (v: SaidValues) => `Placemark ${v.number}: ${v.problems}`,
  part: (v: SaidValues) => `part ${v.part}: ${v.problem}`,
  notAList: () => 'its coordinates are not a list',
  notRings: () => 'its coordinates are not a list of rings',
  geometriesNotList: () => 'its geometries are not a list',
  memberNotGeometry: () => 'one of its geometries is not a geometry',
  geometryType: (v: SaidValues) =>
    `its geometry type "${v.type}" is not one of Point, LineString, Polygon or their Multi forms`,
  positionNotPair: () => 'a position is not [longitude, latitude]',
  positionNotNumbers: () => 'a position is not [longitude, latitude] in numbers',
  latitudeSwapped: (v: SaidValues) =>
    `${v.value} is not a latitude: are longitude and latitude swapped? GeoJSON gives longitude first`,
  latitudeRange: (v: SaidValues) => `${v.value} is not a latitude: latitudes run from -90 to 90`,
  longitudeRange: (v: SaidValues) => `${v.value} is not a longitude: longitudes run from -180 to 180`,
  notAFeature: () => 'it is not a GeoJSON Feature',
  noGeometry: () => 'it has no geometry',
  emptyGeometry: () => 'its geometry is empty',
  structurePoint: (v: SaidValues) => `a ${v.kind} is a point or its footprint polygon, ${v.actual}`,
  structureLine: (v: SaidValues) => `a ${v.kind} is a line, ${v.actual}`,
  notALine: () => 'not a line',
  notAPoint: () => 'not a point',
  // As it always read ("not a area").
  notAnArea: () => 'not a area',
  objectsNamed: (v: SaidValues) =>
    one(v.count ?? 0)
      ? `1 object had no name; it was called ${v.names}.`
      : `${v.count} objects had no name; they were called ${v.names}.`,
  holes: (v: SaidValues) =>
    `${v.count} polygon${one(v.count ?? 0) ? ' has' : 's have'} holes: only the outer outline was imported.`,
  overlays: (v: SaidValues) =>
    `${v.count} ground overlay${one(v.count ?? 0) ? ' was' : 's were'} left out: images are not planner objects.`,
  kmlBrowserOnly: () => 'KML can only be read in a browser.',
  kmlUnreadable: () => 'The file is not valid KML: its XML cannot be read.',
  kmlUnreadableWhy: (v: SaidValues) => `The file is not valid KML: its XML cannot be read (${v.reason}).`,
  notKml: () => 'The file is not KML: its XML does not start with a <kml> element.',
  // Shapefiles and GeoPackages
  notZip: (v: SaidValues) => `${v.file} is not a zip file that can be read (${v.reason}).`,
  dbfAlone: (v: SaidValues) => `${v.name}.dbf has no ${v.name}.shp beside it: choose the .shp with it.`,
  shpUnreadable: (v: SaidValues) => `${v.name}.shp cannot be read as a shapefile (${v.reason}).`,
  dbfUnreadable: (v: SaidValues) => `${v.name}.dbf cannot be read (${v.reason}).`,
  recordsMismatch: (v: SaidValues) =>
    `${v.name}.dbf has ${v.records} records but ${v.name}.shp has ${v.shapes} shapes: the files do not belong together.`,
  noShp: () =>
    'The files hold no .shp file: a shapefile needs at least its .shp (and .dbf for the attributes).',
  oneGeoPackage: () => 'Choose one GeoPackage at a time, without other files.',
  notGeoPackage: () => 'The file is not a GeoPackage: it cannot be opened.',
  notGeoPackageWhy: (v: SaidValues) => `The file is not a GeoPackage: ${v.reason}.`,
  noGeoPackageTables: () =>
    'The file is not a GeoPackage: it has no gpkg_contents and gpkg_geometry_columns tables.',
  noFeatureTable: () => 'The GeoPackage holds no feature table.',
  noLayer: () => 'The file holds no layer of features.',
  noSystem: () =>
    'The file does not say in which coordinate system its coordinates are: choose it under “Coordinates in the file”.',
  noSystemNamed: (v: SaidValues) =>
    `The file does not say in which coordinate system its coordinates are (it names ${v.system}, which the planner does not list): choose it under “Coordinates in the file”.`,
  noOutlinePoints: () => 'its outline has no points',
  notReceptorGeometry: (v: SaidValues) =>
    `it is ${v.geometry}: only points and areas (building outlines) can become receptors; import lines as a constraint layer`,
  notTurbineGeometry: (v: SaidValues) => `it is ${v.geometry}; only points can become wind turbines`,
  notBoundaryGeometry: (v: SaidValues) => `it is ${v.geometry}; only areas can become a site boundary`,
  geometryPoint: () => 'a point',
  geometryPoints: () => 'points',
  geometryLine: () => 'a line',
  geometryLines: () => 'lines',
  geometryArea: () => 'an area',
  geometryAreas: () => 'areas',
  geometryCollection: () => 'a collection of geometries',
  layerEmpty: (v: SaidValues) => `The layer ${v.name} holds no features.`,
  layerTooManyFeatures: (v: SaidValues) =>
    `The layer holds ${grouped(v.count ?? 0)} features; a constraint layer holds at most ${grouped(v.max ?? 0)}. Split it or leave out what the site does not need.`,
  layerTooLarge: (v: SaidValues) =>
    `The layer is ${v.size} MB as GeoJSON; a constraint layer holds at most ${v.max} MB. Simplify it or cut it to the site.`,
  outlines: (v: SaidValues) =>
    one(v.count ?? 0)
      ? `1 building outline becomes a receptor at its centroid, keeping its footprint: distances are measured from the nearest point of the footprint.`
      : `${v.count} building outlines become receptors at their centroids, keeping their footprints: distances are measured from the nearest point of the footprint.`,
  unkept: (v: SaidValues) =>
    one(v.count ?? 0)
      ? `1 outline has more than ${grouped(v.max ?? 0)} points: its receptor is measured from the centroid only.`
      : `${v.count} outlines have more than ${grouped(v.max ?? 0)} points: their receptors are measured from the centroid only.`,
  defaulted: (v: SaidValues) =>
    `${v.count} feature${one(v.count ?? 0) ? ' names' : 's name'} no receptor category: ${v.category} was taken.`,
  // Locked modules
  locked: (v: SaidValues) => `${v.places}: ${v.lock}`,
  lockedMore: (v: SaidValues) => `${v.places} and ${v.count} more: ${v.lock}`,
  placeRow: (v: SaidValues) => `Row ${v.row}`,
  placeFeature: (v: SaidValues) => `Feature ${v.number}`,
  placeFeaturePart: (v: SaidValues) => `Feature ${v.number} part ${v.part}`,
  placePlacemark: (v: SaidValues) => `Placemark ${v.number}`,
  placePlacemarkPart: (v: SaidValues) => `Placemark ${v.number} part ${v.part}`,
} satisfies Record<string, (values: SaidValues) => string>;

export type ImportCode = keyof typeof IMPORT_ENGLISH;

const isText = (value: ImportValue): value is ImportText => typeof value === 'object' && 'code' in value;
const isList = (value: ImportValue): value is ImportList => typeof value === 'object' && 'items' in value;

/** The values of a text as its sentence takes them, nested texts said by `say` and words by `word`. */
export function sayValues(
  values: ImportText['values'],
  say: (text: ImportText) => string,
  word: (word: ImportWord) => string,
): SaidValues {
  const said: SaidValues = {};
  for (const [name, value] of Object.entries(values ?? {}))
    said[name] =
      typeof value !== 'object'
        ? value
        : isText(value)
          ? say(value)
          : isList(value)
            ? value.items.map(say).join(value.join)
            : word(value);
  return said;
}

/** A word of the catalogue in an English sentence: lower case, as the messages always wrote it. */
function englishWord(word: ImportWord): string {
  if ('kind' in word) return PLANNER_OBJECT_KINDS[word.kind].name.toLowerCase();
  if ('category' in word) return RECEPTOR_CATEGORY_LABELS[word.category].toLowerCase();
  const key = word.field;
  const field =
    Object.values(PLANNER_OBJECT_KINDS)
      .flatMap((kind) => kind.fields)
      .find((candidate) => candidate.key === key) ??
    Object.values(FIELDS)
      .flat()
      .find((candidate) => candidate.key === key);
  return (field?.label ?? key).toLowerCase();
}

/** The English sentence of a text. */
export function importEnglish(text: ImportText): string {
  return IMPORT_ENGLISH[text.code](sayValues(text.values, importEnglish, englishWord));
}

/** A text with its English sentence. */
export function importMessage(code: ImportCode, values?: ImportText['values']): ImportMessage {
  const text: ImportText = values ? { code, values } : { code };
  return { ...text, message: importEnglish(text) };
}

/** A sentence made elsewhere (a coordinate's conversion, a geometry's reader), passed on as it is. */
export const passedOn = (text: string): ImportText => ({ code: 'verbatim', values: { text } });

/** A setting's label as a text of its own (a CSV file's column). */
export const fieldWord = (field: string): ImportText => ({ code: 'verbatim', values: { text: { field } } });

/** Texts said one after the other. */
export const listOf = (items: readonly ImportText[], join: ImportList['join'] = '; '): ImportList => ({
  join,
  items,
});
