import { z } from 'zod/mini';
import type { FEATURE_KEYS } from './features.js';
import type { PlannerObjectLayout } from './planner-objects.js';

/**
 * The kinds of planner object, declared once: the server checks a planner object's or preset's
 * type, layout and data against them, and the planner and the public viewer ask them what an
 * object is (a turbine, an area, a line), never its layout. A kind's `typeId` is what
 * `plannerObjectTypeId` stores; ids are never reused.
 *
 * `role` says what the analyses make of a kind: only `turbine` objects enter the ZTV, the
 * turbine spacing and, later, shadow flicker and noise; `area` and `line` are drawn and
 * exported; `structure` stands at a point without turning.
 */
export type PlannerObjectRole = 'turbine' | 'area' | 'line' | 'structure';

/** A setting of a kind's data (`plannerObjectDataJson`, `presetDataJson`): a number with a range and unit, or a colour. */
export type KindField =
  | { key: string; label: string; unit: 'm' | '°'; min: number; max: number; step: number }
  | { key: string; label: string; unit: 'colour' };

export type PlannerObjectKind = {
  key: PlannerObjectKindKey;
  typeId: number;
  layout: PlannerObjectLayout;
  name: string;
  plural: string;
  role: PlannerObjectRole;
  /** The subscription module (feature key) the kind belongs to. */
  module: (typeof FEATURE_KEYS)[number];
  fields: readonly KindField[];
};

export const PLANNER_OBJECT_KIND_KEYS = ['turbine', 'solar', 'cable', 'powerLine'] as const;
export type PlannerObjectKindKey = (typeof PLANNER_OBJECT_KIND_KEYS)[number];

const metres = (key: string, label: string, min: number, max: number, step: number): KindField => ({
  key,
  label,
  unit: 'm',
  min,
  max,
  step,
});

export const PLANNER_OBJECT_KINDS: Readonly<Record<PlannerObjectKindKey, PlannerObjectKind>> = {
  turbine: {
    key: 'turbine',
    typeId: 1,
    layout: 'Point',
    name: 'Wind turbine',
    plural: 'Wind turbines',
    role: 'turbine',
    module: 'Wind',
    fields: [
      metres('hubHeight', 'Hub height', 10, 250, 1),
      metres('rotorDiameter', 'Rotor diameter', 10, 300, 1),
      { key: 'color', label: 'Colour', unit: 'colour' },
    ],
  },
  solar: {
    key: 'solar',
    typeId: 2,
    layout: 'Area',
    name: 'Solar field',
    plural: 'Solar fields',
    role: 'area',
    module: 'Solar',
    fields: [
      { key: 'tilt', label: 'Tilt', unit: '°', min: 0, max: 60, step: 1 },
      metres('rowSpacing', 'Row spacing', 1, 50, 0.5),
      metres('panelHeight', 'Panel height', 0.5, 10, 0.1),
    ],
  },
  cable: {
    key: 'cable',
    typeId: 3,
    layout: 'Path',
    name: 'Cable',
    plural: 'Cables',
    role: 'line',
    module: 'Pylon',
    fields: [metres('depth', 'Burial depth', 0, 50, 0.1)],
  },
  powerLine: {
    key: 'powerLine',
    typeId: 4,
    layout: 'Path',
    name: 'Power line',
    plural: 'Power lines',
    role: 'line',
    module: 'Pylon',
    fields: [
      metres('pylonHeight', 'Pylon height', 5, 150, 1),
      metres('span', 'Span between pylons', 50, 2000, 10),
    ],
  },
};

export const PLANNER_OBJECT_KIND_LIST: readonly PlannerObjectKind[] = Object.values(PLANNER_OBJECT_KINDS);

/** The kind a type id stands for, or undefined for a type the product does not know. */
export function plannerKindOfType(typeId: number): PlannerObjectKind | undefined {
  return PLANNER_OBJECT_KIND_LIST.find((kind) => kind.typeId === typeId);
}

const withArticle = (layout: PlannerObjectLayout) => (layout === 'Area' ? `an ${layout}` : `a ${layout}`);

const HEX_COLOUR = /^#?[0-9a-fA-F]{6}$/;

function fieldSchema(field: KindField) {
  if (field.unit === 'colour') {
    const error = `${field.key} must be a colour like #e6e8ea`;
    return z.string({ error }).check(z.regex(HEX_COLOUR, { error }));
  }
  const error = `${field.key} must be between ${field.min} and ${field.max} ${field.unit}`;
  return z.number({ error }).check(z.minimum(field.min, { error }), z.maximum(field.max, { error }));
}

/**
 * The schema of a kind's data: a JSON object whose known settings have their type and range.
 * Other keys are kept as they are (an import or an older client may have written them; the
 * viewer ignores them), so a stored object never becomes unreadable by a new field.
 */
export function kindDataSchema(kind: PlannerObjectKind) {
  return z.looseObject(
    Object.fromEntries(kind.fields.map((field) => [field.key, z.optional(fieldSchema(field))])),
  );
}

const dataSchemas = new Map(PLANNER_OBJECT_KIND_LIST.map((kind) => [kind.key, kindDataSchema(kind)]));

/**
 * Why a planner object's or preset's type, layout and data do not fit the declared kinds, or
 * null when they do: an unknown type, a layout other than the kind's (`layout` undefined for a
 * preset, which has none), data that is not a JSON object or a setting out of range.
 */
export function kindProblem(
  typeId: number,
  layout: PlannerObjectLayout | undefined,
  dataJson: string | undefined,
): { field: 'plannerObjectTypeId' | 'layout' | 'data'; message: string } | null {
  const kind = plannerKindOfType(typeId);
  if (!kind)
    return {
      field: 'plannerObjectTypeId',
      message: `plannerObjectTypeId ${typeId} is no kind of planner object; the kinds are ${PLANNER_OBJECT_KIND_LIST.map((k) => `${k.typeId} (${k.name})`).join(', ')}.`,
    };
  if (layout !== undefined && layout !== kind.layout)
    return {
      field: 'layout',
      message: `A ${kind.name.toLowerCase()} is laid out as ${withArticle(kind.layout)}, not ${withArticle(layout)}.`,
    };
  if (dataJson === undefined) return null;
  let data: unknown;
  try {
    data = JSON.parse(dataJson);
  } catch {
    return { field: 'data', message: 'must be JSON' };
  }
  const parsed = dataSchemas.get(kind.key)!.safeParse(data);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return {
    field: 'data',
    message:
      issue.code === 'invalid_type' && issue.path.length === 0 ? 'must be a JSON object' : issue.message,
  };
}
