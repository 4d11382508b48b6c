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
import { fixedNumber, reportText } from './report-text';
import { noisePlannerBlocks, shadowPlannerBlocks, ztvBlocks } from './study-blocks';
import { type PlannerStudies, type ShadowCalendarFigure, shadowLimitsText } from './study-chapters';
import { visualisationChapters } from './visualisation-chapters';
import type { SheetLayout } from './visualisation-sheet';

/** The chapters a report may hold, in the order it prints them; the cover and contents always. */
export const REPORT_CHAPTERS = [
  {
    key: 'layout',
    get title() {
      return reportText('report.chapter.layout', 'Layout');
    },
  },
  {
    key: 'visualisations',
    get title() {
      return reportText('report.chapter.visualisations', 'Visualisations');
    },
  },
  {
    key: 'ztv',
    get title() {
      return reportText('report.chapter.ztv', 'Zone of theoretical visibility');
    },
  },
  {
    key: 'shadow',
    get title() {
      return reportText('report.chapter.shadow', 'Shadow flicker');
    },
  },
  {
    key: 'noise',
    get title() {
      return reportText('report.chapter.noise', 'Noise');
    },
  },
  {
    key: 'method',
    get title() {
      return reportText('report.chapter.method', 'Method and data');
    },
  },
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

const metres = (value: number, digits = 1) => fixedNumber(value, digits);
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
        reason: reportText(
          'report.omitted.noReceptors',
          '{chapter}: the project has no receptors, so there is nothing to assess.',
          { chapter: chapterTitle },
        ),
      });
      continue;
    }
    const gap = key === 'shadow' || key === 'noise' ? input.studyGaps[key] : undefined;
    if (gap) {
      omitted.push({ key, reason: reasonText(chapterTitle, gap) });
      continue;
    }
    if (key === 'ztv' && 'missing' in input.studies.ztv) {
      omitted.push({ key, reason: reasonText(chapterTitle, input.studies.ztv.missing) });
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

  const date = input.projectUpdatedAt.slice(0, 10);
  const version =
    input.revisionOf === null
      ? reportText('report.cover.currentPlan', "The project's current plan, last changed {date}", { date })
      : reportText('report.cover.revisionOf', 'Revision of project {project}, saved {date}', {
          project: String(input.revisionOf),
          date,
        });
  return {
    title,
    cover: {
      heading: input.projectName,
      lines: [
        reportText('report.cover.scenario', 'Scenario: {name}', { name: input.scenario.name }),
        reportText('report.cover.organisation', 'Organisation: {name}', { name: input.organisation }),
        reportText('report.cover.author', 'Author: {name}', { name: input.author }),
        reportText('report.cover.date', 'Date: {date}', { date: dateOf(input.madeAt) }),
        reportText('report.cover.version', 'Version: {version}', { version }),
        reportText('report.cover.system', 'Coordinate system: {name} (EPSG:{code})', {
          name: input.system.name,
          code: String(input.system.epsgCode),
        }),
      ],
      statement: reportText(
        'report.cover.statement',
        'The figures in this report are theoretical. They are computed from the plan as it stands in Vantage, on {ground}, with no screening by buildings, trees or other obstacles. They show what the methods named in each chapter give for this layout; they are not measurements.',
        { ground: input.groundHeights.source },
      ),
    },
    chapters,
    omitted,
  };
}

/** "Shadow flicker: not calculated …": a chapter left out, and why. */
const reasonText = (chapter: string, reason: string) =>
  reportText('report.omitted.because', '{chapter}: {reason}', { chapter, reason });

/** Over a limit, or not, in a table's last column. */
const overText = (over: boolean) =>
  over ? reportText('report.table.over', 'Over') : reportText('report.table.no', 'No');

const hoursText = (hours: number) =>
  `${Math.floor(hours)}:${String(Math.round((hours % 1) * 60)).padStart(2, '0')}`;

function shadowBlocks(answer: ShadowFlickerAnswer): ReportBlock[] {
  const over = answer.receptors.filter((receptor) => receptor.exceeded);
  const limits = shadowLimitsText(answer.limits);
  return [
    {
      kind: 'paragraph',
      text: reportText(
        'report.shadow.worstCase',
        "Astronomical worst case for {year}, clock times in {timeZone}: the sky always clear, the rotor always turning and facing the sun, the sun's centre at least the minimum elevation. Limits: {limits}. {over} of {count} receptors over the limits.",
        {
          year: String(answer.year),
          timeZone: answer.timeZone,
          limits,
          over: String(over.length),
          count: String(answer.receptors.length),
        },
      ),
    },
    {
      kind: 'table',
      columns: [
        { title: reportText('report.table.receptor', 'Receptor'), width: 1.6 },
        { title: reportText('report.shadow.hoursAYear', 'Hours a year'), width: 0.9, align: 'right' },
        { title: reportText('report.shadow.hoursMinutes', 'h:mm'), width: 0.7, align: 'right' },
        { title: reportText('report.shadow.days', 'Days'), width: 0.6, align: 'right' },
        { title: reportText('report.shadow.mostMinutes', 'Most minutes a day'), width: 0.9, align: 'right' },
        { title: reportText('report.shadow.firstLast', 'First – last'), width: 1.4 },
        { title: reportText('report.shadow.expectedHours', 'Expected hours'), width: 0.9, align: 'right' },
        { title: reportText('report.shadow.overTheLimits', 'Over the limits'), width: 0.8 },
      ],
      rows: answer.receptors.map((receptor) => [
        receptor.name,
        fixedNumber(receptor.hours, 2),
        hoursText(receptor.hours),
        String(receptor.days),
        String(receptor.maxMinutesPerDay),
        receptor.firstDate ? `${receptor.firstDate} – ${receptor.lastDate}` : '–',
        receptor.expectedHours === null ? '–' : fixedNumber(receptor.expectedHours, 2),
        overText(receptor.exceeded),
      ]),
    },
  ];
}

const db = (value: number) => (Number.isFinite(value) ? fixedNumber(value, 1) : '–');

function noiseBlocks(answer: NoiseCalculation): ReportBlock[] {
  const over = answer.receptors.filter((receptor) => receptor.over);
  const blocks: ReportBlock[] = [
    {
      kind: 'paragraph',
      text: reportText(
        'report.noise.levels',
        'Sound pressure levels at the receptors (dB(A)) by ISO 9613-2. Limits: {ruleSet} ({source}). Methods: {methods}. {over} of {count} receptors over a limit.',
        {
          ruleSet: answer.ruleSet.name,
          source: answer.ruleSet.source,
          methods: answer.methods.join('; '),
          over: String(over.length),
          count: String(answer.receptors.length),
        },
      ),
    },
    {
      kind: 'table',
      columns: [
        { title: reportText('report.table.receptor', 'Receptor'), width: 1.5 },
        { title: reportText('report.noise.category', 'Category'), width: 1.4 },
        { title: reportText('report.noise.day', 'Day'), width: 0.6, align: 'right' },
        { title: reportText('report.noise.evening', 'Evening'), width: 0.6, align: 'right' },
        { title: reportText('report.noise.night', 'Night'), width: 0.6, align: 'right' },
        { title: reportText('report.noise.nightLimit', 'Night limit'), width: 0.6, align: 'right' },
        { title: reportText('report.noise.nightMargin', 'Night margin'), width: 0.7, align: 'right' },
        { title: 'Lden', width: 0.6, align: 'right' },
        { title: reportText('report.noise.overALimit', 'Over a limit'), width: 0.7 },
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
          overText(receptor.over),
        ];
      }),
    },
    { kind: 'heading', text: reportText('report.noise.operatingModes', 'Operating modes') },
    {
      kind: 'table',
      columns: [
        { title: reportText('report.table.turbine', 'Turbine'), width: 1.5 },
        { title: reportText('report.table.hub', 'Hub (m)'), width: 0.6, align: 'right' },
        { title: reportText('report.noise.day', 'Day'), width: 1 },
        { title: reportText('report.noise.evening', 'Evening'), width: 1 },
        { title: reportText('report.noise.night', 'Night'), width: 1 },
      ],
      rows: answer.sources.map((source) => [
        source.existing
          ? reportText('report.noise.existing', '{name} (existing)', { name: source.name })
          : source.name,
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
      text: reportText(
        'report.noise.withoutSoundPower',
        'Left out, their model has no sound power: {names}.',
        {
          names: answer.withoutSoundPower.map((t) => t.name).join(', '),
        },
      ),
    });
  return blocks;
}

function methodBlocks(input: ReportInput): ReportBlock[] {
  return [
    {
      kind: 'paragraph',
      text: reportText(
        'report.method.positions',
        'Positions are stored in WGS 84 and shown in {system} (EPSG:{code}), converted by proj4 with the definition {definition}. Distances are geodesics on the WGS 84 ellipsoid (GeographicLib).',
        {
          system: input.system.name,
          code: String(input.system.epsgCode),
          definition: input.system.proj4Definition,
        },
      ),
    },
    {
      kind: 'paragraph',
      text: reportText('report.method.groundHeights', 'Ground heights: {source}.', {
        source: input.groundHeights.source,
      }),
    },
    {
      kind: 'paragraph',
      text: reportText(
        'report.method.studies',
        'Shadow flicker: sun positions by NREL SPA (Reda and Andreas), every minute of the year, geometric elevation; the rotor a disc of its diameter at the hub facing the sun. Noise: ISO 9613-2 general method by octave band where the turbine model has a spectrum, else the alternative A-weighted method; atmospheric absorption by ISO 9613-1.',
      ),
    },
    {
      kind: 'paragraph',
      text: reportText('report.method.madeWith', 'Made with {software} on {date} by {author}.', {
        software: input.software,
        date: dateOf(input.madeAt),
        author: input.author,
      }),
    },
  ];
}

/** "Windpark Noord – Scenario A – 2026-12-02.pdf": the project, the scenario and the day, safe as a file name. */
export function reportFileName(projectName: string, scenarioName: string, madeAt: Date): string {
  const safe = (text: string) =>
    text
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim() || reportText('report.file.project', 'project');
  return `${safe(projectName)} – ${safe(scenarioName)} – ${dateOf(madeAt)}.pdf`;
}
