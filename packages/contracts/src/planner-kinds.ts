import { z } from 'zod/mini';
import type { FEATURE_KEYS } from './features.js';
import type { PlannerObjectLayout } from './planner-objects.js';
import { RECEPTOR_CATEGORIES, RECEPTOR_DEFAULT_HEIGHT_M } from './receptors.js';

/**
 * The kinds of planner object, declared once: the server checks a planner object's or preset's
 * type, layout and data against them, and the planner and the public viewer ask them what an
 * object is (a turbine, an area, a line), never its layout. A kind's `typeId` is what
 * `plannerObjectTypeId` stores; ids are never reused.
 *
 * `role` says what the analyses make of a kind: only `turbine` objects enter the ZTV, the
 * turbine spacing, a scenario's capacity and, later, shadow flicker and noise as planned
 * turbines; `existingTurbine` stands in the 3D view (another park, for cumulative studies) but
 * is in no scenario's capacity nor in the spacing; `receptor` is a place where people are, which
 * the studies judge a layout against; `boundary` is the site's outline, outside which a turbine
 * is flagged; `area` and `line` are drawn and exported; `structure` is a stationary object (the
 * Stationary module: a substation, a building, a mast, a noise barrier …) that stands at a point
 * turned to its `bearing`, or along a path, at its true size, and is counted as nothing else.
 */
export type PlannerObjectRole =
  | 'turbine'
  | 'existingTurbine'
  | 'receptor'
  | 'boundary'
  | 'area'
  | 'line'
  | 'structure';

/**
 * A setting of a kind's data (`plannerObjectDataJson`, `presetDataJson`): a number with a range
 * and unit, a colour, one of a list of choices, a short text or a yes/no. `default` is what the
 * planner writes into a new object (and what a reader takes when the setting is missing).
 */
export type KindField =
  | {
      key: string;
      label: string;
      unit: 'm' | '°' | 'count';
      min: number;
      max: number;
      step: number;
      default?: number;
    }
  | { key: string; label: string; unit: 'colour'; default?: string }
  | {
      key: string;
      label: string;
      unit: 'choice';
      options: readonly string[];
      default: string;
    }
  | { key: string; label: string; unit: 'text'; maxLength: number }
  | { key: string; label: string; unit: 'boolean'; default: boolean };

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
  /** Why the settings together do not fit (a rule between settings), or null. */
  together?: (data: Record<string, unknown>) => string | null;
};

export const PLANNER_OBJECT_KIND_KEYS = [
  'turbine',
  'solar',
  'cable',
  'powerLine',
  'receptor',
  'siteBoundary',
  'existingTurbine',
  'substation',
  'transformer',
  'batteryRow',
  'electrolyser',
  'building',
  'mast',
  'noiseBarrier',
] as const;
export type PlannerObjectKindKey = (typeof PLANNER_OBJECT_KIND_KEYS)[number];

const metres = (
  key: string,
  label: string,
  min: number,
  max: number,
  step: number,
  fallback?: number,
): KindField => ({
  key,
  label,
  unit: 'm',
  min,
  max,
  step,
  ...(fallback === undefined ? {} : { default: fallback }),
});

const degrees = (key: string, label: string, min: number, max: number, fallback?: number): KindField => ({
  key,
  label,
  unit: '°',
  min,
  max,
  step: 1,
  ...(fallback === undefined ? {} : { default: fallback }),
});

const count = (key: string, label: string, min: number, max: number, fallback: number): KindField => ({
  key,
  label,
  unit: 'count',
  min,
  max,
  step: 1,
  default: fallback,
});

/**
 * A standard 40 ft ISO container (ISO 668, 1AA): 12.19 m long, 2.44 m wide, 2.59 m high. A
 * battery container row is made of them, end to end along its bearing.
 */
export const CONTAINER_40FT = { length: 12.19, width: 2.44, height: 2.59 } as const;

/**
 * Which way a stationary object's length runs: degrees clockwise from true north, as a compass
 * bearing. Its width runs square to it.
 */
const bearing = () => degrees('bearing', 'Bearing of the length (from north)', 0, 360, 0);

/** A stationary object's footprint and height, with sensible real defaults. */
const box = (length: number, width: number, height: number, maxLength = 500, maxHeight = 60) => [
  metres('length', 'Length', 1, maxLength, 0.1, length),
  metres('width', 'Width', 1, maxLength, 0.1, width),
  metres('height', 'Height', 1, maxHeight, 0.1, height),
];

const structure = (
  key: PlannerObjectKindKey,
  typeId: number,
  name: string,
  plural: string,
  fields: readonly KindField[],
  layout: PlannerObjectLayout = 'Point',
): PlannerObjectKind => ({
  key,
  typeId,
  layout,
  name,
  plural,
  role: 'structure',
  module: 'Stationary',
  fields,
});

/** The window settings a receptor needs for shadow flicker when it is not in "all directions" mode. */
export const RECEPTOR_WINDOW_KEYS = ['windowWidth', 'windowHeight', 'windowBearing'] as const;

/**
 * A receptor sees shadow flicker either from all directions (the greenhouse mode, the
 * conservative default) or through one window; a window needs at least its size and the way it
 * faces (its tilt defaults to 0°, upright, and its centre to the receptor's height).
 */
function receptorWindowProblem(data: Record<string, unknown>): string | null {
  if (data.allDirections !== false) return null;
  const missing = RECEPTOR_WINDOW_KEYS.filter((key) => data[key] === undefined);
  return missing.length
    ? `a receptor with allDirections false needs its window: ${missing.join(', ')} missing`
    : null;
}

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
  receptor: {
    key: 'receptor',
    typeId: 5,
    layout: 'Point',
    name: 'Receptor',
    plural: 'Receptors',
    role: 'receptor',
    module: 'Wind',
    fields: [
      {
        key: 'category',
        label: 'Category',
        unit: 'choice',
        options: RECEPTOR_CATEGORIES,
        default: 'dwelling',
      },
      metres('heightAboveGround', 'Height above ground', 0, 100, 0.1, RECEPTOR_DEFAULT_HEIGHT_M),
      { key: 'address', label: 'Address', unit: 'text', maxLength: 200 },
      { key: 'allDirections', label: 'Shadow from all directions', unit: 'boolean', default: true },
      metres('windowWidth', 'Window width', 0.1, 20, 0.1),
      metres('windowHeight', 'Window height', 0.1, 20, 0.1),
      degrees('windowBearing', 'Window faces (bearing)', 0, 360),
      degrees('windowTilt', 'Window tilt from upright', 0, 90),
      metres('windowCentreHeight', 'Window centre above ground', 0, 100, 0.1),
    ],
    together: receptorWindowProblem,
  },
  siteBoundary: {
    key: 'siteBoundary',
    typeId: 6,
    layout: 'Area',
    name: 'Site boundary',
    plural: 'Site boundaries',
    role: 'boundary',
    module: 'Wind',
    fields: [],
  },
  existingTurbine: {
    key: 'existingTurbine',
    typeId: 7,
    layout: 'Point',
    name: 'Existing turbine',
    plural: 'Existing turbines',
    role: 'existingTurbine',
    module: 'Wind',
    fields: [
      metres('hubHeight', 'Hub height', 10, 250, 1),
      metres('rotorDiameter', 'Rotor diameter', 10, 300, 1),
      { key: 'parkName', label: 'Park or operator', unit: 'text', maxLength: 200 },
    ],
  },
  // A 110/20 kV substation: a fenced compound with its control building over the first third
  // of its length and transformer bays in the rest.
  substation: structure('substation', 8, 'Substation', 'Substations', [
    ...box(60, 40, 6, 1000, 40),
    count('bays', 'Transformer bays', 0, 12, 2),
    bearing(),
  ]),
  // A large power transformer with its radiators and conservator.
  transformer: structure('transformer', 9, 'Transformer', 'Transformers', [
    ...box(8, 5, 6, 50, 20),
    bearing(),
  ]),
  batteryRow: structure('batteryRow', 10, 'Battery container row', 'Battery container rows', [
    count('containers', 'Containers (40 ft)', 1, 100, 10),
    metres('spacing', 'Gap between containers', 0, 50, 0.1, 3),
    bearing(),
  ]),
  electrolyser: structure('electrolyser', 11, 'Electrolyser hall', 'Electrolyser halls', [
    ...box(100, 30, 12, 1000, 60),
    bearing(),
  ]),
  building: structure('building', 12, 'Building', 'Buildings', [
    ...box(20, 12, 6, 500, 200),
    { key: 'roof', label: 'Roof', unit: 'choice', options: ['flat', 'gable'], default: 'flat' },
    metres('roofHeight', 'Ridge above the eaves', 0, 30, 0.1, 3),
    bearing(),
  ]),
  mast: structure('mast', 13, 'Lattice or met mast', 'Lattice and met masts', [
    metres('height', 'Height', 2, 300, 0.5, 100),
    metres('baseWidth', 'Base width', 0.2, 30, 0.1, 2),
    bearing(),
  ]),
  noiseBarrier: structure(
    'noiseBarrier',
    14,
    'Noise barrier or fence',
    'Noise barriers and fences',
    [metres('height', 'Height', 0.5, 20, 0.1, 4)],
    'Path',
  ),
};

export const PLANNER_OBJECT_KIND_LIST: readonly PlannerObjectKind[] = Object.values(PLANNER_OBJECT_KINDS);

/**
 * A turbine's size where neither it nor its preset states one: a modern offshore turbine
 * (Vestas V236, SG 14-236 DD), tip height about 268 m. The planner draws it and the server's
 * checks measure it.
 */
export const TURBINE_DEFAULT_SIZE: { readonly hubHeight: number; readonly rotorDiameter: number } = {
  hubHeight: 150,
  rotorDiameter: 236,
};

/**
 * A planner object's or preset's stored data (`plannerObjectDataJson`, `presetDataJson`) as an
 * object: `{}` where there is none, or it is no JSON object (rows from before the catalogue).
 */
export function plannerDataOf(json: string | null | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const data: unknown = JSON.parse(json);
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

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
  if (field.unit === 'choice') {
    const error = `${field.key} must be one of ${field.options.join(', ')}`;
    return z.enum(field.options as [string, ...string[]], { error });
  }
  if (field.unit === 'text') {
    const error = `${field.key} must be a text of at most ${field.maxLength} characters`;
    return z.string({ error }).check(z.maxLength(field.maxLength, { error }));
  }
  if (field.unit === 'boolean') return z.boolean({ error: `${field.key} must be true or false` });
  if (field.unit === 'count') {
    const error = `${field.key} must be a whole number between ${field.min} and ${field.max}`;
    return z.int({ error }).check(z.minimum(field.min, { error }), z.maximum(field.max, { error }));
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

/**
 * Built on first use, so that a reader of the catalogue alone (the public viewer, the planner's
 * kind modules) does not load the schema library.
 */
let dataSchemas: Map<PlannerObjectKindKey, ReturnType<typeof kindDataSchema>> | undefined;
const dataSchemaOf = (kind: PlannerObjectKind) => {
  dataSchemas ??= new Map(PLANNER_OBJECT_KIND_LIST.map((k) => [k.key, kindDataSchema(k)]));
  return dataSchemas.get(kind.key)!;
};

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
  const parsed = dataSchemaOf(kind).safeParse(data);
  if (parsed.success) {
    const together = kind.together?.(parsed.data);
    return together ? { field: 'data', message: together } : null;
  }
  const issue = parsed.error.issues[0]!;
  return {
    field: 'data',
    message:
      issue.code === 'invalid_type' && issue.path.length === 0 ? 'must be a JSON object' : issue.message,
  };
}
