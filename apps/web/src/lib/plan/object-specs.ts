import {
  plannerKindOfType,
  RECEPTOR_CATEGORIES,
  RECEPTOR_DEFAULT_HEIGHT_M,
  type ReceptorCategory,
  TURBINE_DEFAULT_SIZE,
  type ViewerProject,
} from '@vantage/contracts';
import { isStructureKey, type StructureKey, structureSettings } from './structures';

/**
 * What the planner places and the public viewer draws for each planner object, and with which dimensions. The
 * object's own data wins over its preset's; what neither says takes the stated default, and
 * every dimension remembers where it came from, for the "How this view was made" panel.
 *
 * Kinds, by the catalogue's type (planner-kinds.ts): a receptor, a site boundary and an
 * existing turbine are what their type says. Other types, by layout and type:
 * - `Point` → wind turbine.
 * - `Area` → solar field.
 * - `Path` → underground or subsea cable (shown as a trace on the surface) when its type is
 *   the catalogue's cable type (3) or its data gives a burial `depth`; otherwise an overhead
 *   power line with pylons. A buried cable is invisible in reality; the trace only shows the
 *   route, and the panel says so.
 */
export type ViewerObject = ViewerProject['scenarios'][number]['plannerObjects'][number];
export type ViewerPreset = ViewerProject['presets'][number];

export const CABLE_TYPE_ID = 3;

export type Source = 'plan' | 'preset' | 'default';
export type Dimension<T = number> = { value: T; source: Source };

export const TURBINE_DEFAULTS = {
  ...TURBINE_DEFAULT_SIZE,
  /** RAL 7035 light grey, the usual turbine colour. */
  color: '#e6e8ea',
};
export const SOLAR_DEFAULTS = { tilt: 20, rowSpacing: 6, panelHeight: 2.5 };
export const LINE_DEFAULTS = { pylonHeight: 50, span: 400 };

export type TurbineSpec = {
  kind: 'turbine';
  hubHeight: Dimension;
  rotorDiameter: Dimension;
  color: Dimension<string>;
};
export type SolarSpec = {
  kind: 'solar';
  tilt: Dimension;
  rowSpacing: Dimension;
  panelHeight: Dimension;
};
export type PowerLineSpec = { kind: 'powerLine'; pylonHeight: Dimension; span: Dimension };
export type CableSpec = { kind: 'cable'; depth: Dimension | null };
export type ReceptorSpec = { kind: 'receptor'; category: ReceptorCategory; heightAboveGround: Dimension };
export type SiteBoundarySpec = { kind: 'siteBoundary' };
/** Another park's turbine: drawn as a turbine, counted as none of ours. */
export type ExistingTurbineSpec = Omit<TurbineSpec, 'kind'> & { kind: 'existingTurbine' };
/** A stationary object (structures.ts): its settings, each its own, its preset's or the catalogue's. */
export type StructureSpec = { kind: StructureKey; settings: Record<string, number | string> };
export type ObjectSpec =
  | StructureSpec
  | TurbineSpec
  | SolarSpec
  | PowerLineSpec
  | CableSpec
  | ReceptorSpec
  | SiteBoundarySpec
  | ExistingTurbineSpec;

/**
 * A mark per category on the map, told apart by its letter as well as its colour (the planner's legend names them); here, beside the specs, as the 3D view colours its
 * receptor markers by them too, so the categories are readable without colour vision.
 */
export const RECEPTOR_MARKS: Readonly<Record<ReceptorCategory, { color: string; letter: string }>> = {
  dwelling: { color: '#c0392b', letter: 'D' },
  holidayHome: { color: '#d35400', letter: 'H' },
  school: { color: '#8e44ad', letter: 'S' },
  careHome: { color: '#16a085', letter: 'C' },
  hospital: { color: '#2c3e50', letter: '+' },
  business: { color: '#7f8c8d', letter: 'B' },
  other: { color: '#6d4c41', letter: 'O' },
};

/** Existing turbines are darker than the planned ones' light grey unless they say otherwise. */
export const EXISTING_TURBINE_DEFAULTS = { hubHeight: 100, rotorDiameter: 100, color: '#7a7f85' };

/**
 * Parsed data by its text, frozen (only read): the map, the spacing, the analyses and the
 * preview ask for every object's spec on each change of the plan, and a plan's objects share
 * few texts (an import's thousands of turbines, one). Emptied when it holds PARSED_MAX.
 */
const parsed = new Map<string, Readonly<Record<string, unknown>>>();
const PARSED_MAX = 20_000;

function parse(json: string | undefined): Readonly<Record<string, unknown>> {
  if (!json) return {};
  let data = parsed.get(json);
  if (!data) {
    try {
      const value: unknown = JSON.parse(json);
      data =
        value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    } catch {
      data = {};
    }
    if (parsed.size >= PARSED_MAX) parsed.clear();
    parsed.set(json, Object.freeze(data));
  }
  return data;
}

function pick<T>(
  key: string,
  own: Record<string, unknown>,
  preset: Record<string, unknown>,
  fallback: T,
  valid: (v: unknown) => v is T,
): Dimension<T> {
  if (valid(own[key])) return { value: own[key], source: 'plan' };
  if (valid(preset[key])) return { value: preset[key], source: 'preset' };
  return { value: fallback, source: 'default' };
}

const positive = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;
const angle = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 60;
const colour = (v: unknown): v is string => typeof v === 'string' && /^#?[0-9a-fA-F]{6}$/.test(v);
const height = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const category = (v: unknown): v is ReceptorCategory => RECEPTOR_CATEGORIES.some((c) => c === v);

function turbineDimensions(
  own: Record<string, unknown>,
  preset: Record<string, unknown>,
  defaults: typeof TURBINE_DEFAULTS,
) {
  const color = pick('color', own, preset, defaults.color, colour);
  return {
    hubHeight: pick('hubHeight', own, preset, defaults.hubHeight, positive),
    rotorDiameter: pick('rotorDiameter', own, preset, defaults.rotorDiameter, positive),
    color: { ...color, value: color.value.startsWith('#') ? color.value : `#${color.value}` },
  };
}

export function objectSpec(object: ViewerObject, presets: ViewerPreset[]): ObjectSpec {
  const own = parse(object.plannerObjectDataJson);
  const preset = parse(presets.find((p) => p.id === object.presetId)?.presetDataJson);
  const planKind = plannerKindOfType(object.plannerObjectTypeId);
  const role = planKind?.role;
  if (role === 'structure' && planKind && isStructureKey(planKind.key))
    return { kind: planKind.key, settings: structureSettings(planKind.key, own, preset) };
  if (role === 'receptor')
    return {
      kind: 'receptor',
      category: pick('category', own, preset, 'dwelling' as ReceptorCategory, category).value,
      heightAboveGround: pick('heightAboveGround', own, preset, RECEPTOR_DEFAULT_HEIGHT_M, height),
    };
  if (role === 'boundary') return { kind: 'siteBoundary' };
  if (role === 'existingTurbine')
    return { kind: 'existingTurbine', ...turbineDimensions(own, preset, EXISTING_TURBINE_DEFAULTS) };
  if (object.layout === 'Point')
    return { kind: 'turbine', ...turbineDimensions(own, preset, TURBINE_DEFAULTS) };
  if (object.layout === 'Area')
    return {
      kind: 'solar',
      tilt: pick('tilt', own, preset, SOLAR_DEFAULTS.tilt, angle),
      rowSpacing: pick('rowSpacing', own, preset, SOLAR_DEFAULTS.rowSpacing, positive),
      panelHeight: pick('panelHeight', own, preset, SOLAR_DEFAULTS.panelHeight, positive),
    };
  const depth = pick('depth', own, preset, 0, positive);
  if (object.plannerObjectTypeId === CABLE_TYPE_ID || depth.source !== 'default')
    return { kind: 'cable', depth: depth.source === 'default' ? null : depth };
  return {
    kind: 'powerLine',
    pylonHeight: pick('pylonHeight', own, preset, LINE_DEFAULTS.pylonHeight, positive),
    span: pick('span', own, preset, LINE_DEFAULTS.span, positive),
  };
}

/** Rotor speed: a tip speed of about 80 m/s, so large rotors turn slowly (5–15 rpm). */
export function rotorRpm(rotorDiameter: number): number {
  return Math.min(15, Math.max(5, (80 / (Math.PI * rotorDiameter)) * 60));
}
