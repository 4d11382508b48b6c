import type { NoiseCalculation, PlannerObject, Preset, SetbackRule } from '@vantage/contracts';
import type { ShadowFlickerAnswer } from '@vantage/contracts/studies/shadow-api';
import type { PlannerCoordinateSystem } from '../model/coordinates';
import type { layerZones as LayerZonesOf } from '../model/layer-zones';
import { setbackReceptors } from '../model/site-studies';
import type { AnalysisMapFigure } from './analysis-map';
import { layoutBlocks } from './layout-chapter';
import type { LayoutMapFigure, LayoutMapMark } from './layout-map';
import type { MapLayerInput } from './map-overlays';
import type { ViewImage, ViewOutcome } from './render-views';
import { noisePlannerBlocks, shadowPlannerBlocks, ztvBlocks } from './study-blocks';
import { type PlannerStudies, type ShadowCalendarFigure, shadowLimitsText } from './study-chapters';
import { visualisationChapters } from './visualisation-chapters';
import type { SheetLayout } from './visualisation-sheet';

/** The chapters a report may hold, in the order it prints them; the cover and contents always. */
export const REPORT_CHAPTERS = [
  { key: 'layout', title: 'Layout' },
  { key: 'visualisations', title: 'Visualisations' },
  { key: 'ztv', title: 'Zone of theoretical visibility' },
  { key: 'shadow', title: 'Shadow flicker' },
  { key: 'noise', title: 'Noise' },
  { key: 'method', title: 'Method and data' },
] as const;
export type ReportChapterKey = (typeof REPORT_CHAPTERS)[number]['key'];

export type ReportTable = {
  columns: { title: string; width: number; align?: 'left' | 'right' }[];
  rows: string[][];
};

/** A block of a chapter, in the order it prints. */
export type ReportBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'note'; text: string }
  | { kind: 'map'; figure: LayoutMapFigure }
  | { kind: 'analysisMap'; figure: AnalysisMapFigure }
  | { kind: 'calendar'; calendar: ShadowCalendarFigure }
  | ({ kind: 'sheet' } & SheetBlock)
  | ({ kind: 'table' } & ReportTable);

/**
 * A visualisation sheet's page (visualisation-sheet.ts): its images with their labels, the
 * caption and the location map, placed in `area` (mm) by `layout`.
 */
export type SheetBlock = {
  area: { width: number; height: number };
  layout: SheetLayout;
  upper: ViewImage & { label: string };
  lower: ViewImage & { label: string };
  caption: string[];
  map: LayoutMapFigure | null;
};

/** Wide tables print on landscape pages, visualisation sheets on A3. */
export type ReportChapter = {
  key: ReportChapterKey;
  title: string;
  page: 'A4 portrait' | 'A4 landscape' | 'A3 landscape';
  blocks: ReportBlock[];
};

export type ReportContent = {
  /** The PDF's title and each page's footer: project and scenario. */
  title: string;
  cover: { heading: string; lines: string[]; statement: string };
  chapters: ReportChapter[];
  /** Chapters asked for but left out, each with the reason (said on the cover too). */
  omitted: { key: ReportChapterKey; reason: string }[];
};

export type ReportInput = {
  projectName: string;
  /** The project's last change (ISO); a revision says so. */
  projectUpdatedAt: string;
  revisionOf: number | null;
  scenario: { id: number; name: string };
  organisation: string;
  author: string;
  madeAt: Date;
  software: string;
  system: PlannerCoordinateSystem;
  objects: readonly PlannerObject[];
  presets: readonly Preset[];
  chapters: ReadonlySet<ReportChapterKey>;
  /** The API's answers for the scenario; null when not asked, or when the study has nothing to compute. */
  shadow: ShadowFlickerAnswer | null;
  noise: NoiseCalculation | null;
  /** Why a study's chapter is left out though asked (a locked module, no sound power…), in words. */
  studyGaps: Partial<Record<'shadow' | 'noise', string>>;
  /** The chosen viewpoints' renders for the visualisation sheets, in the order chosen. */
  views: readonly ViewOutcome[];
  /** The planner's own ZTV, shadow and noise results for the scenario, or why there are none. */
  studies: PlannerStudies;
  /** The project's viewpoints, marked on the ZTV. */
  viewpointMarks: readonly LayoutMapMark[];
  /** The project's setback rules (none while BufferLayer is not Enabled) and constraint layers, on the layout map. */
  setbackRules: readonly SetbackRule[];
  constraintLayers: readonly MapLayerInput[];
  /**
   * The constraint-layer rules' buffer zones for a turbine size (model/layer-zones.ts, loaded by
   * makeReport only when a rule needs it); without it those rules draw no zone and the note says so.
   */
  layerZones?: typeof LayerZonesOf;
  /** How ground heights were found, in words ("flat ground at 0 m"). */
  groundHeights: { source: string; at: (longitude: number, latitude: number) => number };
};

const metres = (value: number, digits = 1) => `${value.toFixed(digits)}`;
const dateOf = (value: Date) => value.toISOString().slice(0, 10);

/**
 * What a report says, as chapters of headings, paragraphs and tables: pure, so that the figures
 * printed are those of the planner's and the API's own functions (the same formatting of
 * coordinates as the planner's fields, the API's shadow hours and night levels as answered).
 */
export function reportContent(input: ReportInput): ReportContent {
  const title = `${input.projectName} – ${input.scenario.name}`;
  const receptors = setbackReceptors(input.objects);
  const omitted: ReportContent['omitted'] = [];
  const chapters: ReportChapter[] = [];

  for (const { key, title: chapterTitle } of REPORT_CHAPTERS) {
    if (!input.chapters.has(key)) continue;
    if (key === 'visualisations') {
      chapters.push(...visualisationChapters(input, omitted));
      continue;
    }
    if ((key === 'shadow' || key === 'noise') && receptors.length === 0) {
      omitted.push({
        key,
        reason: `${chapterTitle}: the project has no receptors, so there is nothing to assess.`,
      });
      continue;
    }
    const gap = key === 'shadow' || key === 'noise' ? input.studyGaps[key] : undefined;
    if (gap) {
      omitted.push({ key, reason: `${chapterTitle}: ${gap}` });
      continue;
    }
    if (key === 'ztv' && 'missing' in input.studies.ztv) {
      omitted.push({ key, reason: `${chapterTitle}: ${input.studies.ztv.missing}` });
      continue;
    }
    const blocks =
      key === 'layout'
        ? layoutBlocks(input)
        : key === 'ztv'
          ? ztvBlocks(input)
          : key === 'shadow'
            ? input.shadow && [...shadowBlocks(input.shadow), ...shadowPlannerBlocks(input)]
            : key === 'noise'
              ? input.noise && [...noiseBlocks(input.noise), ...noisePlannerBlocks(input)]
              : methodBlocks(input);
    if (blocks)
      chapters.push({
        key,
        title: chapterTitle,
        page: key === 'layout' ? 'A4 landscape' : 'A4 portrait',
        blocks,
      });
  }

  const version =
    input.revisionOf === null
      ? `The project's current plan, last changed ${input.projectUpdatedAt.slice(0, 10)}`
      : `Revision of project ${input.revisionOf}, saved ${input.projectUpdatedAt.slice(0, 10)}`;
  return {
    title,
    cover: {
      heading: input.projectName,
      lines: [
        `Scenario: ${input.scenario.name}`,
        `Organisation: ${input.organisation}`,
        `Author: ${input.author}`,
        `Date: ${dateOf(input.madeAt)}`,
        `Version: ${version}`,
        `Coordinate system: ${input.system.name} (EPSG:${input.system.epsgCode})`,
      ],
      statement:
        'The figures in this report are theoretical. They are computed from the plan as it stands in Vantage, on ' +
        `${input.groundHeights.source}, with no screening by buildings, trees or other obstacles. They show what the ` +
        'methods named in each chapter give for this layout; they are not measurements.',
    },
    chapters,
    omitted,
  };
}

const hoursText = (hours: number) =>
  `${Math.floor(hours)}:${String(Math.round((hours % 1) * 60)).padStart(2, '0')}`;

function shadowBlocks(answer: ShadowFlickerAnswer): ReportBlock[] {
  const over = answer.receptors.filter((receptor) => receptor.exceeded);
  const limits = shadowLimitsText(answer.limits);
  return [
    {
      kind: 'paragraph',
      text:
        `Astronomical worst case for ${answer.year}, clock times in ${answer.timeZone}: the sky always clear, the rotor always ` +
        `turning and facing the sun, the sun's centre at least the minimum elevation. Limits: ${limits}. ` +
        `${over.length} of ${answer.receptors.length} receptors over the limits.`,
    },
    {
      kind: 'table',
      columns: [
        { title: 'Receptor', width: 1.6 },
        { title: 'Hours a year', width: 0.9, align: 'right' },
        { title: 'h:mm', width: 0.7, align: 'right' },
        { title: 'Days', width: 0.6, align: 'right' },
        { title: 'Most minutes a day', width: 0.9, align: 'right' },
        { title: 'First – last', width: 1.4 },
        { title: 'Expected hours', width: 0.9, align: 'right' },
        { title: 'Over the limits', width: 0.8 },
      ],
      rows: answer.receptors.map((receptor) => [
        receptor.name,
        receptor.hours.toFixed(2),
        hoursText(receptor.hours),
        String(receptor.days),
        String(receptor.maxMinutesPerDay),
        receptor.firstDate ? `${receptor.firstDate} – ${receptor.lastDate}` : '–',
        receptor.expectedHours === null ? '–' : receptor.expectedHours.toFixed(2),
        receptor.exceeded ? 'Over' : 'No',
      ]),
    },
  ];
}

const db = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');

function noiseBlocks(answer: NoiseCalculation): ReportBlock[] {
  const over = answer.receptors.filter((receptor) => receptor.over);
  const blocks: ReportBlock[] = [
    {
      kind: 'paragraph',
      text:
        `Sound pressure levels at the receptors (dB(A)) by ISO 9613-2. Limits: ${answer.ruleSet.name} (${answer.ruleSet.source}). ` +
        `Methods: ${answer.methods.join('; ')}. ${over.length} of ${answer.receptors.length} receptors over a limit.`,
    },
    {
      kind: 'table',
      columns: [
        { title: 'Receptor', width: 1.5 },
        { title: 'Category', width: 1.4 },
        { title: 'Day', width: 0.6, align: 'right' },
        { title: 'Evening', width: 0.6, align: 'right' },
        { title: 'Night', width: 0.6, align: 'right' },
        { title: 'Night limit', width: 0.6, align: 'right' },
        { title: 'Night margin', width: 0.7, align: 'right' },
        { title: 'Lden', width: 0.6, align: 'right' },
        { title: 'Over a limit', width: 0.7 },
      ],
      rows: answer.receptors.map((receptor) => {
        const night = receptor.indicators.night;
        return [
          receptor.name,
          receptor.limitCategory,
          db(receptor.day.total),
          db(receptor.evening.total),
          db(receptor.night.total),
          night ? db(night.limit) : '–',
          night ? db(night.margin) : '–',
          receptor.lden === null ? '–' : db(receptor.lden),
          receptor.over ? 'Over' : 'No',
        ];
      }),
    },
    { kind: 'heading', text: 'Operating modes' },
    {
      kind: 'table',
      columns: [
        { title: 'Turbine', width: 1.5 },
        { title: 'Hub (m)', width: 0.6, align: 'right' },
        { title: 'Day', width: 1 },
        { title: 'Evening', width: 1 },
        { title: 'Night', width: 1 },
      ],
      rows: answer.sources.map((source) => [
        source.existing ? `${source.name} (existing)` : source.name,
        metres(source.hubHeight),
        source.modes.day,
        source.modes.evening,
        source.modes.night,
      ]),
    },
  ];
  if (answer.withoutSoundPower.length > 0)
    blocks.push({
      kind: 'note',
      text: `Left out, their model has no sound power: ${answer.withoutSoundPower.map((t) => t.name).join(', ')}.`,
    });
  return blocks;
}

function methodBlocks(input: ReportInput): ReportBlock[] {
  return [
    {
      kind: 'paragraph',
      text:
        `Positions are stored in WGS 84 and shown in ${input.system.name} (EPSG:${input.system.epsgCode}), converted by proj4 ` +
        `with the definition ${input.system.proj4Definition}. Distances are geodesics on the WGS 84 ellipsoid (GeographicLib).`,
    },
    { kind: 'paragraph', text: `Ground heights: ${input.groundHeights.source}.` },
    {
      kind: 'paragraph',
      text:
        'Shadow flicker: sun positions by NREL SPA (Reda and Andreas), every minute of the year, geometric elevation; ' +
        'the rotor a disc of its diameter at the hub facing the sun. Noise: ISO 9613-2 general method by octave band where ' +
        'the turbine model has a spectrum, else the alternative A-weighted method; atmospheric absorption by ISO 9613-1.',
    },
    { kind: 'paragraph', text: `Made with ${input.software} on ${dateOf(input.madeAt)} by ${input.author}.` },
  ];
}

/** "Windpark Noord – Scenario A – 2026-12-02.pdf": the project, the scenario and the day, safe as a file name. */
export function reportFileName(projectName: string, scenarioName: string, madeAt: Date): string {
  const safe = (text: string) =>
    text
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'project';
  return `${safe(projectName)} – ${safe(scenarioName)} – ${dateOf(madeAt)}.pdf`;
}
