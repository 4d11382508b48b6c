import { i18n } from '@lingui/core';
import type { NoiseRuleSetId, ReceptorCategory } from '@vantage/contracts';
import { formatAltitude, formatCoordinates, formatHeading } from '@/lib/plan/format';
import {
  FIELD_WORDS,
  fieldLabel,
  NOISE_RULE_SET_WORDS,
  noiseRuleSetText,
  RECEPTOR_CATEGORY_WORDS,
  receptorCategoryText,
} from '../i18n/catalogue-words';
import { FIELDS } from '../model/validation';
import { utcFieldValue } from '../model/viewpoint';
import { kindOfType, OBJECT_KINDS, OBJECT_TYPES } from '../object-types';
import type { Conflict } from './conflicts';

/** One line of the conflict dialog: a field both changed, their value and this planner's, in words. */
export type ConflictRow = { field: string; label: string; theirs: string; yours: string };

/** Names for the ids a field may hold (a scenario, a preset, a tour's stops). */
export type NameLookup = {
  scenarios?: readonly { id: number; name: string }[];
  presets?: readonly { id: number; name: string }[];
  viewpoints?: readonly { id: number; name: string }[];
  /** The project's planner objects (the turbines of the noise settings' operating modes). */
  objects?: readonly { id: number; name: string }[];
};

/** Fields that are bookkeeping, never the user's: not compared. */
const SKIPPED = new Set(['id', 'version', 'projectId']);

/** Numbers in the active language, made when they are written (the language may change). */
const number = (decimals: number) => ({
  format: (value: number) =>
    new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: decimals }).format(value),
});
const WHOLE = number(0);
const TENTHS = number(1);
const HUNDREDTHS = number(2);

const notKnown = () => i18n._('planner.conflictFields.notKnown');

function asNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function parseJson(value: unknown): Record<string, unknown> {
  if (typeof value !== 'string') return {};
  try {
    return asRecord(JSON.parse(value)) ?? {};
  } catch {
    return {};
  }
}

/** Equal as data: the same JSON, whatever the order of an object's keys. */
function sameValue(a: unknown, b: unknown): boolean {
  const normal = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(normal);
    const record = asRecord(value);
    if (!record) return value;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, normal(record[key])]),
    );
  };
  return JSON.stringify(normal(a)) === JSON.stringify(normal(b));
}

const nameOf = (list: NameLookup[keyof NameLookup], id: unknown, what: string) =>
  list?.find((item) => item.id === id)?.name ?? i18n._(what, { id: String(id) });

function point(value: unknown): string | undefined {
  const record = asRecord(value);
  const longitude = asNumber(record?.longitude);
  const latitude = asNumber(record?.latitude);
  return longitude === undefined || latitude === undefined
    ? undefined
    : formatCoordinates(latitude, longitude);
}

function points(value: unknown): string {
  if (!Array.isArray(value) || value.length === 0) return notKnown();
  const first = point(value[0]) ?? notKnown();
  return value.length === 1 ? first : i18n._('planner.conflictFields.points', { count: value.length, first });
}

/** A unit quaternion as the heading it turns the object to (about the vertical). */
function rotation(value: unknown): string {
  const q = asRecord(value);
  const [x, y, z, w] = [q?.x, q?.y, q?.z, q?.w].map(asNumber);
  if (x === undefined || y === undefined || z === undefined || w === undefined) return notKnown();
  const yaw = (Math.atan2(2 * (w * z + x * y), 1 - 2 * (y * y + z * z)) * 180) / Math.PI;
  return i18n._('planner.conflictFields.turned', { degrees: WHOLE.format(((yaw % 360) + 360) % 360) });
}

const degrees = (value: unknown) => {
  const n = asNumber(value);
  return n === undefined ? notKnown() : `${TENTHS.format(n)}°`;
};
const heading = (value: unknown) => {
  const n = asNumber(value);
  return n === undefined ? notKnown() : formatHeading(n);
};
const none = () => i18n._('planner.conflictFields.none');
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? `"${value}"` : none());
const tags = (value: unknown) =>
  Array.isArray(value) && value.length > 0 ? value.map(String).join(', ') : none();
const shown = (value: unknown) =>
  value === true
    ? i18n._('planner.conflictFields.shown')
    : value === false
      ? i18n._('planner.conflictFields.hidden')
      : notKnown();
const order = (value: unknown) => {
  const n = asNumber(value);
  return n === undefined
    ? notKnown()
    : i18n._('planner.conflictFields.place', { place: WHOLE.format(n + 1) });
};

const LAYOUTS: Record<string, string> = {
  Point: 'planner.conflictFields.layoutPoint',
  Path: 'planner.conflictFields.layoutPath',
  Area: 'planner.conflictFields.layoutArea',
};
const ANIMATION_MODES: Record<string, string> = {
  Linear: 'planner.conflictFields.animationLinear',
  Parabolic: 'planner.conflictFields.animationParabolic',
};
const EASINGS: Record<string, string> = {
  Linear: 'planner.conflictFields.easingLinear',
  CubicIn: 'planner.conflictFields.easingCubicIn',
  CubicOut: 'planner.conflictFields.easingCubicOut',
  CubicInOut: 'planner.conflictFields.easingCubicInOut',
};
/** The words of `value` in a table of ids, else "not known". */
const wordOf = (table: Record<string, string>, value: unknown) => {
  const id = table[String(value)];
  return id ? i18n._(id) : notKnown();
};

type Field = { label: string; format: (value: unknown, names: NameLookup) => string };

const yesNo = (value: unknown) =>
  value ? i18n._('planner.conflictFields.yes') : i18n._('planner.conflictFields.no');
/** A receptor category in words, else "not known". */
const categoryText = (value: unknown) =>
  typeof value === 'string' && value in RECEPTOR_CATEGORY_WORDS
    ? receptorCategoryText(value as ReceptorCategory)
    : notKnown();

const PLANNER_OBJECT_FIELDS: Record<string, Field> = {
  name: {
    get label() {
      return i18n._('planner.conflictFields.name');
    },
    format: text,
  },
  points: {
    get label() {
      return i18n._('planner.conflictFields.position');
    },
    format: points,
  },
  scenarioId: {
    get label() {
      return i18n._('planner.conflictFields.scenario');
    },
    format: (id, names) => nameOf(names.scenarios, id, 'planner.conflictFields.scenarioId'),
  },
  presetId: {
    get label() {
      return i18n._('planner.conflictFields.preset');
    },
    format: (id, names) =>
      id === null
        ? i18n._('planner.conflictFields.noPreset')
        : nameOf(names.presets, id, 'planner.conflictFields.presetId'),
  },
  tagNames: {
    get label() {
      return i18n._('planner.conflictFields.tags');
    },
    format: tags,
  },
  rotation: {
    get label() {
      return i18n._('planner.conflictFields.rotation');
    },
    format: rotation,
  },
  layout: {
    get label() {
      return i18n._('planner.conflictFields.layout');
    },
    format: (value) => wordOf(LAYOUTS, value),
  },
  plannerObjectTypeId: {
    get label() {
      return i18n._('planner.conflictFields.type');
    },
    format: (value) => {
      const kind = typeof value === 'number' ? kindOfType(value) : undefined;
      return kind ? OBJECT_TYPES[kind].label : notKnown();
    },
  },
};

const VIEWPOINT_FIELDS: Record<string, Field> = {
  name: {
    get label() {
      return i18n._('planner.conflictFields.name');
    },
    format: text,
  },
  position: {
    get label() {
      return i18n._('planner.conflictFields.position');
    },
    format: (value) => {
      const at = point(value);
      const altitude = asNumber(asRecord(value)?.altitude);
      if (!at) return notKnown();
      return altitude === undefined
        ? at
        : i18n._('planner.conflictFields.eyeAt', { at, altitude: formatAltitude(altitude) });
    },
  },
  pan: {
    get label() {
      return i18n._('planner.conflictFields.viewDirection');
    },
    format: heading,
  },
  tilt: {
    get label() {
      return i18n._('planner.conflictFields.tilt');
    },
    format: degrees,
  },
  fieldOfView: {
    get label() {
      return i18n._('planner.conflictFields.fieldOfView');
    },
    format: degrees,
  },
  windDirection: {
    get label() {
      return i18n._('planner.conflictFields.windFrom');
    },
    format: heading,
  },
  viewingDateTime: {
    get label() {
      return i18n._('planner.conflictFields.dateAndTime');
    },
    format: (value) => {
      const field = typeof value === 'string' ? utcFieldValue(value) : '';
      return field ? `${field.replace('T', ' ')} UTC` : i18n._('planner.conflictFields.viewersDefault');
    },
  },
  visible: {
    get label() {
      return i18n._('planner.conflictFields.onTheMap');
    },
    format: shown,
  },
  sortOrder: {
    get label() {
      return i18n._('planner.conflictFields.order');
    },
    format: order,
  },
  tagNames: {
    get label() {
      return i18n._('planner.conflictFields.tags');
    },
    format: tags,
  },
  panoId: {
    get label() {
      return i18n._('planner.conflictFields.panorama');
    },
    format: text,
  },
};

const SCENARIO_FIELDS: Record<string, Field> = {
  name: {
    get label() {
      return i18n._('planner.conflictFields.name');
    },
    format: text,
  },
  visible: {
    get label() {
      return i18n._('planner.conflictFields.shown');
    },
    format: shown,
  },
  color: {
    get label() {
      return i18n._('planner.conflictFields.colour');
    },
    format: (value) => (typeof value === 'string' ? `#${value.toUpperCase()}` : notKnown()),
  },
  tagNames: {
    get label() {
      return i18n._('planner.conflictFields.tags');
    },
    format: tags,
  },
  sortOrder: {
    get label() {
      return i18n._('planner.conflictFields.order');
    },
    format: order,
  },
  scenarioDataJson: {
    get label() {
      return i18n._('planner.conflictFields.settings');
    },
    format: (value) => (typeof value === 'string' ? value : notKnown()),
  },
};

const TOUR_FIELDS: Record<string, Field> = {
  name: {
    get label() {
      return i18n._('planner.conflictFields.name');
    },
    format: text,
  },
  autoAnimate: {
    get label() {
      return i18n._('planner.conflictFields.autoPlay');
    },
    format: (value) =>
      value === true
        ? i18n._('planner.conflictFields.playsOnItsOwn')
        : value === false
          ? i18n._('planner.conflictFields.waitsToBeStarted')
          : notKnown(),
  },
  animationMode: {
    get label() {
      return i18n._('planner.conflictFields.animation');
    },
    format: (value) => wordOf(ANIMATION_MODES, value),
  },
  easing: {
    get label() {
      return i18n._('planner.conflictFields.easing');
    },
    format: (value) => wordOf(EASINGS, value),
  },
  viewpointIds: {
    get label() {
      return i18n._('planner.conflictFields.stops');
    },
    format: (value, names) =>
      Array.isArray(value) && value.length > 0
        ? value.map((id) => nameOf(names.viewpoints, id, 'planner.conflictFields.viewpointId')).join(' → ')
        : i18n._('planner.conflictFields.noStops'),
  },
  sortOrder: {
    get label() {
      return i18n._('planner.conflictFields.order');
    },
    format: order,
  },
};

const PRESET_FIELDS: Record<string, Field> = {
  name: {
    get label() {
      return i18n._('planner.conflictFields.name');
    },
    format: text,
  },
  plannerObjectTypeId: PLANNER_OBJECT_FIELDS.plannerObjectTypeId as Field,
};

const SETBACK_UNITS: Record<string, string> = {
  m: 'planner.conflictFields.unitMetres',
  tipHeight: 'planner.conflictFields.unitTipHeight',
  rotorDiameter: 'planner.conflictFields.unitRotorDiameter',
};

const SETBACK_RULE_FIELDS: Record<string, Field> = {
  name: {
    get label() {
      return i18n._('planner.conflictFields.name');
    },
    format: text,
  },
  targetKind: {
    get label() {
      return i18n._('planner.conflictFields.from');
    },
    format: (value) =>
      value === 'siteBoundary'
        ? i18n._('planner.conflictFields.siteBoundaryInside')
        : value === 'receptor'
          ? i18n._('planner.conflictFields.receptors')
          : notKnown(),
  },
  receptorCategory: {
    get label() {
      return i18n._('planner.conflictFields.receptorCategory');
    },
    format: (value) => (value === null ? none() : categoryText(value)),
  },
  distanceValue: {
    get label() {
      return i18n._('planner.conflictFields.distance');
    },
    format: (value) => asNumber(value)?.toString() ?? notKnown(),
  },
  distanceUnit: {
    get label() {
      return i18n._('planner.conflictFields.unit');
    },
    format: (value) => wordOf(SETBACK_UNITS, value),
  },
};

const SHADOW_LIMITS: Record<string, string> = {
  DE: 'planner.conflictFields.limitsDe',
  NL: 'planner.conflictFields.limitsNl',
  own: 'planner.conflictFields.limitsOwn',
};
const fractions = (value: unknown) =>
  Array.isArray(value) ? value.map((v) => HUNDREDTHS.format(Number(v))).join(', ') : notKnown();

const SHADOW_FLICKER_FIELDS: Record<string, Field> = {
  year: {
    get label() {
      return i18n._('planner.conflictFields.year');
    },
    format: (value) => asNumber(value)?.toString() ?? notKnown(),
  },
  timeZone: {
    get label() {
      return i18n._('planner.conflictFields.timeZone');
    },
    format: text,
  },
  minimumElevation: {
    get label() {
      return i18n._('planner.conflictFields.minimumSunElevation');
    },
    format: (value) => `${TENTHS.format(asNumber(value) ?? Number.NaN)}°`,
  },
  maxDistance: {
    get label() {
      return i18n._('planner.conflictFields.maximumDistance');
    },
    format: (value) => `${WHOLE.format(asNumber(value) ?? Number.NaN)} m`,
  },
  limits: {
    get label() {
      return i18n._('planner.conflictFields.limits');
    },
    format: (value) => wordOf(SHADOW_LIMITS, value),
  },
  ownLimits: {
    get label() {
      return i18n._('planner.conflictFields.ownLimits');
    },
    format: (value) => {
      const limits = asRecord(value) ?? {};
      return i18n._('planner.conflictFields.ownShadowLimits', {
        hours: asNumber(limits.hoursPerYear) ?? '–',
        minutes: asNumber(limits.minutesPerDay) ?? '–',
      });
    },
  },
  includeExisting: {
    get label() {
      return i18n._('planner.conflictFields.includeExistingTurbines');
    },
    format: yesNo,
  },
  expected: {
    get label() {
      return i18n._('planner.conflictFields.sunshineAndWindFigures');
    },
    format: (value) => {
      const expected = asRecord(value);
      return expected
        ? i18n._('planner.conflictFields.expected', {
            source: String(expected.source),
            sunshine: fractions(expected.sunshine),
            operating: fractions(expected.operating),
          })
        : none();
    },
  },
};

const plain = (unit: string) => (value: unknown) =>
  asNumber(value) === undefined ? notKnown() : `${HUNDREDTHS.format(asNumber(value)!)}${unit}`;

const NOISE_SETTINGS_FIELDS: Record<string, Field> = {
  ruleSet: {
    get label() {
      return i18n._('planner.conflictFields.limitsRuleSet');
    },
    format: (value) =>
      String(value) in NOISE_RULE_SET_WORDS ? noiseRuleSetText(String(value) as NoiseRuleSetId) : notKnown(),
  },
  etsuDayLimit: {
    get label() {
      return i18n._('planner.conflictFields.etsuDaytimeLimit');
    },
    format: plain(' dB(A)'),
  },
  customLimits: {
    get label() {
      return i18n._('planner.conflictFields.ownLimits');
    },
    format: (value) =>
      Array.isArray(value) && value.length
        ? value
            .map((entry) => {
              const limits = asRecord(entry) ?? {};
              const periods = ['day', 'evening', 'night', 'lden']
                .filter((period) => asNumber(limits[period]) !== undefined)
                .map((period) => `${period} ${limits[period]}`);
              const category = categoryText(limits.category);
              return `${category}: ${periods.join(', ')}`;
            })
            .join('; ')
        : none(),
  },
  method: {
    get label() {
      return i18n._('planner.conflictFields.method');
    },
    format: (value) =>
      value === 'interim'
        ? i18n._('planner.conflictFields.interim')
        : value === 'general'
          ? i18n._('planner.conflictFields.general')
          : notKnown(),
  },
  groundFactors: {
    get label() {
      return i18n._('planner.conflictFields.groundFactorsG');
    },
    format: (value) => {
      const g = asRecord(value) ?? {};
      return i18n._('planner.conflictFields.groundFactors', {
        source: asNumber(g.source) ?? '–',
        middle: asNumber(g.middle) ?? '–',
        receiver: asNumber(g.receiver) ?? '–',
      });
    },
  },
  temperatureC: {
    get label() {
      return i18n._('planner.conflictFields.temperature');
    },
    format: plain(' °C'),
  },
  relativeHumidityPercent: {
    get label() {
      return i18n._('planner.conflictFields.relativeHumidity');
    },
    format: plain(' %'),
  },
  pressureKPa: {
    get label() {
      return i18n._('planner.conflictFields.airPressure');
    },
    format: plain(' kPa'),
  },
  receiverHeight: {
    get label() {
      return i18n._('planner.conflictFields.receiverHeight');
    },
    format: plain(' m'),
  },
  lden: {
    get label() {
      return i18n._('planner.conflictFields.lden');
    },
    format: yesNo,
  },
  includeExistingTurbines: {
    get label() {
      return i18n._('planner.conflictFields.includeExistingTurbines');
    },
    format: yesNo,
  },
  turbineModes: {
    get label() {
      return i18n._('planner.conflictFields.operatingModes');
    },
    format: (value, names) =>
      Array.isArray(value) && value.length
        ? value
            .map((entry) => {
              const modes = asRecord(entry) ?? {};
              const turbine = names.objects?.find((object) => object.id === modes.turbineId)?.name;
              return i18n._('planner.conflictFields.modes', {
                turbine:
                  turbine ?? i18n._('planner.conflictFields.turbineId', { id: String(modes.turbineId) }),
                day: String(modes.day),
                evening: String(modes.evening),
                night: String(modes.night),
              });
            })
            .join('; ')
        : i18n._('planner.conflictFields.firstModes'),
  },
};

const FIELDS_BY_KIND: Record<Conflict['kind'], Record<string, Field>> = {
  plannerObject: PLANNER_OBJECT_FIELDS,
  viewpoint: VIEWPOINT_FIELDS,
  scenario: SCENARIO_FIELDS,
  tour: TOUR_FIELDS,
  preset: PRESET_FIELDS,
  setbackRule: SETBACK_RULE_FIELDS,
  shadowFlickerSettings: SHADOW_FLICKER_FIELDS,
  noiseSettings: NOISE_SETTINGS_FIELDS,
};

/** An object's own settings (hub height, tilt, span …) with their labels and units, of every kind. */
const DATA_FIELDS = new Map(
  OBJECT_KINDS.flatMap((kind) => FIELDS[kind].map((field) => [field.key, field] as const)),
);

function dataValue(key: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return i18n._('planner.conflictFields.notSet');
  const field = DATA_FIELDS.get(key);
  const n = asNumber(value);
  if (n === undefined || !field || field.unit === 'colour') return String(value);
  if (field.unit === 'count') return HUNDREDTHS.format(n);
  return field.unit === '°' ? `${HUNDREDTHS.format(n)}°` : `${HUNDREDTHS.format(n)} ${field.unit}`;
}

/** The settings in an object's data JSON that differ, one row each. */
function dataRows(theirs: unknown, yours: unknown, field = 'plannerObjectDataJson'): ConflictRow[] {
  const a = parseJson(theirs);
  const b = parseJson(yours);
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys
    .filter((key) => !sameValue(a[key], b[key]))
    .map((key) => ({
      field: `${field}.${key}`,
      label: key in FIELD_WORDS ? fieldLabel({ key, label: key }) : (DATA_FIELDS.get(key)?.label ?? key),
      theirs: dataValue(key, a[key]),
      yours: dataValue(key, b[key]),
    }));
}

/**
 * The fields this planner tried to write whose value now differs from theirs, in words and units
 * (positions as coordinates, angles in degrees, ids by name), for the conflict dialog. Fields
 * they changed that this planner did not touch are not shown: "Apply yours" leaves them theirs.
 */
export function conflictRows(
  conflict: Pick<Conflict, 'kind' | 'theirs' | 'yours'>,
  names: NameLookup = {},
): ConflictRow[] {
  const fields = FIELDS_BY_KIND[conflict.kind];
  const theirs = conflict.theirs;
  return Object.entries(conflict.yours).flatMap(([key, yours]): ConflictRow[] => {
    if (SKIPPED.has(key) || yours === undefined || sameValue(theirs[key], yours)) return [];
    if (
      (conflict.kind === 'plannerObject' && key === 'plannerObjectDataJson') ||
      (conflict.kind === 'preset' && key === 'presetDataJson')
    )
      return dataRows(theirs[key], yours, key);
    const field = fields[key];
    const format = (value: unknown) =>
      value === undefined ? notKnown() : field ? field.format(value, names) : JSON.stringify(value);
    if (key === 'points' && conflict.kind === 'plannerObject' && theirs.layout !== 'Point')
      return [
        {
          field: key,
          label: i18n._('planner.conflictFields.shape'),
          theirs: format(theirs[key]),
          yours: format(yours),
        },
      ];
    return [{ field: key, label: field?.label ?? key, theirs: format(theirs[key]), yours: format(yours) }];
  });
}
