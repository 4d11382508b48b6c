import { NOISE_RULE_SET_LABELS, RECEPTOR_CATEGORY_LABELS, type ReceptorCategory } from '@vantage/contracts';
import { formatAltitude, formatCoordinates, formatHeading } from '@/lib/plan/format';
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

const number = (decimals: number) => new Intl.NumberFormat('en', { maximumFractionDigits: decimals });
const WHOLE = number(0);
const TENTHS = number(1);
const HUNDREDTHS = number(2);

const NOT_KNOWN = 'not known';

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
  list?.find((item) => item.id === id)?.name ?? `${what} ${String(id)}`;

function point(value: unknown): string | undefined {
  const record = asRecord(value);
  const longitude = asNumber(record?.longitude);
  const latitude = asNumber(record?.latitude);
  return longitude === undefined || latitude === undefined
    ? undefined
    : formatCoordinates(latitude, longitude);
}

function points(value: unknown): string {
  if (!Array.isArray(value) || value.length === 0) return NOT_KNOWN;
  const first = point(value[0]) ?? NOT_KNOWN;
  return value.length === 1 ? first : `${value.length} points, the first at ${first}`;
}

/** A unit quaternion as the heading it turns the object to (about the vertical). */
function rotation(value: unknown): string {
  const q = asRecord(value);
  const [x, y, z, w] = [q?.x, q?.y, q?.z, q?.w].map(asNumber);
  if (x === undefined || y === undefined || z === undefined || w === undefined) return NOT_KNOWN;
  const yaw = (Math.atan2(2 * (w * z + x * y), 1 - 2 * (y * y + z * z)) * 180) / Math.PI;
  return `Turned ${WHOLE.format(((yaw % 360) + 360) % 360)}°`;
}

const degrees = (value: unknown) => {
  const n = asNumber(value);
  return n === undefined ? NOT_KNOWN : `${TENTHS.format(n)}°`;
};
const heading = (value: unknown) => {
  const n = asNumber(value);
  return n === undefined ? NOT_KNOWN : formatHeading(n);
};
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? `"${value}"` : 'None');
const tags = (value: unknown) =>
  Array.isArray(value) && value.length > 0 ? value.map(String).join(', ') : 'None';
const shown = (value: unknown) => (value === true ? 'Shown' : value === false ? 'Hidden' : NOT_KNOWN);
const order = (value: unknown) => {
  const n = asNumber(value);
  return n === undefined ? NOT_KNOWN : `Place ${WHOLE.format(n + 1)}`;
};

const LAYOUTS: Record<string, string> = { Point: 'A point', Path: 'A line', Area: 'An area' };
const ANIMATION_MODES: Record<string, string> = {
  Linear: 'Straight from stop to stop',
  Parabolic: 'In an arc',
};
const EASINGS: Record<string, string> = {
  Linear: 'Even speed',
  CubicIn: 'Speeds up',
  CubicOut: 'Slows down',
  CubicInOut: 'Speeds up, then slows down',
};

type Field = { label: string; format: (value: unknown, names: NameLookup) => string };

const PLANNER_OBJECT_FIELDS: Record<string, Field> = {
  name: { label: 'Name', format: text },
  points: { label: 'Position', format: points },
  scenarioId: { label: 'Scenario', format: (id, names) => nameOf(names.scenarios, id, 'Scenario') },
  presetId: {
    label: 'Preset',
    format: (id, names) => (id === null ? 'No preset' : nameOf(names.presets, id, 'Preset')),
  },
  tagNames: { label: 'Tags', format: tags },
  rotation: { label: 'Rotation', format: rotation },
  layout: { label: 'Layout', format: (value) => LAYOUTS[String(value)] ?? NOT_KNOWN },
  plannerObjectTypeId: {
    label: 'Type',
    format: (value) => {
      const kind = typeof value === 'number' ? kindOfType(value) : undefined;
      return kind ? OBJECT_TYPES[kind].label : NOT_KNOWN;
    },
  },
};

const VIEWPOINT_FIELDS: Record<string, Field> = {
  name: { label: 'Name', format: text },
  position: {
    label: 'Position',
    format: (value) => {
      const at = point(value);
      const altitude = asNumber(asRecord(value)?.altitude);
      if (!at) return NOT_KNOWN;
      return altitude === undefined ? at : `${at}, eye at ${formatAltitude(altitude)} above the ground`;
    },
  },
  pan: { label: 'View direction', format: heading },
  tilt: { label: 'Tilt', format: degrees },
  fieldOfView: { label: 'Field of view', format: degrees },
  windDirection: { label: 'Wind from', format: heading },
  viewingDateTime: {
    label: 'Date and time',
    format: (value) => {
      const field = typeof value === 'string' ? utcFieldValue(value) : '';
      return field ? `${field.replace('T', ' ')} UTC` : "The viewer's default";
    },
  },
  visible: { label: 'On the map', format: shown },
  sortOrder: { label: 'Order', format: order },
  tagNames: { label: 'Tags', format: tags },
  panoId: { label: 'Panorama', format: text },
};

const SCENARIO_FIELDS: Record<string, Field> = {
  name: { label: 'Name', format: text },
  visible: { label: 'Shown', format: shown },
  color: {
    label: 'Colour',
    format: (value) => (typeof value === 'string' ? `#${value.toUpperCase()}` : NOT_KNOWN),
  },
  tagNames: { label: 'Tags', format: tags },
  sortOrder: { label: 'Order', format: order },
  scenarioDataJson: { label: 'Settings', format: (value) => (typeof value === 'string' ? value : NOT_KNOWN) },
};

const TOUR_FIELDS: Record<string, Field> = {
  name: { label: 'Name', format: text },
  autoAnimate: {
    label: 'Auto-play',
    format: (value) =>
      value === true ? 'Plays on its own' : value === false ? 'Waits to be started' : NOT_KNOWN,
  },
  animationMode: { label: 'Animation', format: (value) => ANIMATION_MODES[String(value)] ?? NOT_KNOWN },
  easing: { label: 'Easing', format: (value) => EASINGS[String(value)] ?? NOT_KNOWN },
  viewpointIds: {
    label: 'Stops',
    format: (value, names) =>
      Array.isArray(value) && value.length > 0
        ? value.map((id) => nameOf(names.viewpoints, id, 'Viewpoint')).join(' → ')
        : 'No stops',
  },
  sortOrder: { label: 'Order', format: order },
};

const PRESET_FIELDS: Record<string, Field> = {
  name: { label: 'Name', format: text },
  plannerObjectTypeId: PLANNER_OBJECT_FIELDS.plannerObjectTypeId as Field,
};

const SETBACK_UNITS: Record<string, string> = {
  m: 'Metres',
  tipHeight: '× tip height',
  rotorDiameter: '× rotor diameter',
};

const SETBACK_RULE_FIELDS: Record<string, Field> = {
  name: { label: 'Name', format: text },
  targetKind: {
    label: 'From',
    format: (value) =>
      value === 'siteBoundary'
        ? 'The site boundary (inside)'
        : value === 'receptor'
          ? 'Receptors'
          : NOT_KNOWN,
  },
  receptorCategory: {
    label: 'Receptor category',
    format: (value) =>
      value === null ? 'None' : (RECEPTOR_CATEGORY_LABELS[value as ReceptorCategory] ?? NOT_KNOWN),
  },
  distanceValue: { label: 'Distance', format: (value) => asNumber(value)?.toString() ?? NOT_KNOWN },
  distanceUnit: { label: 'Unit', format: (value) => SETBACK_UNITS[String(value)] ?? NOT_KNOWN },
};

const SHADOW_LIMITS: Record<string, string> = {
  DE: 'DE: 30 h/year, 30 min/day',
  NL: 'NL: 17 days over 20 min',
  own: 'Own',
};
const fractions = (value: unknown) =>
  Array.isArray(value) ? value.map((v) => HUNDREDTHS.format(Number(v))).join(', ') : NOT_KNOWN;

const SHADOW_FLICKER_FIELDS: Record<string, Field> = {
  year: { label: 'Year', format: (value) => asNumber(value)?.toString() ?? NOT_KNOWN },
  timeZone: { label: 'Time zone', format: text },
  minimumElevation: {
    label: 'Minimum sun elevation',
    format: (value) => `${TENTHS.format(asNumber(value) ?? Number.NaN)}°`,
  },
  maxDistance: {
    label: 'Maximum distance',
    format: (value) => `${WHOLE.format(asNumber(value) ?? Number.NaN)} m`,
  },
  limits: { label: 'Limits', format: (value) => SHADOW_LIMITS[String(value)] ?? NOT_KNOWN },
  ownLimits: {
    label: 'Own limits',
    format: (value) => {
      const limits = asRecord(value) ?? {};
      return `${asNumber(limits.hoursPerYear) ?? '–'} h a year, ${asNumber(limits.minutesPerDay) ?? '–'} min a day`;
    },
  },
  includeExisting: { label: 'Include existing turbines', format: (value) => (value ? 'Yes' : 'No') },
  expected: {
    label: 'Sunshine and wind figures',
    format: (value) => {
      const expected = asRecord(value);
      return expected
        ? `${String(expected.source)}: sunshine ${fractions(expected.sunshine)}; wind sectors ${fractions(expected.operating)}`
        : 'None';
    },
  },
};

const NOISE_RULE_SET_WORDS: Record<string, string> = NOISE_RULE_SET_LABELS;
const plain = (unit: string) => (value: unknown) =>
  asNumber(value) === undefined ? NOT_KNOWN : `${HUNDREDTHS.format(asNumber(value)!)}${unit}`;

const NOISE_SETTINGS_FIELDS: Record<string, Field> = {
  ruleSet: {
    label: 'Limits (rule set)',
    format: (value) => NOISE_RULE_SET_WORDS[String(value)] ?? NOT_KNOWN,
  },
  etsuDayLimit: { label: 'ETSU daytime limit', format: plain(' dB(A)') },
  customLimits: {
    label: 'Own limits',
    format: (value) =>
      Array.isArray(value) && value.length
        ? value
            .map((entry) => {
              const limits = asRecord(entry) ?? {};
              const periods = ['day', 'evening', 'night', 'lden']
                .filter((period) => asNumber(limits[period]) !== undefined)
                .map((period) => `${period} ${limits[period]}`);
              const category = RECEPTOR_CATEGORY_LABELS[limits.category as ReceptorCategory] ?? NOT_KNOWN;
              return `${category}: ${periods.join(', ')}`;
            })
            .join('; ')
        : 'None',
  },
  method: {
    label: 'Method',
    format: (value) =>
      value === 'interim'
        ? 'Interim method (LAI)'
        : value === 'general'
          ? 'ISO 9613-2 general method'
          : NOT_KNOWN,
  },
  groundFactors: {
    label: 'Ground factors G',
    format: (value) => {
      const g = asRecord(value) ?? {};
      return `source ${asNumber(g.source) ?? '–'}, middle ${asNumber(g.middle) ?? '–'}, receiver ${asNumber(g.receiver) ?? '–'}`;
    },
  },
  temperatureC: { label: 'Temperature', format: plain(' °C') },
  relativeHumidityPercent: { label: 'Relative humidity', format: plain(' %') },
  pressureKPa: { label: 'Air pressure', format: plain(' kPa') },
  receiverHeight: { label: 'Receiver height', format: plain(' m') },
  lden: { label: 'Lden', format: (value) => (value ? 'Yes' : 'No') },
  includeExistingTurbines: { label: 'Include existing turbines', format: (value) => (value ? 'Yes' : 'No') },
  turbineModes: {
    label: 'Operating modes',
    format: (value, names) =>
      Array.isArray(value) && value.length
        ? value
            .map((entry) => {
              const modes = asRecord(entry) ?? {};
              const turbine = names.objects?.find((object) => object.id === modes.turbineId)?.name;
              return `${turbine ?? `Turbine ${String(modes.turbineId)}`}: day ${String(modes.day)}, evening ${String(modes.evening)}, night ${String(modes.night)}`;
            })
            .join('; ')
        : "Each turbine on its preset's first mode",
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
  if (value === undefined || value === null || value === '') return 'Not set (the preset or default)';
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
      label: DATA_FIELDS.get(key)?.label ?? key,
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
      value === undefined ? NOT_KNOWN : field ? field.format(value, names) : JSON.stringify(value);
    if (key === 'points' && conflict.kind === 'plannerObject' && theirs.layout !== 'Point')
      return [{ field: key, label: 'Shape', theirs: format(theirs[key]), yours: format(yours) }];
    return [{ field: key, label: field?.label ?? key, theirs: format(theirs[key]), yours: format(yours) }];
  });
}
