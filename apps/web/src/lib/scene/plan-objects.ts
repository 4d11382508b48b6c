import { Group, type Object3D } from 'three';
import { curvatureDrop } from '@/lib/plan/geodesy';
import {
  objectSpec,
  RECEPTOR_MARKS,
  rotorRpm,
  type ViewerObject,
  type ViewerPreset,
} from '@/lib/plan/object-specs';
import { buildCableTrace, buildPowerLine, type LocalPoint } from './power-line';
import { buildReceptorMarker } from './receptor-marker';
import { buildSolarField } from './solar-field';
import { buildBarrier, buildStructure } from './structure';
import { buildTurbine } from './turbine';

/**
 * One planner object of the scene: everything drawn for it under one group that carries the
 * object's id (`userData.plannerObjectId`), so that a click can be traced back to the plan
 * (picking.ts) and the object can be rebuilt alone when it changes (its signature).
 */
export const OBJECT_ID_KEY = 'plannerObjectId';

export type PlanObject = {
  root: Group;
  /** The turbine's rotor and how fast it turns; null for other kinds. */
  rotor: { rotor: Object3D; radPerSecond: number } | null;
};

/** Where a point of the plan lies in the scene's local frame, on the ground: [east, north, up] in metres. */
export type ToLocal = (point: { longitude: number; latitude: number }) => LocalPoint;
/** The ground's `up` in the local frame at an east and north (placement.ts groundInFrame). */
export type GroundInFrame = (east: number, north: number) => number;
/** Sea level lowered by the curvature drop: the ground without terrain. */
const seaLevel: GroundInFrame = (east, north) => -curvatureDrop(Math.hypot(east, north));

type Lonlat = { longitude: number; latitude: number };

export function buildPlanObject(
  object: ViewerObject,
  presets: ViewerPreset[],
  windDirection: number,
  local: ToLocal,
  /** Distance to the sea horizon from the eye, metres: cable traces end there. */
  horizon: number,
  /** The ground between the plan's points: pylons and solar rows stand on it. */
  groundAt: GroundInFrame = seaLevel,
): PlanObject {
  const root = new Group();
  root.name = `plan-object-${object.id}`;
  root.userData[OBJECT_ID_KEY] = object.id;
  const built: PlanObject = { root, rotor: null };
  const spec = objectSpec(object, presets);
  const points = object.points.map(local);
  if (points.length === 0) return built;
  if (spec.kind === 'siteBoundary') return built;
  if (spec.kind === 'noiseBarrier') {
    root.add(buildBarrier(points, Number(spec.settings.height)));
    return built;
  }
  if ('settings' in spec) {
    root.add(buildStructure(spec.kind, spec.settings, points[0]!, groundAt));
    return built;
  }
  if (spec.kind === 'receptor') {
    const [e, n, u] = points[0]!;
    const marker = buildReceptorMarker({
      height: spec.heightAboveGround.value,
      color: RECEPTOR_MARKS[spec.category].color,
    });
    marker.position.set(e, u, -n);
    root.add(marker);
  } else if (spec.kind === 'turbine' || spec.kind === 'existingTurbine') {
    const [e, n, u] = points[0]!;
    const { group, rotor } = buildTurbine(
      { hubHeight: spec.hubHeight.value, rotorDiameter: spec.rotorDiameter.value, color: spec.color.value },
      windDirection,
    );
    group.position.set(e, u, -n);
    root.add(group);
    built.rotor = { rotor, radPerSecond: (rotorRpm(spec.rotorDiameter.value) * 2 * Math.PI) / 60 };
  } else if (spec.kind === 'solar') {
    const [ae, an, au] = points[0]!;
    const field = buildSolarField(
      points.map(([e, n]) => [e - ae, n - an] as [number, number]),
      { tilt: spec.tilt.value, rowSpacing: spec.rowSpacing.value, panelHeight: spec.panelHeight.value },
      (e, n) => groundAt(e + ae, n + an) - au,
    );
    field.position.set(ae, au, -an);
    root.add(field);
  } else if (spec.kind === 'powerLine') {
    root.add(
      buildPowerLine(points, { pylonHeight: spec.pylonHeight.value, span: spec.span.value }, groundAt).group,
    );
  } else {
    // Every 100 m along the route; only the parts nearer than the sea horizon are drawn: a
    // mark on the surface beyond it is hidden by the earth (a one-pixel line would
    // otherwise sit on the horizon).
    let run: LocalPoint[] = [];
    for (const p of [...densify(object.points, 100).map(local), null]) {
      if (p && Math.hypot(p[0], p[1]) < horizon) run.push(p);
      else {
        if (run.length > 1) root.add(buildCableTrace(run));
        run = [];
      }
    }
  }
  return built;
}

/**
 * What an object's drawing depends on, as one string: the object, its preset's data and, for a
 * turbine, the wind. Equal signatures draw the same (in the same frame), so a new content only
 * rebuilds the objects whose signature changed: an edit of one object among a thousand rebuilds one.
 */
export function objectSignature(
  object: ViewerObject,
  presetData: ReadonlyMap<number, string>,
  windDirection: number,
): string {
  const preset = object.presetId === null ? '' : (presetData.get(object.presetId) ?? '');
  const wind = object.layout === 'Point' ? windDirection : '';
  return `${JSON.stringify(object)}\u0000${preset}\u0000${wind}`;
}

/** Each preset's data by id, for objectSignature. */
export const presetDataById = (presets: readonly ViewerPreset[]) =>
  new Map(presets.map((p) => [p.id, `${p.plannerObjectTypeId}:${p.presetDataJson}`]));

/**
 * Which built objects to drop and which objects to build, from the signatures built so far and
 * those of the new content (both by object id).
 */
export function contentChanges(
  built: ReadonlyMap<number, string>,
  next: ReadonlyMap<number, string>,
): { remove: number[]; build: number[] } {
  const remove = [...built].filter(([id, signature]) => next.get(id) !== signature).map(([id]) => id);
  const build = [...next].filter(([id, signature]) => built.get(id) !== signature).map(([id]) => id);
  return { remove, build };
}

/** Extra points along each leg of a path, at most `metres` apart (equirectangular; for drawing). */
export function densify(points: Lonlat[], metres: number): Lonlat[] {
  const out: Lonlat[] = [];
  for (let i = 0; i < points.length; i += 1) {
    const a = points[i]!;
    out.push(a);
    const b = points[i + 1];
    if (!b) break;
    const lat = (a.latitude * Math.PI) / 180;
    const length = Math.hypot(
      (b.longitude - a.longitude) * 111_320 * Math.cos(lat),
      (b.latitude - a.latitude) * 110_574,
    );
    const pieces = Math.min(2000, Math.ceil(length / metres));
    for (let k = 1; k < pieces; k += 1)
      out.push({
        longitude: a.longitude + ((b.longitude - a.longitude) * k) / pieces,
        latitude: a.latitude + ((b.latitude - a.latitude) * k) / pieces,
      });
  }
  return out;
}
