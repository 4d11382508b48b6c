import {
  type PlannerObject,
  type Preset,
  plannerDataOf,
  RECEPTOR_CATEGORIES,
  type ReceptorCategory,
  receptorFootprintOf,
  type Scenario,
} from '@vantage/contracts';
import { polygonRelation } from '@vantage/contracts/studies/geodesy';
import type { LayoutFigures, LayoutFiguresInput } from '@vantage/contracts/studies/layout-figures';
import type { SetbackReceptor, SetbackTurbine, SiteBoundary } from '@vantage/contracts/studies/setbacks';
import Papa from 'papaparse';
import { isPlannedTurbine, roleOf } from '@/lib/plan/kinds/registry';
import { objectSpec } from '@/lib/plan/object-specs';
import { csvText } from './export';

/**
 * What the planner's site studies (setbacks, the site boundary, the figures of a layout) read
 * from the plan, in the shapes of the pure modules the server's check runs too
 * (`@vantage/contracts/studies/*`, docs/studies/setbacks.md), so that the browser and the
 * server measure the same turbines against the same receptors.
 */

/**
 * Receptors, site boundaries and existing turbines belong to the project, not to a scenario
 * (docs/decisions/189-site-context-in-the-planner.md): every scenario is judged against them,
 * and hiding a scenario does not hide them.
 */
export const isProjectWide = (object: Pick<PlannerObject, 'layout' | 'plannerObjectTypeId'>) => {
  const role = roleOf(object);
  return role === 'receptor' || role === 'boundary' || role === 'existingTurbine';
};

const categoryOf = (value: unknown): ReceptorCategory =>
  RECEPTOR_CATEGORIES.find((category) => category === value) ?? 'other';

/** The planned turbines with a position, each with its size (own, else its preset's, else the default). */
export function setbackTurbines(
  objects: readonly PlannerObject[],
  presets: readonly Preset[],
): SetbackTurbine[] {
  return objects.flatMap((object) => {
    const point = object.points[0];
    if (!isPlannedTurbine(object) || !point) return [];
    const spec = objectSpec(object, [...presets]);
    if (spec.kind !== 'turbine') return [];
    return [
      {
        id: object.id,
        name: object.name,
        longitude: point.longitude,
        latitude: point.latitude,
        hubHeight: spec.hubHeight.value,
        rotorDiameter: spec.rotorDiameter.value,
      },
    ];
  });
}

/**
 * The project's receptors (of every scenario), a missing or unknown category read as `other`,
 * a building with its footprint, as the server does.
 */
export function setbackReceptors(objects: readonly PlannerObject[]): SetbackReceptor[] {
  return objects.flatMap((object) => {
    const point = object.points[0];
    if (roleOf(object) !== 'receptor' || !point) return [];
    const data = plannerDataOf(object.plannerObjectDataJson);
    return [
      {
        id: object.id,
        name: object.name,
        category: categoryOf(data.category),
        longitude: point.longitude,
        latitude: point.latitude,
        footprint: receptorFootprintOf(data),
      },
    ];
  });
}

/** Each site boundary object is one part of the site; together they are where turbines may stand. */
export function siteBoundaries(objects: readonly PlannerObject[]): SiteBoundary[] {
  return objects.flatMap((object) =>
    roleOf(object) === 'boundary' && object.points.length >= 3
      ? [{ id: object.id, name: object.name, parts: [[object.points]] }]
      : [],
  );
}

/**
 * The turbines standing outside every part of the site boundary; none while the project has
 * no boundary (there is nothing to be outside of).
 */
export function turbinesOutsideBoundary(
  turbines: readonly SetbackTurbine[],
  boundaries: readonly SiteBoundary[],
): SetbackTurbine[] {
  if (boundaries.length === 0) return [];
  return turbines.filter(
    (turbine) =>
      !boundaries.some((boundary) => boundary.parts.some((part) => polygonRelation(turbine, part).inside)),
  );
}

const positiveNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/** A setting of an object, else of its preset, else null. */
function ownOrPreset(object: PlannerObject, presets: readonly Preset[], key: string): number | null {
  const preset = presets.find((candidate) => candidate.id === object.presetId);
  return (
    positiveNumber(plannerDataOf(object.plannerObjectDataJson)[key]) ??
    positiveNumber(plannerDataOf(preset?.presetDataJson)[key])
  );
}

/**
 * The inputs of one scenario's figures: its planned turbines, solar fields and lines, and the
 * project's receptors and existing turbines (of every scenario), which are counted apart.
 */
export function layoutFiguresInput(
  objects: readonly PlannerObject[],
  presets: readonly Preset[],
  scenarioId: number,
): LayoutFiguresInput {
  const own = objects.filter((object) => object.scenarioId === scenarioId);
  return {
    turbines: own.flatMap((object) => {
      const point = object.points[0];
      return isPlannedTurbine(object) && point
        ? [
            {
              id: object.id,
              name: object.name,
              longitude: point.longitude,
              latitude: point.latitude,
              ratedPowerKw: ownOrPreset(object, presets, 'ratedPowerKw'),
            },
          ]
        : [];
    }),
    solarFields: own.flatMap((object) =>
      roleOf(object) === 'area' && object.points.length >= 3
        ? [
            {
              id: object.id,
              name: object.name,
              polygon: [object.points],
              peakPowerDensityMwpPerHa: ownOrPreset(object, presets, 'peakPowerDensityMwpPerHa'),
            },
          ]
        : [],
    ),
    lines: own.flatMap((object) => {
      if (roleOf(object) !== 'line' || object.points.length < 2) return [];
      const spec = objectSpec(object, [...presets]);
      return [
        {
          id: object.id,
          name: object.name,
          kind: spec.kind === 'cable' ? ('cable' as const) : ('powerLine' as const),
          points: object.points,
        },
      ];
    }),
    receptors: setbackReceptors(objects),
    existingTurbines: objects.flatMap((object) => {
      const point = object.points[0];
      return roleOf(object) === 'existingTurbine' && point ? [{ id: object.id, ...point }] : [];
    }),
  };
}

const decimals = (value: number, digits: number) => value.toFixed(digits);

/** The figures of one scenario as rows of figure, value and unit, for the summary and its CSV. */
export function figureRows(
  figures: LayoutFigures,
  turbineNames: ReadonlyMap<number, string>,
): [figure: string, value: string, unit: string][] {
  const rows: [string, string, string][] = [
    ['Wind turbines', String(figures.turbineCount), ''],
    ['Installed capacity', decimals(figures.installedCapacityMw, 3), 'MW'],
  ];
  if (figures.turbinesWithoutRatedPower > 0)
    rows.push([
      'Turbines without a rated power (not in the capacity)',
      String(figures.turbinesWithoutRatedPower),
      '',
    ]);
  rows.push(
    ['Solar fields', String(figures.solarFieldCount), ''],
    ['Solar area', decimals(figures.solarAreaHa, 2), 'ha'],
    ['Solar peak power', decimals(figures.solarPeakPowerMwp, 3), 'MWp'],
  );
  if (figures.solarFieldsWithoutDensity > 0)
    rows.push([
      'Solar fields without a peak power density (not in the peak power)',
      String(figures.solarFieldsWithoutDensity),
      '',
    ]);
  rows.push(
    ['Cable length', decimals(figures.cableLengthKm, 3), 'km'],
    ['Power line length', decimals(figures.powerLineLengthKm, 3), 'km'],
    ['Existing turbines (not counted above)', String(figures.existingTurbineCount), ''],
  );
  for (const nearest of figures.nearestReceptors) {
    const turbine = turbineNames.get(nearest.turbineId) ?? String(nearest.turbineId);
    rows.push(
      nearest.distance === null
        ? [`Nearest receptor of ${turbine}`, 'none', '']
        : [
            `Nearest receptor of ${turbine}: ${nearest.receptorName ?? ''}`,
            String(Math.floor(nearest.distance)),
            'm',
          ],
    );
  }
  return rows;
}

/** The figures of each scenario as one CSV: scenario, figure, value, unit (comma separator, decimal point). */
export function figuresCsv(
  scenarios: readonly { scenario: Pick<Scenario, 'name'>; rows: ReturnType<typeof figureRows> }[],
): string {
  const data = scenarios.flatMap(({ scenario, rows }) =>
    rows.map(([figure, value, unit]) => [csvText(scenario.name), csvText(figure), value, unit]),
  );
  return Papa.unparse(
    { fields: ['Scenario', 'Figure', 'Value', 'Unit'], data },
    { delimiter: ',', newline: '\r\n' },
  );
}
