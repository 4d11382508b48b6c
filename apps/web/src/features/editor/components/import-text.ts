import { i18n } from '@lingui/core';
import { fieldLabel, receptorCategoryText } from '../i18n/catalogue-words';
import { inSentence } from '../i18n/in-sentence';
import { type ImportCode, type ImportText, type ImportWord, sayValues } from '../model/import/import-text';
import { KIND_WORDS } from '../object-types';

/** Each import text's id in the planner's catalogs (their English is IMPORT_ENGLISH's, a unit test says). */
export const IMPORT_TEXT_IDS: Readonly<Record<ImportCode, string>> = {
  kmz: 'planner.import.kmz',
  notReadable: 'planner.import.notReadable',
  tooLarge: 'planner.import.tooLarge',
  tooManyObjects: 'planner.import.tooManyObjects',
  noObjects: 'planner.import.noObjects',
  verbatim: 'planner.import.verbatim',
  nameTooLong: 'planner.import.nameTooLong',
  nameNul: 'planner.import.nameNul',
  notANumber: 'planner.import.notANumber',
  noRows: 'planner.import.noRows',
  headerOnly: 'planner.import.headerOnly',
  noColumn: 'planner.import.noColumn',
  columnsInDegrees: 'planner.import.columnsInDegrees',
  columnsInMetres: 'planner.import.columnsInMetres',
  quoteOpen: 'planner.import.quoteOpen',
  quotesMisplaced: 'planner.import.quotesMisplaced',
  row: 'planner.import.row',
  missing: 'planner.import.missing',
  columnName: 'planner.import.columnName',
  columnLongitude: 'planner.import.columnLongitude',
  columnLatitude: 'planner.import.columnLatitude',
  columnEasting: 'planner.import.columnEasting',
  columnNorthing: 'planner.import.columnNorthing',
  noHeader: 'planner.import.noHeader',
  rowsNamed: 'planner.import.rowsNamed',
  notGeoJsonTop: 'planner.import.notGeoJsonTop',
  notGeoJsonFeatures: 'planner.import.notGeoJsonFeatures',
  notGeoJson: 'planner.import.notGeoJson',
  projected: 'planner.import.projected',
  projectedNamed: 'planner.import.projectedNamed',
  invalidJson: 'planner.import.invalidJson',
  feature: 'planner.import.feature',
  placemark: 'planner.import.placemark',
  part: 'planner.import.part',
  notAList: 'planner.import.notAList',
  notRings: 'planner.import.notRings',
  geometriesNotList: 'planner.import.geometriesNotList',
  memberNotGeometry: 'planner.import.memberNotGeometry',
  geometryType: 'planner.import.geometryType',
  positionNotPair: 'planner.import.positionNotPair',
  positionNotNumbers: 'planner.import.positionNotNumbers',
  latitudeSwapped: 'planner.import.latitudeSwapped',
  latitudeRange: 'planner.import.latitudeRange',
  longitudeRange: 'planner.import.longitudeRange',
  notAFeature: 'planner.import.notAFeature',
  noGeometry: 'planner.import.noGeometry',
  emptyGeometry: 'planner.import.emptyGeometry',
  structurePoint: 'planner.import.structurePoint',
  structureLine: 'planner.import.structureLine',
  notALine: 'planner.import.notALine',
  notAPoint: 'planner.import.notAPoint',
  notAnArea: 'planner.import.notAnArea',
  objectsNamed: 'planner.import.objectsNamed',
  holes: 'planner.import.holes',
  overlays: 'planner.import.overlays',
  kmlBrowserOnly: 'planner.import.kmlBrowserOnly',
  kmlUnreadable: 'planner.import.kmlUnreadable',
  kmlUnreadableWhy: 'planner.import.kmlUnreadableWhy',
  notKml: 'planner.import.notKml',
  notZip: 'planner.import.notZip',
  dbfAlone: 'planner.import.dbfAlone',
  shpUnreadable: 'planner.import.shpUnreadable',
  dbfUnreadable: 'planner.import.dbfUnreadable',
  recordsMismatch: 'planner.import.recordsMismatch',
  noShp: 'planner.import.noShp',
  oneGeoPackage: 'planner.import.oneGeoPackage',
  notGeoPackage: 'planner.import.notGeoPackage',
  notGeoPackageWhy: 'planner.import.notGeoPackageWhy',
  noGeoPackageTables: 'planner.import.noGeoPackageTables',
  noFeatureTable: 'planner.import.noFeatureTable',
  noLayer: 'planner.import.noLayer',
  noSystem: 'planner.import.noSystem',
  noSystemNamed: 'planner.import.noSystemNamed',
  noOutlinePoints: 'planner.import.noOutlinePoints',
  notReceptorGeometry: 'planner.import.notReceptorGeometry',
  notTurbineGeometry: 'planner.import.notTurbineGeometry',
  notBoundaryGeometry: 'planner.import.notBoundaryGeometry',
  geometryPoint: 'planner.import.geometryPoint',
  geometryPoints: 'planner.import.geometryPoints',
  geometryLine: 'planner.import.geometryLine',
  geometryLines: 'planner.import.geometryLines',
  geometryArea: 'planner.import.geometryArea',
  geometryAreas: 'planner.import.geometryAreas',
  geometryCollection: 'planner.import.geometryCollection',
  layerEmpty: 'planner.import.layerEmpty',
  layerTooManyFeatures: 'planner.import.layerTooManyFeatures',
  layerTooLarge: 'planner.import.layerTooLarge',
  outlines: 'planner.import.outlines',
  unkept: 'planner.import.unkept',
  defaulted: 'planner.import.defaulted',
  locked: 'planner.import.locked',
  lockedMore: 'planner.import.lockedMore',
  placeRow: 'planner.import.placeRow',
  placeFeature: 'planner.import.placeFeature',
  placeFeaturePart: 'planner.import.placeFeaturePart',
  placePlacemark: 'planner.import.placePlacemark',
  placePlacemarkPart: 'planner.import.placePlacemarkPart',
};

/** A word of the catalogue inside a sentence, in the active language. */
function plannerWord(word: ImportWord): string {
  if ('kind' in word) return inSentence(i18n._(KIND_WORDS[word.kind][0]));
  if ('category' in word) return inSentence(receptorCategoryText(word.category));
  return inSentence(fieldLabel({ key: word.field, label: word.field }));
}

/**
 * What the user reads for an import's problem or note (model/import/import-text.ts), in the
 * planner's language: its sentence from the catalogs with its values, nested texts said the same way.
 */
export function importText(text: ImportText): string {
  return i18n._(IMPORT_TEXT_IDS[text.code], sayValues(text.values, importText, plannerWord));
}
