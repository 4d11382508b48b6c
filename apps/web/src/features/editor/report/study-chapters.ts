import type { PlannerObject } from '@vantage/contracts';
import { cellOf } from '@/lib/analysis/grid-frame';
import { rangeColor, rasterPixels } from '@/lib/analysis/raster-classes';
import { noiseClasses } from '@/lib/noise/noise-classes';
import type { NoiseOutcome } from '@/lib/noise/noise-run';
import { SHADOW_CLASSES, turbineColor } from '@/lib/shadow/shadow-classes';
import type { ShadowOutcome, ShadowRequest } from '@/lib/shadow/shadow-run';
import { ztvClasses, ztvPixels } from '@/lib/terrain/ztv-classes';
import { ZTV_NO_DATA } from '@/lib/terrain/ztv-no-data';
import type { ZtvOutcome } from '@/lib/terrain/ztv-run';
import type { PlannerCoordinateSystem } from '../model/coordinates';
import { type AnalysisMapFigure, analysisMap } from './analysis-map';
import type { LayoutMapMark } from './layout-map';
import { fixedNumber, groupedNumber, reportLocale, reportText } from './report-text';

/**
 * The chapters' parts that come from the planner's own calculations (the Terrain tab's ZTV, the
 * Studies tab's shadow flicker and noise): the maps, the calendars and the shutdown schedule.
 * The receptor tables stay the API's answers (decision 193); these parts need grids and minute
 * periods the API does not answer with. A part is printed only when its calculation's basis is
 * the report's (study-basis.ts: the same scenario, nothing in the plan changed since); else the
 * chapter says what is missing and where it is calculated.
 */

/** A planner calculation the report may use, or why it may not. */
export type PlannerResult<Outcome, Request = unknown> =
  | { outcome: Outcome; request: Request }
  | { missing: string };

export type PlannerStudies = {
  ztv: PlannerResult<ZtvOutcome>;
  shadow: PlannerResult<ShadowOutcome, ShadowRequest>;
  noise: PlannerResult<NoiseOutcome>;
};

/** The study maps' lines (isolines, isophones), one colour per level so the legend tells them apart. */
const LINE_COLOURS = ['#1a1f24', '#1f4e79', '#6b2c91', '#0b6e4f', '#7a4a00', '#4d4d4d'] as const;
const lineColour = (index: number) => LINE_COLOURS[index % LINE_COLOURS.length]!;

/** A study map on an A4 portrait page, mm: the content's width and room for a heading above. */
export const STUDY_MAP_FRAME = { width: 170, height: 150 };

type MapContext = {
  system: PlannerCoordinateSystem;
  objects: readonly PlannerObject[];
  scenarioId: number;
};

export type ZtvViewpointRow = { name: string; tips: number | null; hubs: number | null };

/** What the ZTV counts at a position: null outside the grid, outside the radius or on unknown ground. */
export function ztvCountAt(
  outcome: Pick<ZtvOutcome, 'frame'>,
  counts: Uint16Array,
  longitude: number,
  latitude: number,
): number | null {
  const { column, row } = cellOf(outcome.frame, longitude, latitude);
  const [x, y] = [Math.round(column), Math.round(row)];
  if (x < 0 || y < 0 || x >= outcome.frame.width || y >= outcome.frame.height) return null;
  const count = counts[y * outcome.frame.width + x]!;
  return count === ZTV_NO_DATA ? null : count;
}

/** "3 km", "2.5 km": at most two decimals, none written when they are naught. */
const kilometres = (metres: number) =>
  `${new Intl.NumberFormat(reportLocale(), { maximumFractionDigits: 2, useGrouping: false }).format(metres / 1000)} km`;

/** The ZTV chapter's figure, the blade tips visible at each viewpoint, and the method in words. */
export function ztvPart(
  context: MapContext & { scenarioName: string },
  outcome: ZtvOutcome,
  viewpoints: readonly LayoutMapMark[],
): {
  method: string;
  figure: AnalysisMapFigure | null;
  viewpoints: ZtvViewpointRow[];
  unknown: string | null;
} {
  const classes = ztvClasses(outcome.turbines);
  // Marked on the map are the viewpoints on the grid: one far off would shrink the ZTV to a dot.
  const onGrid = viewpoints.filter((mark) => {
    const { column, row } = cellOf(outcome.frame, mark.point.longitude, mark.point.latitude);
    return (
      column >= -0.5 && row >= -0.5 && column < outcome.frame.width - 0.5 && row < outcome.frame.height - 0.5
    );
  });
  const figure = analysisMap({
    ...context,
    frame: STUDY_MAP_FRAME,
    grid: outcome.frame,
    pixels: ztvPixels(outcome.tips, classes),
    legend: {
      title: reportText('report.ztv.legend', 'Blade tips visible (of {count})', {
        count: String(outcome.turbines),
      }),
      entries: classes.map((item) => ({ label: item.label, color: item.color })),
    },
    marks: onGrid,
    shows: reportText('report.ztv.shows', 'Number of blade tips visible per cell'),
  });
  const method = reportText(
    'report.ztv.method',
    'The number of the {count} turbines of scenario {scenario} whose blade tip (hub height plus half the rotor) an observer 2 m above the ground could see from each cell, within {radius} of each turbine: the radius the ZTV was calculated with. Lines of sight over the bare ground, earth curvature and refraction (k = 0.13) included; no screening by buildings, trees or other obstacles. Terrain: {terrain}.',
    {
      count: String(outcome.turbines),
      scenario: context.scenarioName,
      radius: kilometres(outcome.radius),
      terrain:
        outcome.terrain ?? reportText('report.ztv.noTerrain', 'none, the ground is a sea-level sphere'),
    },
  );
  const unknown =
    outcome.unknownCells > 0
      ? reportText(
          'report.ztv.unknown',
          'The ground is unknown in {unknown} of {cells} cells within the radius: they are left blank.',
          { unknown: groupedNumber(outcome.unknownCells), cells: groupedNumber(outcome.cellsInRadius) },
        )
      : null;
  return {
    method,
    figure,
    unknown,
    viewpoints: viewpoints.map((mark) => ({
      name: mark.name,
      tips: ztvCountAt(outcome, outcome.tips, mark.point.longitude, mark.point.latitude),
      hubs: ztvCountAt(outcome, outcome.hubs, mark.point.longitude, mark.point.latitude),
    })),
  };
}

/** A receptor's calendar (the day of the year across, the time of day up), as windPRO prints one. */
export type ShadowCalendarFigure = {
  receptor: string;
  year: number;
  /** Days in the study year (365 or 366). */
  days: number;
  /** Local day index from 0, start and end minute of the day, turbine index. */
  periods: { day: number; start: number; end: number; turbine: number }[];
  /** The turbines that shade this receptor, with their colour. */
  turbines: { name: string; color: string; turbine: number }[];
};

export type ShutdownTable = {
  rows: { turbine: string; date: string; start: string; end: string }[];
  perTurbine: { turbine: string; minutes: number }[];
};

/** The shadow-flicker limits chosen, in words. */
export const shadowLimitsText = (choice: string) =>
  choice === 'DE'
    ? reportText(
        'report.shadow.limitsGermany',
        'Germany (LAI): at most 30 hours a year and 30 minutes a day, astronomical worst case',
      )
    : choice === 'NL'
      ? reportText(
          'report.shadow.limitsNetherlands',
          'the Netherlands (Activiteitenbesluit): not more than 17 days a year with more than 20 minutes, within 12 rotor diameters',
        )
      : reportText('report.shadow.limitsOwn', "the project's own limits");

/** A turbine the study names by its place in the list only. */
const turbineNumber = (index: number) =>
  reportText('report.shadow.turbineNumber', 'Turbine {number}', { number: String(index + 1) });

/**
 * The shadow map's legend, in the report's words: the classes' breaks are lib/shadow's
 * (SHADOW_CLASSES, whose English labels the planner's map shows).
 */
const shadowClassLabel = ({ from, to }: { from: number; to: number }) =>
  from < 1
    ? reportText('report.shadow.classUpTo', 'Up to {to} h', { to: String(to) })
    : Number.isFinite(to)
      ? `${from}–${to} h`
      : reportText('report.shadow.classAndMore', '{from} h and more', { from: String(from) });

/** The noise map's legend, in the report's words, on lib/noise's 5 dB bands. */
const noiseClassLabel = ({ from, to }: { from: number; to: number }) =>
  Number.isFinite(to)
    ? `${from}–${to} dB(A)`
    : reportText('report.noise.classAndAbove', '{from} dB(A) and above', { from: String(from) });

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The shadow chapter's planner parts: calendars of the receptors over a limit, the schedule, the map. */
export function shadowPart(
  context: MapContext,
  outcome: ShadowOutcome,
  request: ShadowRequest,
): {
  calendars: ShadowCalendarFigure[];
  schedule: ShutdownTable;
  figure: AnalysisMapFigure | null;
  about: string;
} {
  const names = request.study.turbineRefs.map((ref) => ref.name);
  const year = request.study.settings.year;
  const calendars = outcome.figures.flatMap((figures, index) => {
    if (!figures.exceeded) return [];
    const periods = (outcome.periods[index] ?? []).map(({ day, start, end, turbine }) => ({
      day,
      start,
      end,
      turbine,
    }));
    const shading = [...new Set(periods.map((period) => period.turbine))].sort((a, b) => a - b);
    return [
      {
        receptor: figures.name,
        year,
        days: isLeap(year) ? 366 : 365,
        periods,
        turbines: shading.map((turbine) => ({
          turbine,
          name: names[turbine] ?? turbineNumber(turbine),
          color: turbineColor(turbine),
        })),
      },
    ];
  });
  const schedule: ShutdownTable = {
    rows: outcome.schedule.map((row) => ({
      turbine: names[row.turbine] ?? turbineNumber(row.turbine),
      date: row.date,
      start: row.start,
      end: row.end,
    })),
    perTurbine: outcome.stoppedMinutes.flatMap((minutes, turbine) =>
      minutes > 0 ? [{ turbine: names[turbine] ?? turbineNumber(turbine), minutes }] : [],
    ),
  };
  const { map } = outcome;
  const figure = map
    ? analysisMap({
        ...context,
        frame: STUDY_MAP_FRAME,
        grid: map.frame,
        pixels: rasterPixels(map.hours, rangeColor(SHADOW_CLASSES)),
        legend: {
          title: reportText('report.shadow.hoursAYear', 'Hours a year'),
          entries: SHADOW_CLASSES.map((item) => ({ label: shadowClassLabel(item), color: item.color })),
        },
        lines: map.isolines.features.map((feature, index) => ({
          label: reportText('report.shadow.isoline', '{hours} h a year', {
            hours: String(feature.properties.hours),
          }),
          color: lineColour(index),
          coordinates: feature.geometry.coordinates,
        })),
        shows: reportText(
          'report.shadow.mapShows',
          'Hours of shadow flicker a year, astronomical worst case on a plane at {height} m',
          { height: fixedNumber(map.planeHeight, 0) },
        ),
      })
    : null;
  const limits = request.study.limits;
  return {
    calendars,
    schedule,
    figure,
    about: reportText(
      'report.shadow.about',
      "From the Studies tab's calculation for {year} (clock times in {timeZone}; limits: {limits}{stops, plural, =0 {} one {, with # shutdown period applied} other {, with # shutdown periods applied}}). The shutdown schedule stops, for each receptor in turn, the turbines that shade it at the minutes that would break its limits, as a shutdown module counts.",
      {
        year: String(year),
        timeZone: request.study.settings.timeZone ?? 'UTC',
        limits: shadowLimitsText(limits),
        stops: outcome.stopsApplied,
      },
    ),
  };
}

/** The noise chapter's planner part: the night map with its isophones. */
export function noisePart(context: MapContext, outcome: NoiseOutcome): AnalysisMapFigure | null {
  const classes = noiseClasses();
  return analysisMap({
    ...context,
    frame: STUDY_MAP_FRAME,
    grid: outcome.frame,
    pixels: rasterPixels(outcome.levels, rangeColor(classes)),
    legend: {
      title: reportText('report.noise.legend', 'Night level, dB(A)'),
      entries: classes.map((item) => ({ label: noiseClassLabel(item), color: item.color })),
    },
    lines: outcome.isophones.features.map((feature, index) => ({
      label: reportText('report.noise.isophone', '{level} dB(A) isophone', {
        level: String(feature.properties.level),
      }),
      color: lineColour(index),
      coordinates: feature.geometry.coordinates,
    })),
    shows: reportText(
      'report.noise.mapShows',
      'Night sound pressure level by ISO 9613-2 on a plane at {height} m',
      { height: fixedNumber(outcome.planeHeight, 0) },
    ),
  });
}

/**
 * The planner's result for the report when it was calculated on the report's basis (the
 * scenario and the plan as they are: study-basis.ts), else why the report cannot use it.
 */
export function plannerResult<Outcome, Request>(
  state: { outcome: Outcome | null; request: Request | null; basis: string | null },
  basis: string,
  where: string,
): PlannerResult<Outcome, Request> {
  if (state.outcome !== null && state.request !== null && state.basis === basis)
    return { outcome: state.outcome, request: state.request };
  if (state.outcome === null)
    return {
      missing: reportText(
        'report.study.notCalculated',
        'not calculated in this session; calculate it in the {where} for this scenario first.',
        { where },
      ),
    };
  return {
    missing: reportText(
      'report.study.otherBasis',
      "the {where}'s calculation is of another scenario, or the plan has changed since; calculate it again for this scenario.",
      { where },
    ),
  };
}
