import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PlannerObject, Preset, SetbackRule } from '@vantage/contracts';
import { DEFAULT_NOISE_SETTINGS_VALUES, PLANNER_OBJECT_KINDS } from '@vantage/contracts';
import { shadowPlanStudy } from '@vantage/contracts/studies/shadow-plan';
import { encode } from 'fast-png';
import { beforeAll, describe, expect, it } from 'vitest';
import { runNoise } from '@/lib/noise/noise-run';
import { runShadow } from '@/lib/shadow/shadow-run';
import { runZtv } from '@/lib/terrain/ztv-run';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { formatCoordinate, fromWgs84 } from '../model/coordinates';
import { RD_NEW } from '../model/import/fixtures/systems';
import { layerZones } from '../model/layer-zones';
import { shadowObjects } from '../state/shadow-store';
import { ruleInputs } from '../state/use-site-checks';
import { scaleText } from './layout-map';
import { coverLogoSize, renderReport } from './render-report';
import type { RenderedView } from './render-views';
import { type ReportInput, reportContent, reportFileName } from './report-content';

beforeAll(activatePlannerEnglish);

const require = createRequire(import.meta.url);
const fonts = {
  regular: new Uint8Array(
    readFileSync(require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf')),
  ),
  bold: new Uint8Array(
    readFileSync(require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf')),
  ),
};

/** The text of every page as pdf.js reads it (a reader independent of the writer). */
async function pagesText(bytes: Uint8Array): Promise<{ count: number; pages: string[]; sizes: number[][] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  const pages: string[] = [];
  const sizes: number[][] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const page = await doc.getPage(number);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
    sizes.push(page.view.slice(2));
  }
  return { count: doc.numPages, pages, sizes };
}

/** The images each page paints, with their printed size and place in points (from the operator list). */
async function pageImages(
  bytes: Uint8Array,
): Promise<{ width: number; height: number; x: number; y: number; pixels: [number, number] }[][]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  const pages = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const list = await (await doc.getPage(number)).getOperatorList();
    const images = [];
    // The current transformation matrix [a b c d e f], kept through save and restore; each `cm`
    // (pdf-lib writes translate, rotate, scale and skew apart) is multiplied in before it.
    let ctm = [1, 0, 0, 1, 0, 0];
    const saved: number[][] = [];
    for (const [index, op] of list.fnArray.entries()) {
      if (op === pdfjs.OPS.save) saved.push(ctm);
      if (op === pdfjs.OPS.restore) ctm = saved.pop() ?? [1, 0, 0, 1, 0, 0];
      if (op === pdfjs.OPS.transform) {
        const [a, b, c, d, e, f] = list.argsArray[index] as number[];
        const [A, B, C, D, E, F] = ctm as [number, number, number, number, number, number];
        ctm = [
          a! * A + b! * C,
          a! * B + b! * D,
          c! * A + d! * C,
          c! * B + d! * D,
          e! * A + f! * C + E,
          e! * B + f! * D + F,
        ];
      }
      if (op === pdfjs.OPS.paintImageXObject) {
        const [a = 0, , , d = 0, x = 0, y = 0] = ctm;
        const args = list.argsArray[index] as unknown[];
        images.push({
          width: a,
          height: d,
          x,
          y,
          pixels: [Number(args[1]), Number(args[2])] as [number, number],
        });
      }
    }
    pages.push(images);
  }
  return pages;
}

let nextId = 1;
function object(
  o: Partial<PlannerObject> & Pick<PlannerObject, 'plannerObjectTypeId' | 'points'>,
): PlannerObject {
  const kind = Object.values(PLANNER_OBJECT_KINDS).find((k) => k.typeId === o.plannerObjectTypeId);
  return {
    id: nextId++,
    projectId: 1,
    scenarioId: 10,
    name: `Object ${nextId}`,
    layout: kind?.layout ?? 'Point',
    presetId: null,
    rotation: { x: 0, y: 0, z: 0, w: 1 },
    plannerObjectDataJson: '{}',
    tagNames: [],
    version: 1,
    ...o,
  } as PlannerObject;
}

const T = PLANNER_OBJECT_KINDS;
const preset = {
  id: 7,
  projectId: 1,
  name: 'V136 4.2',
  plannerObjectTypeId: T.turbine.typeId,
  presetDataJson: JSON.stringify({ hubHeight: 112, rotorDiameter: 136, ratedPowerKw: 4200 }),
} as Preset;

function input(objects: PlannerObject[], overrides: Partial<ReportInput> = {}): ReportInput {
  return {
    projectName: 'Windpark Groß Süderbrück',
    projectUpdatedAt: '2026-11-30T10:00:00Z',
    revisionOf: null,
    scenario: { id: 10, name: 'Variante Ä' },
    organisation: 'Energie Coöperatie',
    author: 'Jörg Müller',
    madeAt: new Date('2026-12-02T12:00:00Z'),
    software: 'Vantage 0.1.0',
    system: RD_NEW,
    objects,
    presets: [preset],
    chapters: new Set(['layout', 'shadow', 'noise', 'method']),
    shadow: null,
    noise: null,
    studyGaps: {},
    views: [],
    studies: {
      ztv: { missing: 'not calculated.' },
      shadow: { missing: 'not calculated.' },
      noise: { missing: 'not calculated.' },
    },
    viewpointMarks: [],
    setbackRules: [],
    constraintLayers: [],
    groundHeights: { source: 'flat ground at 0 m', at: () => 0 },
    ...overrides,
  };
}

// Writing a PDF with embedded fonts and reading it back costs seconds of CPU (5.3 s for the
// 90 turbines at load 15): the limit guards against a hang, it measures nothing (decision 192).
describe('the report', { timeout: 60_000 }, () => {
  it('lists every turbine with its coordinates as the planner formats them, in a table that repeats its header on each page', async () => {
    const turbines = Array.from({ length: 90 }, (_, index) =>
      object({
        plannerObjectTypeId: T.turbine.typeId,
        name: `WEA ${index + 1}`,
        presetId: 7,
        points: [{ longitude: 4.6 + (index % 10) * 0.004, latitude: 52.6 + Math.floor(index / 10) * 0.003 }],
      }),
    );
    const house = object({
      plannerObjectTypeId: T.receptor.typeId,
      name: 'Hof Böhm',
      points: [{ longitude: 4.58, latitude: 52.6 }],
    });
    const content = reportContent(input([...turbines, house]));
    const bytes = await renderReport(content, fonts, { author: 'Jörg Müller', software: 'Vantage 0.1.0' });
    const { count, pages } = await pagesText(bytes);
    const all = pages.join('\n');

    for (const turbine of turbines) {
      const point = turbine.points[0] as { longitude: number; latitude: number };
      const { x, y } = fromWgs84(RD_NEW, point);
      expect(all).toContain(`${turbine.name} ${formatCoordinate(RD_NEW, x)} ${formatCoordinate(RD_NEW, y)}`);
    }
    // Umlauts and the tip height (hub + half the rotor) as text.
    expect(pages[0]).toContain('Windpark Groß Süderbrück');
    expect(all).toContain('V136 4.2 112.0 136.0 180.0');
    // The layout chapter opens with its map, at the scale the figure chose, its turbines labelled.
    const map = content.chapters[0]?.blocks.find((block) => block.kind === 'map');
    if (map?.kind !== 'map') throw new Error('the layout chapter has no map');
    expect(pages[2]).toContain(`Layout WEA 1 WEA 2`);
    expect(pages[2]).toContain(`Scale ${scaleText(map.figure.scale)} at the printed size`);
    const tablePages = pages.slice(3).filter((text) => text.includes('WEA '));
    expect(tablePages.length).toBeGreaterThan(1);
    for (const text of tablePages) expect(text).toContain('Nearest receptor');
    // Cover, contents, the map, layout pages, method: shadow and noise asked for but without answers are absent.
    expect(pages[1]).toContain('Contents');
    expect(count).toBe(2 + 1 + tablePages.length + 1);
    expect(pages.at(-1)).toContain(`Page ${count} of ${count}`);
  });

  it("prints the project's logo on the cover, fitted in its box with its proportions", async () => {
    const turbine = object({
      plannerObjectTypeId: T.turbine.typeId,
      points: [{ longitude: 4.6, latitude: 52.6 }],
    });
    const content = reportContent(input([turbine]));
    // A wide logo (600 × 150 px): the box's width bounds it, 180 × 45 pt.
    const logo = {
      bytes: encode({ width: 600, height: 150, data: new Uint8Array(600 * 150 * 3).fill(90), channels: 3 }),
      type: 'png' as const,
      width: 600,
      height: 150,
    };
    const without = await pageImages(await renderReport(content, fonts, { author: 'a', software: 'b' }));
    const withLogo = await pageImages(
      await renderReport(content, fonts, { author: 'a', software: 'b', logo }),
    );
    expect(without[0]).toEqual([]);
    expect(withLogo[0]).toHaveLength(1);
    const [printed] = withLogo[0] ?? [];
    expect(printed?.pixels).toEqual([600, 150]);
    expect(printed?.width).toBeCloseTo(180, 3);
    expect(printed?.height).toBeCloseTo(45, 3);
    // A tall one (100 × 400 px): the box's height bounds it, 20 × 80 pt.
    expect(coverLogoSize(100, 400)).toEqual({ width: 20, height: 80 });
  });

  it('leaves out the shadow and noise chapters of a project without receptors, saying why', async () => {
    const turbine = object({
      plannerObjectTypeId: T.turbine.typeId,
      points: [{ longitude: 4.6, latitude: 52.6 }],
    });
    const content = reportContent(input([turbine]));
    expect(content.chapters.map((chapter) => chapter.key)).toEqual(['layout', 'method']);
    const { pages } = await pagesText(await renderReport(content, fonts, { author: 'a', software: 'b' }));
    expect(pages[0]).toContain(
      'Shadow flicker: the project has no receptors, so there is nothing to assess.',
    );
    expect(pages[0]).toContain('Noise: the project has no receptors, so there is nothing to assess.');
    expect(pages.join(' ')).not.toMatch(/Hours a year/);
  });

  it('draws the constraint layers and the setback zones on the layout map, with their legend and a note', async () => {
    const turbine = object({
      plannerObjectTypeId: T.turbine.typeId,
      name: 'WEA 1',
      presetId: 7,
      points: [{ longitude: 4.6, latitude: 52.6 }],
    });
    // About 340 m east: a dwelling, inside the frame with its 720 m zone cut by the frame.
    const house = object({
      plannerObjectTypeId: T.receptor.typeId,
      name: 'Hof Böhm',
      points: [{ longitude: 4.605, latitude: 52.6 }],
      plannerObjectDataJson: JSON.stringify({ category: 'dwelling' }),
    });
    const rule = (id: number, name: string, fields: Partial<SetbackRule>): SetbackRule => ({
      id,
      projectId: 1,
      name,
      targetKind: 'receptor',
      receptorCategory: null,
      constraintLayerId: null,
      distanceValue: 4,
      distanceUnit: 'tipHeight',
      version: 1,
      createdAt: '2026-12-01T00:00:00Z',
      updatedAt: '2026-12-01T00:00:00Z',
      ...fields,
    });
    const content = reportContent(
      input([turbine, house], {
        chapters: new Set(['layout']),
        setbackRules: [
          rule(1, 'Woningen', { receptorCategory: 'dwelling' }),
          rule(2, 'Grens', { targetKind: 'siteBoundary', distanceValue: 1, distanceUnit: 'rotorDiameter' }),
          rule(3, 'Lijnen', { targetKind: 'constraintLayer', constraintLayerId: 7, distanceValue: 1.5 }),
        ],
        layerZones,
        constraintLayers: [
          {
            id: 7,
            name: 'Hoogspanning',
            colour: '#7c3aed',
            geometries: [
              {
                type: 'LineString',
                coordinates: [
                  [4.59, 52.601],
                  [4.61, 52.601],
                ],
              },
              { type: 'Point', coordinates: [5.5, 52.6] },
            ],
          },
        ],
      }),
    );
    const map = content.chapters[0]?.blocks.find((block) => block.kind === 'map');
    if (map?.kind !== 'map') throw new Error('no layout map');
    expect(map.figure.layers.map((layer) => [layer.name, layer.shown, layer.lines.length])).toEqual([
      ['Hoogspanning', 1, 1],
    ]);
    expect(map.figure.zones.map((zone) => [zone.label, zone.rings.length])).toEqual([
      ['Woningen: 720 m (4 × tip height 180 m)', 1],
      // The line's buffer, one ring, cut to the frame.
      ['Lijnen: 270 m (1.5 × tip height 180 m)', 1],
    ]);
    // The zone's northern edge runs 270 m north of the line (52.601° N): a meridian degree there is
    // 111,257 m, so 0.002427°, within 0.000005° (0.6 m).
    const zone = layerZones(
      [
        {
          ...ruleInputs([
            rule(3, 'Lijnen', { targetKind: 'constraintLayer', constraintLayerId: 7, distanceValue: 1.5 }),
          ])[0]!,
        },
      ],
      [
        {
          id: 7,
          name: 'Hoogspanning',
          geometries: [
            {
              type: 'LineString',
              coordinates: [
                [4.59, 52.601],
                [4.61, 52.601],
              ],
            },
          ],
        },
      ],
      { tipHeight: 180, rotorDiameter: 136 },
    )[0]!;
    const north = Math.max(...zone.polygons[0]![0]!.map((point) => point.latitude));
    expect(north - 52.601).toBeCloseTo(270 / 111_257, 5);
    const { pages } = await pagesText(await renderReport(content, fonts, { author: 'a', software: 'b' }));
    const layout = pages.slice(2).join(' ');
    // The legend, then the note under the table.
    expect(layout).toContain('Hoogspanning');
    expect(layout).toContain('Setback zone: Woningen: 720 m (4 × tip height 180 m)');
    expect(layout).toContain(
      'Constraint layers on the map: Hoogspanning (1 of 2 features inside the frame).',
    );
    expect(layout).toContain(
      "Setback zones, drawn for the scenario's largest turbine (tip height 180.0 m, rotor diameter 136.0 m)",
    );
    expect(layout).toContain('Setback zone: Lijnen: 270 m (1.5 × tip height 180 m)');
    expect(layout).toContain('draw no zone (the site boundary, or a layer with nothing to buffer): Grens.');
  });

  it("prints the API's shadow hours and night levels as answered", async () => {
    const turbine = object({
      plannerObjectTypeId: T.turbine.typeId,
      points: [{ longitude: 4.6, latitude: 52.6 }],
    });
    const house = object({
      plannerObjectTypeId: T.receptor.typeId,
      name: 'Farm',
      points: [{ longitude: 4.61, latitude: 52.6 }],
    });
    const content = reportContent(
      input([turbine, house], {
        shadow: {
          scenarioId: 10,
          ground: { kind: 'flat', text: 'Flat ground at 0 m: the project has no terrain model.' },
          year: 2027,
          timeZone: 'Europe/Amsterdam',
          limits: 'DE',
          receptors: [
            {
              receptorId: house.id,
              name: 'Farm',
              minutes: 2_345,
              hours: 2_345 / 60,
              days: 61,
              maxMinutesPerDay: 44,
              firstDate: '2027-03-01',
              lastDate: '2027-10-11',
              expectedHours: null,
              exceeded: true,
              perTurbine: [],
            },
          ],
        },
        noise: {
          scenarioId: 10,
          ground: { kind: 'flat', text: 'Flat ground at 0 m: the project has no terrain model.' },
          ruleSet: { id: 'DE', name: 'TA Lärm', source: 'TA Lärm 6.1' },
          methods: ['ISO 9613-2 general method by octave band'],
          sources: [
            {
              id: turbine.id,
              name: 'T1',
              existing: false,
              hubHeight: 112,
              modes: { day: 'Normal', evening: 'Normal', night: 'NRO 103' },
            },
          ],
          withoutSoundPower: [],
          receptors: [
            {
              id: house.id,
              name: 'Farm',
              category: 'residential',
              limitCategory: 'WA',
              day: { total: 44.26, bySource: [44.26] },
              evening: { total: 44.26, bySource: [44.26] },
              night: { total: 41.04, bySource: [41.04] },
              lden: null,
              indicators: { night: { level: 41.04, limit: 40, margin: -1.04, over: true } },
              over: true,
            },
          ],
        },
      }),
    );
    const { pages } = await pagesText(await renderReport(content, fonts, { author: 'a', software: 'b' }));
    const all = pages.join('\n');
    expect(all).toContain('Farm 39.08 39:05 61 44 2027-03-01 – 2027-10-11 – Over');
    expect(all).toContain('Farm WA 44.3 44.3 41.0 40.0 -1.0 – Over');
    expect(all).toContain('TA Lärm');
    expect(content.chapters.map((chapter) => chapter.key)).toEqual(['layout', 'shadow', 'noise', 'method']);
  });

  it('prints a visualisation sheet per viewpoint on A3 landscape, both images at their true-scale size, with the caption', async () => {
    const turbine = object({
      plannerObjectTypeId: T.turbine.typeId,
      name: 'WEA 1',
      presetId: 7,
      points: [{ longitude: 4.6, latitude: 52.61 }],
    });
    const image = (width: number, height: number) => ({
      bytes: encode({ width, height, data: new Uint8Array(width * height * 3).fill(160), channels: 3 }),
      type: 'png' as const,
      width,
      height,
    });
    const viewpoint = (id: number, name: string) =>
      ({
        id,
        name,
        position: { longitude: 4.6, latitude: 52.6, altitude: 1.6 },
        pan: 0,
        tilt: 0,
        fieldOfView: 60,
        windDirection: 225,
        viewingDateTime: null,
        photo: null,
      }) as unknown as NonNullable<ReportInput['views'][number]>['viewpoint'];
    const view = (
      shows: RenderedView['shows'],
      fov: number,
      verticalFov: number,
      projection: RenderedView['projection'] = 'planar',
    ): RenderedView => ({
      viewpointId: 1,
      shows,
      upper: image(
        400,
        Math.round((400 * Math.tan((verticalFov * Math.PI) / 360)) / Math.tan((fov * Math.PI) / 360)),
      ),
      lower: image(400, 157),
      pose: { longitude: 4.6, latitude: 52.6, altitude: 1.6, heading: 0, pitch: 0, fov },
      verticalFov,
      projection,
      date: new Date('2026-06-21T12:00:00Z'),
      fromPlan: false,
      terrain: null,
    });
    const content = reportContent(
      input([turbine], {
        chapters: new Set(['layout', 'visualisations']),
        views: [
          { viewpoint: viewpoint(1, 'Dorfstraße'), view: view('rendered', 53.5, 22.36), error: null },
          { viewpoint: viewpoint(2, 'Kirchturm'), view: view('photomontage', 40, 27.3), error: null },
          {
            viewpoint: viewpoint(3, 'Deich'),
            view: null,
            error: 'The 3D view from Deich did not finish loading.',
          },
          {
            viewpoint: viewpoint(4, 'Mühle'),
            view: view('rendered', 90, 34.23, 'cylindrical'),
            error: null,
          },
        ],
      }),
    );
    const bytes = await renderReport(content, fonts, { author: 'a', software: 'b' });
    const { count, pages, sizes } = await pagesText(bytes);
    const images = await pageImages(bytes);
    // Cover, contents, the layout's map and table, three sheets.
    expect(count).toBe(7);
    expect(pages[1]).toContain(
      'Visualisation: Dorfstraße 5 Visualisation: Kirchturm 6 Visualisation: Mühle 7',
    );
    expect(pages[0]).toContain('Visualisation of Deich: The 3D view from Deich did not finish loading.');
    const mm = 72 / 25.4;
    for (const [index, name, shows, distance, width] of [
      [4, 'Dorfstraße', 'Rendered view', 270, 2 * 270 * Math.tan((26.75 * Math.PI) / 180)],
      [5, 'Kirchturm', 'Photomontage', 220, 2 * 220 * Math.tan((20 * Math.PI) / 180)],
      // The 90° cylindrical panorama: d·fov (radians) wide, 170 mm · π/2 = 267.04 mm.
      [6, 'Mühle', 'Rendered view', 170, (170 * Math.PI) / 2],
    ] as const) {
      expect(sizes[index]?.map((side) => Math.round(side * 100) / 100)).toEqual([1190.55, 841.89]);
      expect(pages[index]).toContain(`Windpark Groß Süderbrück – viewpoint ${name}, scenario Variante Ä`);
      expect(pages[index]).toContain(`${shows}, `);
      expect(pages[index]).toContain(`true to scale at ${distance} mm`);
      expect(pages[index]).toContain(`Viewing distance ${distance} mm`);
      expect(pages[index]).toContain('Turbines in view: 1 of 1 (WEA 1)');
      const placed = images[index] ?? [];
      expect(placed).toHaveLength(2);
      for (const one of placed) expect(one.width / mm).toBeCloseTo(width, 1);
    }
    expect(pages[6]).toContain('Rendered view, 90.0° × 34.2° cylindrical panorama, true to scale at 170 mm');
    expect(pages[6]).toContain('Horizontal field of view 90.0°, vertical 34.2° (cylindrical panorama)');
    expect(pages[4]).toContain('(planar)');
  });

  it('is named after the project, the scenario and the day', () => {
    expect(reportFileName('Park: Nord/Süd', 'A', new Date('2026-12-02T23:00:00Z'))).toBe(
      'Park Nord Süd – A – 2026-12-02.pdf',
    );
  });

  it('prints the ZTV, the calendars, the shutdown schedule and the study maps from the planner’s own calculations', async () => {
    const site = { longitude: 5.0, latitude: 52.0 };
    const turbines = [0, 1].map((index) =>
      object({
        plannerObjectTypeId: T.turbine.typeId,
        name: `WEA ${index + 1}`,
        presetId: 7,
        points: [{ longitude: site.longitude + index * 0.005, latitude: site.latitude }],
      }),
    );
    // East of the turbines, a little north: the low winter sun in the south-west shades it in the morning... and evening.
    const house = object({
      plannerObjectTypeId: T.receptor.typeId,
      name: 'Hof Böhm',
      points: [{ longitude: 5.009, latitude: 52.0025 }],
    });
    const objects = [...turbines, house];
    const metric = { epsgCode: RD_NEW.epsgCode, name: RD_NEW.name, proj4Definition: RD_NEW.proj4Definition };

    // Flat, sea-level ground: no terrain source (the ZTV says so).
    const flat = { prepare: async () => undefined, heightAt: () => null, description: null, failed: false };
    const ztv = await runZtv(
      {
        turbines: turbines.map((turbine) => ({ ...turbine.points[0]!, hubHeight: 112, tipHeight: 180 })),
        radius: 3000,
        cellSize: 50,
        system: metric,
        terrain: { tiles: null, model: null, failedModel: null },
      },
      flat,
    );
    const shadowRequest = {
      study: shadowPlanStudy(shadowObjects({ objectList: objects, presetList: [preset] }), 10, {
        timeZone: 'Europe/Amsterdam',
        year: 2027,
      }),
      stops: [],
      map: { system: metric, cellSize: 50 },
      terrain: null,
    };
    const shadow = runShadow(shadowRequest, () => undefined);
    const noise = await runNoise({
      input: {
        turbines: turbines.map((turbine) => ({
          ...turbine.points[0]!,
          id: turbine.id,
          name: turbine.name,
          existing: false,
          groundHeight: 0,
          hubHeight: 112,
          modes: [{ name: 'Mode 0', lwa: 106 }],
        })),
        receptors: [
          { ...house.points[0]!, id: house.id, name: house.name, category: 'dwelling', groundHeight: 0 },
        ],
        settings: { ...DEFAULT_NOISE_SETTINGS_VALUES },
      },
      system: metric,
      cellSize: 50,
      radius: 1500,
      terrain: null,
    });
    const over = shadow.figures.filter((figures) => figures.exceeded);
    expect(over.map((figures) => figures.name)).toEqual(['Hof Böhm']);
    expect(shadow.schedule.length).toBeGreaterThan(0);

    const content = reportContent(
      input(objects, {
        chapters: new Set(['ztv', 'shadow', 'noise']),
        shadow: {
          scenarioId: 10,
          ground: { kind: 'flat', text: 'Flat ground at 0 m.' },
          year: 2027,
          timeZone: 'Europe/Amsterdam',
          limits: 'DE',
          receptors: shadow.figures,
        },
        noise: {
          scenarioId: 10,
          ground: { kind: 'flat', text: 'Flat ground at 0 m.' },
          ruleSet: { id: 'DE', name: 'TA Lärm', source: 'TA Lärm 6.1' },
          methods: ['ISO 9613-2'],
          sources: [],
          withoutSoundPower: [],
          receptors: [],
        },
        studies: {
          ztv: { outcome: ztv, request: null },
          shadow: { outcome: shadow, request: shadowRequest },
          noise: { outcome: noise, request: null },
        },
        viewpointMarks: [
          { name: 'Kerk', point: { longitude: 5.003, latitude: 51.99 }, heading: 0, fov: 53.5 },
          { name: 'Far away', point: { longitude: 5.3, latitude: 52.2 }, heading: 0, fov: 53.5 },
        ],
      }),
    );
    expect(content.chapters.map((chapter) => chapter.key)).toEqual(['ztv', 'shadow', 'noise']);
    const bytes = await renderReport(content, fonts, { author: 'a', software: 'b' });
    const { pages } = await pagesText(bytes);
    const images = await pageImages(bytes);
    const all = pages.join('\n');

    expect(pages[1]).toContain('Zone of theoretical visibility');
    const ztvPage = pages.findIndex((text) => text.startsWith('Zone of theoretical visibility'));
    expect(pages[ztvPage]).toContain('within 3 km of each turbine');
    expect(pages[ztvPage]).toContain('Blade tips visible (of 2) 1 2');
    // On flat ground within 3 km both tips are in view; 30 km away the viewpoint is outside the grid.
    expect(all).toContain('Kerk 2 2');
    expect(all).toContain('Far away outside the ZTV outside the ZTV');
    // Each study map is one image, at its figure's printed size and at least 150 dpi.
    const maps = content.chapters.flatMap((chapter) =>
      chapter.blocks.flatMap((block) => (block.kind === 'analysisMap' ? [block.figure] : [])),
    );
    expect(maps).toHaveLength(3);
    // The ZTV marks the viewpoints on its grid; the far one would shrink it to a dot.
    expect(maps[0]!.map.marks.map((mark) => mark.name)).toEqual(['Kerk']);
    const painted = images.flat();
    expect(painted).toHaveLength(3);
    for (const [index, figure] of maps.entries()) {
      const image = painted[index]!;
      const mmWide = figure.raster.southEast.x - figure.raster.southWest.x;
      expect(image.width).toBeCloseTo((mmWide * 72) / 25.4, 3);
      expect(image.pixels).toEqual([
        figure.raster.width * figure.raster.repeat,
        figure.raster.height * figure.raster.repeat,
      ]);
      expect(image.pixels[0] / (image.width / 72)).toBeGreaterThanOrEqual(150);
    }
    // The calendar of the receptor over the limits, and the schedule's stops as the calculation made them.
    expect(all).toContain('Calendar: Hof Böhm (2027)');
    const first = shadow.schedule[0]!;
    const name = shadowRequest.study.turbineRefs[first.turbine]!.name;
    expect(all).toContain(`${name} ${first.date} ${first.start} ${first.end}`);
    expect(all).toContain('Hours a year Up to 10 h 10–30 h');
    expect(all).toContain('Noise map');
    expect(all).toContain('Night level, dB(A)');
    expect(all).toContain(`${noise.isophoneLevels[0]} dB(A) isophone`);
  });
});
