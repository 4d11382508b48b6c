import { i18n } from '@lingui/core';
import {
  NOISE_RULE_SET_LABELS,
  type NoiseRuleSetId,
  PLANNER_OBJECT_KINDS,
  type PlannerObjectKindKey,
  RECEPTOR_CATEGORY_LABELS,
  type ReceptorCategory,
} from '@vantage/contracts';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  argumentsOf,
  type Catalog,
  catalogsOutOfStep,
  englishLeftOver,
  hardCodedStrings,
  parsePo,
} from '@/lib/i18n/text-check';
import { KIND_MODULE_LIST } from '@/lib/plan/kinds/registry';
import { IMPORT_TEXT_IDS } from '../components/import-text';
import { IMPORT_ENGLISH, type ImportCode } from '../model/import/import-text';
import { FIELDS } from '../model/validation';
import { KIND_WORDS, NEW_NAME_WORDS } from '../object-types';
import { FIELD_WORDS, NOISE_RULE_SET_WORDS, RECEPTOR_CATEGORY_WORDS } from './catalogue-words';
import { activatePlannerEnglish } from './planner-test-i18n';

/**
 * The planner speaks English, Dutch and German (docs/decisions/200-planner-languages.md): its
 * own catalogs (locales/planner) hold the same ids with the same ICU arguments, every `planner.`
 * id the code asks for is in them and every id in them is asked for, only the planner names
 * them (so no dashboard page loads them), and the files converted so far write no word of
 * their own.
 */
const sources = import.meta.glob<string>(
  ['../../../**/*.ts', '../../../**/*.tsx', '!../../../**/*.test.ts', '!../../../**/*.test.tsx'],
  { query: '?raw', import: 'default', eager: true },
);
const catalogs = import.meta.glob<string>('../../../locales/planner/*.po', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const byLocale: Record<string, Catalog> = Object.fromEntries(
  Object.entries(catalogs).map(([path, text]) => [path.replace(/^.*\/(\w+)\.po$/, '$1'), parsePo(text)]),
);
const en = byLocale.en ?? new Map<string, string>();

/** The sources by their path under src/. */
const bySrcPath = new Map(
  Object.entries(sources).map(([key, text]) => [
    new URL(key, 'file:///src/features/editor/i18n/').pathname.slice(5),
    text,
  ]),
);

/** The planner's files whose every visible word goes through the catalogs. */
export const PLANNER_CONVERTED = [
  'components/planner-toolbar.tsx',
  'components/objects-panel.tsx',
  'components/properties-panel.tsx',
  'components/coordinate-fields.tsx',
  'components/site-boundary-flags.tsx',
  'components/constraint-layers-section.tsx',
  'components/plan-panel.tsx',
  'components/terrain-model-section.tsx',
  'components/layout-figures-section.tsx',
  'components/presets-panel.tsx',
  'components/turbine-preset-dialog.tsx',
  'components/scenarios-panel.tsx',
  'components/viewpoint-form.tsx',
  'components/viewpoints-panel.tsx',
  'components/photo-alignment-panel.tsx',
  'components/tour-stops.tsx',
  'components/tours-panel.tsx',
  'components/preview-column.tsx',
  'components/preview-list.tsx',
  'components/preview-pane.tsx',
  'components/preview-scene.tsx',
  'components/public-link-button.tsx',
  'components/ztv-section.tsx',
  'components/status-bar.tsx',
  'components/studies/studies-panel.tsx',
  'components/studies/settings-form.tsx',
  'components/studies/setbacks-section.tsx',
  'components/studies/shadow-calendar.tsx',
  'components/studies/shadow-flicker-settings-form.tsx',
  'components/studies/noise-modes-table.tsx',
  'components/studies/noise-settings-form.tsx',
  'components/studies/report-section.tsx',
  'components/map-layers-section.tsx',
  'components/conflict-dialog.tsx',
  'components/import-panel.tsx',
  'model/step-labels.ts',
  'components/gis-import-fields.tsx',
  'map/constraint-layers.tsx',
  'map/map-legend.tsx',
  'map/measure.tsx',
  'map/noise-layer.tsx',
  'map/planner-map.tsx',
  'map/shadow-layer.tsx',
  'map/sketch-layer.tsx',
  'map/structure-chooser.tsx',
  'map/ztv-layer.tsx',
  'map/place-search.tsx',
  'pages/planner-page.tsx',
  'object-types.ts',
  'model/tour.ts',
  'model/sketch.ts',
  'state/object-edits.ts',
  'state/conflict-fields.ts',
  'state/use-planner-actions.ts',
  'state/use-turbine-preset.ts',
  'state/use-turbine-spacing.ts',
  'state/use-viewpoints.ts',
  'i18n/numbers.ts',
  'i18n/planner-i18n.tsx',
  'i18n/catalogue-words.ts',
  'i18n/in-sentence.ts',
  'model/validation.ts',
  'model/import/csv.ts',
  'model/import/geojson.ts',
  'model/import/index.ts',
  'model/import/kml.ts',
  'model/import/imported-object.ts',
  'model/import/import-text.ts',
  'model/import/module-locks.ts',
  'model/import/gis/to-plan.ts',
  'model/import/gis/geopackage.ts',
  'model/import/gis/shapefile.ts',
  'model/import/gis/load.ts',
  'components/import-text.ts',
  'pages/editor-page.tsx',
].map((path) => `features/editor/${path}`);

/** Ids whose Dutch or German is rightly the English ("Scenario", "Radius (km)", "{value} D"). */
const SAME_WORD = new Set([
  'planner.conflictFields.animation',
  'planner.conflictFields.lden',
  'planner.conflictFields.name',
  'planner.conflictFields.panorama',
  'planner.conflictFields.position',
  'planner.conflictFields.scenario',
  'planner.conflictFields.scenarioId',
  'planner.conflictFields.type',
  'planner.coordinateFields.m',
  'planner.coordinateFields.m2',
  'planner.exportGis.exportLabelsCsv',
  'planner.exportGis.exportLabelsGpkg',
  'planner.field.containers',
  'planner.import.locked',
  'planner.import.verbatim',
  'planner.importPanel.epsg',
  'planner.layoutFiguresSection.scenario',
  'planner.noiseSection.ldenDb',
  'planner.noiseSettingsForm.limitLabelsLden',
  'planner.planPanel.plan',
  'planner.planPanel.tabTours',
  'planner.presetsPanel.type',
  'planner.previewList.object',
  'planner.propertiesPanel.name',
  'planner.propertiesPanel.scenario',
  'planner.receptorCategory.school',
  'planner.reportSection.scenario',
  'planner.scenarioName.numbered',
  'planner.newName.mast',
  'planner.sketch.orange',
  'planner.sketch.sketchKindNamesLabel',
  'planner.terrainModelSection.latitude',
  'planner.toursPanel.tour',
  'planner.toursPanel.tours',
  'planner.useTurbineSpacing.d',
  'planner.viewpointForm.name',
  'planner.ztvSection.radiusKm',
]);

/** Every `planner.` id a source names, each a whole string (`i18n._('planner.…')`). */
function idsInSources(): Set<string> {
  const used = new Set<string>();
  for (const [path, text] of Object.entries(sources)) {
    if (!/['`]planner\./.test(text)) continue;
    const kind = path.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.TSX;
    const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
    const visit = (node: ts.Node) => {
      if (
        (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
        /^planner\./.test(node.text)
      )
        used.add(node.text);
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return used;
}

/** The ids asked for as `i18n._('planner.…')` with no values: their messages must take none. */
function idsAskedWithoutValues(): Set<string> {
  const asked = new Set<string>();
  for (const [path, text] of Object.entries(sources)) {
    if (!/['`]planner\./.test(text)) continue;
    const kind = path.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.TSX;
    const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && node.arguments.length === 1) {
        const [id] = node.arguments;
        if (id && ts.isStringLiteralLike(id) && /^planner\./.test(id.text)) asked.add(id.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return asked;
}

describe("the planner's words", () => {
  // The planner's own settings (FIELDS) read their labels from the catalog.
  beforeAll(activatePlannerEnglish);

  it('are not written into the converted files: each goes through the catalogs', () => {
    const offences = PLANNER_CONVERTED.flatMap((path) => {
      const text = bySrcPath.get(path);
      if (text === undefined) return [`${path}: no such file`];
      return hardCodedStrings(path, text).map((where) => `${path}:${where}`);
    });
    expect(offences).toEqual([]);
  });

  it('are in every catalog, with the same ids and the same ICU arguments', () => {
    expect(Object.keys(byLocale).sort()).toEqual(['de', 'en', 'nl']);
    const ids = [...en.keys()];
    expect(ids.length).toBeGreaterThan(300);
    expect(ids.filter((id) => !/^planner\.\w+\.\w+$/.test(id))).toEqual([]);
    expect(catalogsOutOfStep(byLocale)).toEqual([]);
  });

  it('are Dutch and German in those catalogs, not English left over', () => {
    expect(englishLeftOver(byLocale, SAME_WORD)).toEqual([]);
  });

  it('are asked for by ids the catalogs have, and every id of the catalogs is asked for', () => {
    const used = idsInSources();
    expect([...used].filter((id) => !en.has(id))).toEqual([]);
    expect([...en.keys()].filter((id) => !used.has(id))).toEqual([]);
  });

  it('are asked for with the values their messages name: no id without values names an argument', () => {
    // A badge once asked for the sentence of a locked module's id without its {module} and read
    // "The module is not unlocked …" instead of "Locked".
    const missing = [...idsAskedWithoutValues()].filter((id) => argumentsOf(en.get(id) ?? '').length > 0);
    expect(missing).toEqual([]);
  });

  it('are asked for by the planner only, whose catalogs no other page names', () => {
    const outside = [...bySrcPath]
      .filter(([path]) => !path.startsWith('features/editor/'))
      .filter(([, text]) => /['`]planner\.\w+\.\w+['`]|locales\/planner/.test(text))
      .map(([path]) => path);
    expect(outside).toEqual([]);
  });

  it('name the kinds in English as the contracts’ catalogue of kinds does', () => {
    for (const [key, [one, many]] of Object.entries(KIND_WORDS)) {
      const kind = PLANNER_OBJECT_KINDS[key as PlannerObjectKindKey];
      expect(en.get(one), one).toBe(kind.name);
      expect(en.get(many), many).toBe(kind.plural);
    }
    expect(Object.keys(KIND_WORDS).sort()).toEqual(Object.keys(PLANNER_OBJECT_KINDS).sort());
  });

  it('start new objects’ names in English as the kind modules name them ("Turbine 1")', () => {
    for (const { kind, newName } of KIND_MODULE_LIST)
      expect(en.get(NEW_NAME_WORDS[kind.key]), kind.key).toBe(newName);
    expect(Object.keys(NEW_NAME_WORDS).sort()).toEqual(KIND_MODULE_LIST.map(({ kind }) => kind.key).sort());
  });

  it('say each setting, receptor category and noise rule set in English as the contracts word it', () => {
    for (const kind of Object.values(PLANNER_OBJECT_KINDS))
      for (const field of kind.fields)
        expect(en.get(FIELD_WORDS[field.key] ?? ''), field.key).toBe(field.label);
    for (const field of Object.values(FIELDS).flat())
      expect(en.get(FIELD_WORDS[field.key] ?? ''), field.key).toBe(field.label);
    for (const [category, id] of Object.entries(RECEPTOR_CATEGORY_WORDS))
      expect(en.get(id), category).toBe(RECEPTOR_CATEGORY_LABELS[category as ReceptorCategory]);
    expect(Object.keys(RECEPTOR_CATEGORY_WORDS).sort()).toEqual(Object.keys(RECEPTOR_CATEGORY_LABELS).sort());
    for (const [ruleSet, id] of Object.entries(NOISE_RULE_SET_WORDS))
      expect(en.get(id), ruleSet).toBe(NOISE_RULE_SET_LABELS[ruleSet as NoiseRuleSetId]);
    expect(Object.keys(NOISE_RULE_SET_WORDS).sort()).toEqual(Object.keys(NOISE_RULE_SET_LABELS).sort());
  });

  it('say every problem and note of the import in English as the model words it (IMPORT_ENGLISH)', () => {
    activatePlannerEnglish();
    const NUMBERS = /^(count|max|row|number|part|records|shapes|millions|epsg)$/;
    for (const code of Object.keys(IMPORT_ENGLISH) as ImportCode[]) {
      const id = IMPORT_TEXT_IDS[code];
      expect(en.has(id), code).toBe(true);
      for (const count of [1, 3, 12_000]) {
        const values = Object.fromEntries(
          argumentsOf(en.get(id) ?? '').map((name) => [name, NUMBERS.test(name) ? count : `[${name}]`]),
        );
        expect(i18n._(id, values), `${code} ${count}`).toBe(IMPORT_ENGLISH[code](values));
      }
    }
    expect(Object.keys(IMPORT_TEXT_IDS).sort()).toEqual(Object.keys(IMPORT_ENGLISH).sort());
  });

  it('finds a word written into a file (the check can fail)', () => {
    const sample = `export const A = () => <Button aria-label="Add turbine">{i18n._('planner.toolbar.undo')} now</Button>;`;
    expect(hardCodedStrings('sample.tsx', sample).map((s) => s.replace(/^\d+: /, ''))).toEqual([
      'Add turbine',
      'now',
    ]);
  });
});
