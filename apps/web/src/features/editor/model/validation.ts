import { i18n } from '@lingui/core';
import { kinks } from '@turf/kinks';
import {
  layoutPointsProblem,
  PLANNER_OBJECT_KINDS,
  type PlannerObjectKind,
  type PlannerObjectLayout,
  type PlannerPoint,
} from '@vantage/contracts';
import {
  EXISTING_TURBINE_DEFAULTS,
  LINE_DEFAULTS,
  type ObjectSpec,
  objectSpec,
  SOLAR_DEFAULTS,
  TURBINE_DEFAULTS,
  type ViewerObject,
} from '@/lib/plan/object-specs';
import { fieldLabel } from '../i18n/catalogue-words';
import { inSentence } from '../i18n/in-sentence';
import { OBJECT_TYPES } from '../object-types';
import { type Offset, offsetBetween } from './geometry';

/**
 * The settings a planner object or preset of each kind has (the keys the public viewer reads
 * from `plannerObjectDataJson` / `presetDataJson`, object-specs.ts), with units and the ranges
 * the planner accepts, so that forms are rendered from one description and checked by it.
 */
export type ObjectKind = ObjectSpec['kind'];

export type FieldDescription = {
  key: string;
  label: string;
  /** 'colour' marks a hex colour (text), anything else is the unit of a number. */
  unit: 'm' | '°' | 'count' | 'kW' | 'MWp/ha' | 'colour';
  min?: number;
  max?: number;
  step?: number;
  /** What the viewer draws when neither the object nor its preset gives a value. */
  defaultValue?: number | string;
};

/**
 * The catalogue's number and colour settings of a kind (their labels, units and ranges are the
 * contracts'), with the default the viewer draws when none is given.
 */
function catalogueFields(
  kind: PlannerObjectKind,
  defaults: Record<string, number | string> = {},
): FieldDescription[] {
  return kind.fields.flatMap((field): FieldDescription[] =>
    field.unit === 'm' || field.unit === '°' || field.unit === 'count'
      ? [
          {
            key: field.key,
            label: field.label,
            unit: field.unit,
            min: field.min,
            max: field.max,
            step: field.step,
            defaultValue: defaults[field.key] ?? field.default,
          },
        ]
      : field.unit === 'colour'
        ? [
            {
              key: field.key,
              label: field.label,
              unit: field.unit,
              defaultValue: defaults[field.key] ?? field.default,
            },
          ]
        : [],
  );
}

/** A setting of the planner's own beside the catalogue's: its label is in the planner's catalogs. */
const ownField = (field: Omit<FieldDescription, 'label'>): FieldDescription => ({
  ...field,
  get label() {
    return fieldLabel({ key: field.key, label: field.key });
  },
});

export const FIELDS: Record<ObjectKind, readonly FieldDescription[]> = {
  turbine: [
    ...catalogueFields(PLANNER_OBJECT_KINDS.turbine, TURBINE_DEFAULTS),
    // The figures of a layout sum it into the installed capacity (docs/studies/setbacks.md).
    ownField({ key: 'ratedPowerKw', unit: 'kW', min: 1, max: 30_000, step: 10 }),
  ],
  solar: [
    ...catalogueFields(PLANNER_OBJECT_KINDS.solar, SOLAR_DEFAULTS),
    // Peak power per hectare of the fenced area, for the layout's peak power.
    ownField({ key: 'peakPowerDensityMwpPerHa', unit: 'MWp/ha', min: 0.01, max: 5, step: 0.01 }),
  ],
  powerLine: catalogueFields(PLANNER_OBJECT_KINDS.powerLine, LINE_DEFAULTS),
  cable: catalogueFields(PLANNER_OBJECT_KINDS.cable),
  receptor: catalogueFields(PLANNER_OBJECT_KINDS.receptor),
  siteBoundary: [],
  existingTurbine: catalogueFields(PLANNER_OBJECT_KINDS.existingTurbine, {
    hubHeight: EXISTING_TURBINE_DEFAULTS.hubHeight,
    rotorDiameter: EXISTING_TURBINE_DEFAULTS.rotorDiameter,
  }),
  substation: catalogueFields(PLANNER_OBJECT_KINDS.substation),
  transformer: catalogueFields(PLANNER_OBJECT_KINDS.transformer),
  batteryRow: catalogueFields(PLANNER_OBJECT_KINDS.batteryRow),
  electrolyser: catalogueFields(PLANNER_OBJECT_KINDS.electrolyser),
  building: catalogueFields(PLANNER_OBJECT_KINDS.building),
  mast: catalogueFields(PLANNER_OBJECT_KINDS.mast),
  noiseBarrier: catalogueFields(PLANNER_OBJECT_KINDS.noiseBarrier),
};

/** What an object of each kind is called in messages and default names. */

export function fieldOf(kind: ObjectKind, key: string): FieldDescription | undefined {
  return FIELDS[kind].find((field) => field.key === key);
}

const PRESET_ID = -1;

/** The kind the viewer draws an object as (objectSpec): by layout, type and burial depth. */
export function kindOf(
  layout: PlannerObjectLayout,
  plannerObjectTypeId: number,
  dataJson = '{}',
  presetDataJson?: string,
): ObjectKind {
  return specOf(layout, plannerObjectTypeId, dataJson, presetDataJson).kind;
}

function specOf(
  layout: PlannerObjectLayout,
  plannerObjectTypeId: number,
  dataJson: string,
  presetDataJson?: string,
) {
  const object: ViewerObject = {
    id: 0,
    name: '',
    layout,
    points: [],
    rotation: { x: 0, y: 0, z: 0, w: 1 },
    plannerObjectTypeId,
    presetId: presetDataJson === undefined ? null : PRESET_ID,
    plannerObjectDataJson: dataJson,
  };
  const presets =
    presetDataJson === undefined ? [] : [{ id: PRESET_ID, name: '', plannerObjectTypeId, presetDataJson }];
  return objectSpec(object, presets);
}

/** A limit or a measure as the active language writes a number ("0.5", "0,5"), never grouped. */
const numberText = (value: number) =>
  new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 10, useGrouping: false }).format(value);
const rangeProblem = (field: FieldDescription, name: string) => {
  const values = { name, min: numberText(field.min ?? 0), max: numberText(field.max ?? 0), unit: field.unit };
  return field.unit === '°'
    ? i18n._('planner.validation.rangeDegrees', values)
    : field.unit === 'count'
      ? i18n._('planner.validation.rangeCount', values)
      : i18n._('planner.validation.range', values);
};

/** Why a value does not fit the field, or null when it does. */
export function fieldProblem(kind: ObjectKind, key: string, value: unknown): string | null {
  const field = fieldOf(kind, key);
  // A choice of the catalogue (a building's roof) is one of its options.
  const choice = PLANNER_OBJECT_KINDS[kind].fields.find((f) => f.key === key && f.unit === 'choice');
  if (!field && choice?.unit === 'choice')
    return typeof value === 'string' && choice.options.includes(value)
      ? null
      : i18n._('planner.validation.oneOf', {
          name: inSentence(fieldLabel(choice)),
          options: choice.options.join(', '),
        });
  if (!field)
    return i18n._('planner.validation.noSetting', { kind: inSentence(OBJECT_TYPES[kind].label), key });
  const name = inSentence(fieldLabel(field));
  if (field.unit === 'colour') {
    // The viewer's own test: a colour it would not draw is refused here too.
    const spec = typeof value === 'string' ? specOf('Point', 0, JSON.stringify({ color: value })) : null;
    return spec?.kind === 'turbine' && spec.color.source === 'plan'
      ? null
      : i18n._('planner.validation.colour', { name, example: TURBINE_DEFAULTS.color });
  }
  if (typeof value !== 'number' || !Number.isFinite(value))
    return i18n._('planner.validation.number', { name });
  if (
    value < (field.min ?? -Infinity) ||
    value > (field.max ?? Infinity) ||
    (field.unit === 'count' && !Number.isInteger(value))
  )
    return rangeProblem(field, name);
  return null;
}

/** Why these turbine dimensions cannot stand, or null. */
export function turbineProblem({
  hubHeight,
  rotorDiameter,
}: {
  hubHeight?: number | undefined;
  rotorDiameter?: number | undefined;
}): string | null {
  if (hubHeight === undefined || rotorDiameter === undefined) return null;
  const radius = rotorDiameter / 2;
  if (radius >= hubHeight)
    return i18n._('planner.validation.rotorRadius', {
      radius: numberText(radius),
      hubHeight: numberText(hubHeight),
    });
  return null;
}

/** Why these points cannot outline a solar field, or null. A closing point may be given or not. */
export function areaProblem(points: readonly PlannerPoint[]): string | null {
  const first = points[0];
  const last = points[points.length - 1];
  const closed =
    points.length > 1 && first?.longitude === last?.longitude && first?.latitude === last?.latitude;
  const corners = closed ? points.slice(0, -1) : points;
  const problem = layoutPointsProblem('Area', corners);
  if (problem) return problem;
  const ring = [...corners, corners[0] as PlannerPoint].map((point) => [point.longitude, point.latitude]);
  if (kinks({ type: 'Polygon', coordinates: [ring] }).features.length > 0)
    return i18n._('planner.validation.crossesItself');
  if (areaSquareMetres(corners) < 1) return i18n._('planner.validation.noArea');
  return null;
}

/** Area enclosed by the outline (shoelace formula in the first corner's tangent plane). */
export function areaSquareMetres(corners: readonly PlannerPoint[]): number {
  const origin = corners[0];
  if (!origin) return 0;
  const local = corners.map((corner) => offsetBetween(origin, corner));
  let twice = 0;
  local.forEach((a, index) => {
    const b = local[(index + 1) % local.length] as Offset;
    twice += a.dx * b.dy - b.dx * a.dy;
  });
  return Math.abs(twice) / 2;
}
