import { i18n } from '@lingui/core';
import type { NoiseRuleSetId, ReceptorCategory } from '@vantage/contracts';

/**
 * The words of the contracts' catalogue of kinds in the planner's catalogs: each setting's label
 * by its key, a receptor's categories and a choice's options. Their English is the catalogue's
 * own (`label` of a kind's fields, RECEPTOR_CATEGORY_LABELS, NOISE_RULE_SET_LABELS), which a unit
 * test keeps equal.
 */
export const FIELD_WORDS: Readonly<Record<string, string>> = {
  bearing: 'planner.field.bearing',
  length: 'planner.field.length',
  width: 'planner.field.width',
  height: 'planner.field.height',
  hubHeight: 'planner.field.hubHeight',
  rotorDiameter: 'planner.field.rotorDiameter',
  color: 'planner.field.color',
  tilt: 'planner.field.tilt',
  rowSpacing: 'planner.field.rowSpacing',
  panelHeight: 'planner.field.panelHeight',
  depth: 'planner.field.depth',
  pylonHeight: 'planner.field.pylonHeight',
  span: 'planner.field.span',
  category: 'planner.field.category',
  heightAboveGround: 'planner.field.heightAboveGround',
  address: 'planner.field.address',
  allDirections: 'planner.field.allDirections',
  windowWidth: 'planner.field.windowWidth',
  windowHeight: 'planner.field.windowHeight',
  windowBearing: 'planner.field.windowBearing',
  windowTilt: 'planner.field.windowTilt',
  windowCentreHeight: 'planner.field.windowCentreHeight',
  parkName: 'planner.field.parkName',
  bays: 'planner.field.bays',
  containers: 'planner.field.containers',
  spacing: 'planner.field.spacing',
  roof: 'planner.field.roof',
  roofHeight: 'planner.field.roofHeight',
  baseWidth: 'planner.field.baseWidth',
  // The planner's own settings beside the catalogue's (model/validation.ts FIELDS).
  ratedPowerKw: 'planner.field.ratedPowerKw',
  peakPowerDensityMwpPerHa: 'planner.field.peakPowerDensityMwpPerHa',
};

export const RECEPTOR_CATEGORY_WORDS: Readonly<Record<ReceptorCategory, string>> = {
  dwelling: 'planner.receptorCategory.dwelling',
  holidayHome: 'planner.receptorCategory.holidayHome',
  school: 'planner.receptorCategory.school',
  careHome: 'planner.receptorCategory.careHome',
  hospital: 'planner.receptorCategory.hospital',
  business: 'planner.receptorCategory.business',
  other: 'planner.receptorCategory.other',
};

export const NOISE_RULE_SET_WORDS: Readonly<Record<NoiseRuleSetId, string>> = {
  'de-ta-laerm': 'planner.noiseRuleSet.deTaLaerm',
  'nl-activiteitenbesluit': 'planner.noiseRuleSet.nlActiviteitenbesluit',
  'uk-etsu-r-97': 'planner.noiseRuleSet.ukEtsuR97',
  custom: 'planner.noiseRuleSet.custom',
};

export const noiseRuleSetText = (id: NoiseRuleSetId): string => i18n._(NOISE_RULE_SET_WORDS[id]);

/** The options of a choice that are words (a building's roof). */
export const OPTION_WORDS: Readonly<Record<string, string>> = {
  flat: 'planner.option.flat',
  gable: 'planner.option.gable',
};

/** A setting's label in the active language; the catalogue's own for a key the planner does not know. */
export function fieldLabel(field: { key: string; label: string }): string {
  const id = FIELD_WORDS[field.key];
  return id ? i18n._(id) : field.label;
}

export const receptorCategoryText = (category: ReceptorCategory): string =>
  i18n._(RECEPTOR_CATEGORY_WORDS[category]);

/** A choice's option in words: a receptor's category, a roof's shape; else the option as it is. */
export function optionText(key: string, option: string): string {
  if (key === 'category' && option in RECEPTOR_CATEGORY_WORDS)
    return receptorCategoryText(option as ReceptorCategory);
  const id = OPTION_WORDS[option];
  return id ? i18n._(id) : option;
}
