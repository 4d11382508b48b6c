import { i18n } from '@lingui/core';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Catalog,
  catalogsOutOfStep,
  englishLeftOver,
  hardCodedStrings,
  parsePo,
} from '@/lib/i18n/text-check';
import { messages as dutch } from '@/locales/report/nl.po';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { RD_NEW } from '../model/import/fixtures/systems';
import { REPORT_CHAPTERS, reportContent } from './report-content';
import { reportText } from './report-text';
import { type PlannerStudies, plannerResult } from './study-chapters';
import { sheetCaption } from './visualisation-sheet';

/**
 * The report speaks the page's language (docs/decisions/219-report-languages.md): its three
 * catalogs hold the same ids with the same ICU arguments, Dutch and German are not English left
 * over, every `report.` id the code asks for is in them with the code's English, and the report's
 * files write no word of their own.
 */
const sources = import.meta.glob<string>(
  [
    '../../../**/*.ts',
    '../../../**/*.tsx',
    '!../../../**/*.test.ts',
    '!../../../**/*.test.tsx',
    '!../../../locales/**',
  ],
  { query: '?raw', import: 'default', eager: true },
);
const catalogs = import.meta.glob<string>('../../../locales/report/*.po', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const byLocale: Record<string, Catalog> = Object.fromEntries(
  Object.entries(catalogs).map(([path, text]) => [path.replace(/^.*\/(\w+)\.po$/, '$1'), parsePo(text)]),
);
const en = byLocale.en ?? new Map<string, string>();

/** The report's files (paths under src/), every visible word through the report's catalog. */
const REPORT_CONVERTED = [
  'features/editor/report/analysis-map.ts',
  'features/editor/report/draw-analysis-map.ts',
  'features/editor/report/draw-layout-map.ts',
  'features/editor/report/draw-shadow-calendar.ts',
  'features/editor/report/draw-visualisation-sheet.ts',
  'features/editor/report/layout-chapter.ts',
  'features/editor/report/layout-map.ts',
  'features/editor/report/make-report.ts',
  'features/editor/report/map-overlays.ts',
  'features/editor/report/panorama-sheet.ts',
  'features/editor/report/presentation-report.ts',
  'features/editor/report/render-report.ts',
  'features/editor/report/render-views.ts',
  'features/editor/report/report-content.ts',
  'features/editor/report/report-logo.ts',
  'features/editor/report/study-blocks.ts',
  'features/editor/report/study-chapters.ts',
  'features/editor/report/visualisation-chapters.ts',
  'features/editor/report/visualisation-sheet.ts',
  'lib/report/pdf-writer.ts',
];

/** Symbols a table head prints as they are in every language. */
const SYMBOLS = new Set(['WGS 84', 'Lden']);

/** Ids whose Dutch or German is rightly the English ("Scenario", "Turbine", "52.1° N"). */
const SAME_WORD = new Set([
  'report.omitted.because',
  'report.cover.scenario',
  'report.cover.version',
  'report.table.turbine',
  'report.shadow.turbineNumber',
  'report.shadow.hoursMinutes',
  'report.sheet.photomontage',
  'report.sheet.latitudeNorth',
  'report.sheet.latitudeSouth',
  'report.sheet.longitudeWest',
  'report.noise.night',
  // Dutch "project" in a file name.
  'report.file.project',
  // German "Organisation".
  'report.cover.organisation',
]);

const bySrcPath = new Map(
  Object.entries(sources).map(([key, text]) => [
    new URL(key, 'file:///src/features/editor/report/').pathname.slice(5),
    text,
  ]),
);

describe("the report's words", () => {
  it('are not written into the report’s files: each goes through the report’s catalog', () => {
    const offences = REPORT_CONVERTED.flatMap((path) => {
      const text = bySrcPath.get(path);
      if (text === undefined) return [`${path}: no such file`];
      return hardCodedStrings(path, text)
        .filter((where) => !SYMBOLS.has(where.replace(/^\d+: /, '')))
        .map((where) => `${path}:${where}`);
    });
    expect(offences).toEqual([]);
  });

  it('finds a word written into a file (the check can fail)', () => {
    const sample = `const blocks = [{ kind: 'heading', text: reportText('report.noise.map', 'Noise map') }, { kind: 'note', text: 'No noise map.' }, { title: 'WGS 84' }];`;
    expect(hardCodedStrings('sample.ts', sample).map((s) => s.replace(/^\d+: /, ''))).toEqual([
      'No noise map.',
      'WGS 84',
    ]);
  });

  it('are in every catalog, with the same ids and the same ICU arguments', () => {
    expect(Object.keys(byLocale).sort()).toEqual(['de', 'en', 'nl']);
    const ids = [...en.keys()];
    expect(ids.length).toBeGreaterThan(150);
    expect(ids.filter((id) => !/^report\.\w+\.\w+$/.test(id))).toEqual([]);
    expect(catalogsOutOfStep(byLocale)).toEqual([]);
  });

  it('are Dutch and German in those catalogs, not English left over', () => {
    expect(englishLeftOver(byLocale, SAME_WORD)).toEqual([]);
  });

  it('are asked for by ids the catalog has, each id in it is asked for, with the catalog’s English', () => {
    const asked = new Map<string, string>();
    for (const [path, text] of Object.entries(sources)) {
      if (!text.includes("'report.")) continue;
      const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) && node.expression.getText() === 'reportText') {
          const [id, english] = node.arguments;
          expect(id && ts.isStringLiteralLike(id), node.getText()).toBe(true);
          expect(english && ts.isStringLiteralLike(english), node.getText()).toBe(true);
          const key = (id as ts.StringLiteralLike).text;
          const words = (english as ts.StringLiteralLike).text;
          expect(asked.get(key) ?? words, key).toBe(words);
          asked.set(key, words);
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
    }
    expect([...asked.keys()].filter((id) => !en.has(id))).toEqual([]);
    expect([...en.keys()].filter((id) => !asked.has(id))).toEqual([]);
    for (const [id, english] of asked) expect(en.get(id), id).toBe(english);
  });
});

describe('a report in Dutch', () => {
  // The page's language as the planner makes it active, with the report's catalog beside it.
  beforeAll(() => {
    i18n.load('nl', dutch);
    i18n.activate('nl');
  });
  afterAll(activatePlannerEnglish);

  it('names its chapters, cover, tables and reasons in Dutch, with Dutch numbers', () => {
    expect(REPORT_CHAPTERS.map((chapter) => chapter.title)).toEqual([
      'Opstelling',
      'Visualisaties',
      'Zone van theoretische zichtbaarheid',
      'Slagschaduw',
      'Geluid',
      'Methode en gegevens',
    ]);
    const content = reportContent({
      projectName: 'Windpark Noord',
      projectUpdatedAt: '2026-11-30T10:00:00Z',
      revisionOf: null,
      scenario: { id: 10, name: 'Variant A' },
      organisation: 'Energie Coöperatie',
      author: 'Anna de Vries',
      madeAt: new Date('2026-12-02T12:00:00Z'),
      software: 'Vantage 0.1.0',
      system: RD_NEW,
      objects: [],
      presets: [],
      chapters: new Set(['layout', 'shadow', 'ztv', 'method']),
      shadow: null,
      noise: null,
      studyGaps: {},
      views: [],
      studies: {
        ztv: plannerResult(
          { outcome: null, request: null, basis: null },
          'b',
          'tabblad Terrein',
        ) as PlannerStudies['ztv'],
        shadow: { missing: 'x' },
        noise: { missing: 'x' },
      },
      viewpointMarks: [],
      setbackRules: [],
      constraintLayers: [],
      groundHeights: {
        source: reportText('report.ground.flat', 'flat ground at 0 m (the terrain is not read yet)'),
        at: () => 0,
      },
    });
    expect(content.cover.lines).toContain('Scenario: Variant A');
    expect(content.cover.lines).toContain('Auteur: Anna de Vries');
    expect(content.cover.statement).toMatch(/^De waarden in dit rapport zijn theoretisch\./);
    expect(content.cover.statement).toContain('vlak maaiveld op 0 m');
    expect(content.omitted.map((entry) => entry.reason)).toEqual([
      'Zone van theoretische zichtbaarheid: niet berekend in deze sessie; bereken het eerst voor dit scenario in het tabblad Terrein.',
      'Slagschaduw: het project heeft geen ontvangers, dus er valt niets te beoordelen.',
    ]);
    const layout = content.chapters.find((chapter) => chapter.key === 'layout');
    expect(layout?.title).toBe('Opstelling');
    expect(layout?.blocks).toContainEqual({ kind: 'note', text: 'Het scenario heeft geen windturbines.' });
    expect(layout?.blocks).toContainEqual({ kind: 'note', text: '0 ontvangers in het project.' });
    const summary = layout?.blocks.find((block) => block.kind === 'paragraph');
    expect(summary).toMatchObject({
      text: expect.stringMatching(/^0 windturbines in scenario Variant A\. /),
    });
  });

  it('writes a sheet’s caption with decimal commas, Dutch compass points and hemispheres', () => {
    const caption = sheetCaption({
      project: 'Windpark Noord',
      scenario: 'Variant A',
      viewpoint: 'Kerk',
      shows: 'rendered',
      position: { longitude: 5.0, latitude: 52.0, altitude: 1.7 },
      heading: 90,
      pitch: 0,
      fov: 53.5,
      verticalFov: 22.4,
      projection: 'planar',
      date: new Date('2026-06-21T14:00:00Z'),
      fromPlan: true,
      terrain: null,
      sighting: { nearest: { name: 'T1', distance: 1110 }, inView: ['T1'], total: 3 },
      layout: {
        distance: 270,
        image: { width: 272, height: 107 },
        upper: { x: 0, y: 0, width: 272, height: 107 },
        lower: { x: 0, y: 0, width: 272, height: 107 },
        side: { x: 0, y: 0, width: 100, height: 236 },
        map: { x: 0, y: 0, width: 100, height: 80 },
      },
      pixels: { upper: 1607, lower: 1607 },
    });
    expect(caption).toContain('Windpark Noord – zichtpunt Kerk, scenario Variant A');
    expect(caption).toContain(
      'Positie 52,00000° N, 5,00000° O (WGS 84); oog 1,7 m boven zeeniveau (geen terrein)',
    );
    expect(caption).toContain('Richting 90,0° (O), kanteling 0,0°');
    expect(caption).toContain('Horizontaal gezichtsveld 53,5°, verticaal 22,4° (vlak beeld)');
    expect(caption).toContain('Turbines in beeld: 1 van 3 (T1)');
    expect(caption).toContain(
      'Resolutie op het afgedrukte formaat: gerenderd beeld 150 dpi, draadmodel 150 dpi',
    );
  });
});
