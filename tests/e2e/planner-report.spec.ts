import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { encode } from 'fast-png';
import { setFeature } from './support/admin';
import { useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { catalog } from './support/catalogs';
import { newOrganisation } from './support/organisations';
import { type PlacedImage, readPdf } from './support/pdf';
import { PREVIEW_CLOSED } from './support/planner-preview';
import { uniqueProjectName } from './support/projects';
import { fromSystem, studyProject } from './support/study-project';

const TIME_ZONE = 'Europe/Amsterdam';
test.use({ viewport: { width: 1440, height: 900 }, ...PREVIEW_CLOSED, timezoneId: TIME_ZONE });

const SPECTRUM = [86.1, 93.5, 97.8, 100.2, 100.5, 98.3, 93.1, 83.4];
const MODES = [
  { name: 'Mode 0', lwa: 106, bands: SPECTRUM },
  { name: 'NRO 100', lwa: 100, bands: SPECTRUM.map((level) => level - 6) },
];
/** RD New easting, northing: three turbines in a row, a farm south of the first, a house to the north-east. */
const TURBINES: [number, number][] = [
  [153_000, 462_000],
  [153_400, 462_000],
  [153_800, 462_000],
];
const RECEPTORS: Array<{ name: string; at: [number, number] }> = [
  { name: 'Farm Zuid', at: [153_000, 461_660] },
  { name: 'Huis Noordoost', at: [154_300, 462_400] },
];

async function newProject(api: APIRequestContext, withReceptors: boolean) {
  const rd = await fromSystem(api, 28992);
  const name = uniqueProjectName('Report Wind');
  const {
    projectId,
    scenarioId,
    preset,
    place: placeAt,
  } = await studyProject(api, name, 28992, 'Variante Süd');
  const presetId = await preset('V150 4.5 MW', { hubHeight: 120, rotorDiameter: 150, soundModes: MODES });
  const place = (data: Record<string, unknown>, at: [number, number]) => placeAt(data, rd(at));
  for (const [index, point] of TURBINES.entries())
    await place({ name: `WTG ${index + 1}`, plannerObjectTypeId: 1, presetId }, point);
  if (withReceptors)
    for (const receptor of RECEPTORS)
      await place(
        { name: receptor.name, plannerObjectTypeId: 5, plannerObjectDataJson: '{"category":"dwelling"}' },
        receptor.at,
      );
  return { projectId, scenarioId, name };
}

const reportSection = (page: Page) => page.getByRole('region', { name: 'Report (PDF)' });

async function openReport(page: Page, projectId: number, name: string) {
  await page.goto(`/editor/#projectId=${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('tab', { name: 'Studies' }).click();
  await page.getByRole('tab', { name: 'Report' }).click();
}

async function makeReport(page: Page) {
  const download = page.waitForEvent('download', { timeout: 120_000 });
  await reportSection(page).getByRole('button', { name: 'Make the report (PDF)' }).click();
  const file = await download;
  await expect(reportSection(page).getByText(`Saved “${file.suggestedFilename()}”.`)).toBeVisible();
  return { name: file.suggestedFilename(), ...(await readPdf(await file.path())) };
}

test("the report holds every turbine's coordinates as the planner shows them, each receptor's shadow hours and night level as the API answers them, and the chapters chosen", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const org = await newOrganisation();
  const { projectId, scenarioId, name } = await newProject(org.api, true);

  // Locked without the feature, in the words the other studies use.
  await setFeature(org.subscriptionKey, 'PdfReport', 'Disabled');
  await useSignedInSession(page, org.owner.email, { password: org.owner.password });
  await openReport(page, projectId, name);
  await expect(reportSection(page).getByText('Locked', { exact: true })).toBeVisible();
  await expect(
    reportSection(page).getByText('The PDF report is not part of your subscription.'),
  ).toBeVisible();
  await expect(reportSection(page).getByRole('button', { name: 'Make the report (PDF)' })).toHaveCount(0);

  for (const feature of ['PdfReport', 'ShadowFlickerSimulation', 'NoiseSimulation', 'BufferLayer'])
    await setFeature(org.subscriptionKey, feature, 'Enabled');
  // A constraint layer across the row and a setback rule for dwellings, for the layout map.
  const rd = await fromSystem(org.api, 28992);
  const lonLat = (at: [number, number]) => {
    const { longitude, latitude } = rd(at);
    return [longitude, latitude];
  };
  const layer = await org.api.post(`/api/projects/${projectId}/constraint-layers`, {
    data: {
      name: 'Hoogspanningslijn',
      colour: '#7c3aed',
      geojson: JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: {},
            geometry: {
              type: 'LineString',
              coordinates: [lonLat([150_000, 462_200]), lonLat([157_000, 462_200])],
            },
          },
        ],
      }),
    },
  });
  expect(layer.status(), await layer.text()).toBe(201);
  const rule = await org.api.post(`/api/projects/${projectId}/setback-rules`, {
    data: {
      name: 'Woningen',
      targetKind: 'receptor',
      receptorCategory: 'dwelling',
      distanceValue: 500,
      distanceUnit: 'm',
    },
  });
  expect(rule.status(), await rule.text()).toBe(201);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });

  // Each turbine's coordinates as the planner's fields show them.
  await page.getByRole('tab', { name: 'Objects' }).click();
  const shown = new Map<string, [string, string]>();
  for (const index of TURBINES.keys()) {
    const turbine = `WTG ${index + 1}`;
    await page
      .getByRole('list', { name: 'Wind turbines', exact: true })
      .getByText(turbine, { exact: true })
      .click();
    const fields = page.getByRole('region', { name: 'Properties' }).getByRole('form', { name: 'Move here' });
    const x = fields.getByRole('textbox', { name: 'X (m)' });
    await expect(x).not.toHaveValue('');
    shown.set(turbine, [
      await x.inputValue(),
      await fields.getByRole('textbox', { name: 'Y (m)' }).inputValue(),
    ]);
  }

  await page.getByRole('tab', { name: 'Studies' }).click();
  await page.getByRole('tab', { name: 'Report' }).click();
  await expect(reportSection(page).getByRole('checkbox', { name: 'Noise' })).toBeChecked();
  await expectNoAxeViolations(page);
  const full = await makeReport(page);
  expect(full.name).toMatch(new RegExp(`^${name} – Variante Süd – \\d{4}-\\d{2}-\\d{2}\\.pdf$`));
  const text = full.pages.join('\n');
  // The same numbers (the table prints the system's decimals, the field drops trailing zeros).
  for (const [turbine, [x, y]] of shown) {
    const row = new RegExp(`${turbine} ([\\d.]+) ([\\d.]+) `).exec(text);
    expect(row, `${turbine} in the layout table`).not.toBeNull();
    expect([Number(row![1]), Number(row![2])]).toEqual([Number(x), Number(y)]);
  }

  // The same study numbers the API answers for the scenario.
  const shadow = await org.api.post(`/api/projects/${projectId}/shadow-flicker`, {
    data: { scenarioId, timeZone: TIME_ZONE },
  });
  expect(shadow.status(), await shadow.text()).toBe(200);
  const shadowAnswer = (await shadow.json()) as {
    receptors: { name: string; hours: number; days: number }[];
  };
  const noise = await org.api.post(`/api/projects/${projectId}/noise/calculate`, { data: { scenarioId } });
  expect(noise.status(), await noise.text()).toBe(200);
  const noiseAnswer = (await noise.json()) as { receptors: { name: string; night: { total: number } }[] };
  expect(shadowAnswer.receptors.some((receptor) => receptor.hours > 0)).toBe(true);
  for (const receptor of shadowAnswer.receptors)
    expect(text).toContain(`${receptor.name} ${receptor.hours.toFixed(2)}`);
  for (const receptor of noiseAnswer.receptors)
    expect(text).toMatch(
      new RegExp(`${receptor.name} \\S+ [\\d.]+ [\\d.]+ ${receptor.night.total.toFixed(1)} `),
    );

  // The layout chapter opens with its map at a stated scale, the turbines labelled on it.
  expect(full.pages[2]).toMatch(/^Layout /);
  expect(full.pages[2]).toMatch(/Scale 1:[\d,]+ at the printed size \(frame 250 × 140 mm\)/);
  for (const [turbine] of shown) expect(full.pages[2]).toContain(turbine);
  // Under the plan, the constraint layer and the rule's zones, named in the legend and the note.
  expect(full.pages[2]).toContain('Hoogspanningslijn');
  expect(full.pages[2]).toContain('Setback zone: Woningen: 500 m');
  expect(text).toContain(
    'Constraint layers on the map: Hoogspanningslijn (1 of 1 features inside the frame).',
  );

  // Cover, contents, the layout's map and table, then one page each for shadow flicker, noise,
  // method and data.
  expect(full.pages).toHaveLength(7);
  expect(full.pages[1]).toMatch(/^Contents Layout 3 Shadow flicker 5 Noise 6 Method and data 7 /);
  expect(full.pages[6]).toContain('Page 7 of 7');

  // Without the noise chapter, one page fewer and no noise table.
  await reportSection(page).getByRole('checkbox', { name: 'Noise' }).uncheck();
  const shorter = await makeReport(page);
  expect(shorter.pages).toHaveLength(6);
  expect(shorter.pages.join('\n')).not.toContain('Night limit');
});

test('a project without receptors has a report without shadow and noise chapters, saying why', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const org = await newOrganisation();
  const { projectId, name } = await newProject(org.api, false);
  for (const feature of ['PdfReport', 'ShadowFlickerSimulation', 'NoiseSimulation'])
    await setFeature(org.subscriptionKey, feature, 'Enabled');
  // The project's logo (300 × 100 px), printed on the cover fitted in its 180 × 80 pt box.
  const logo = Buffer.from(
    encode({ width: 300, height: 100, data: new Uint8Array(300 * 100 * 3).fill(200), channels: 3, depth: 8 }),
  );
  const uploaded = await org.api.post(`/api/projects/${projectId}/logo`, {
    multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: logo } },
  });
  expect(uploaded.status(), await uploaded.text()).toBeLessThan(300);
  await useSignedInSession(page, org.owner.email, { password: org.owner.password });
  await openReport(page, projectId, name);
  const report = await makeReport(page);
  expect(report.images[0]).toHaveLength(1);
  expect(report.images[0]?.[0]?.pixels).toEqual([300, 100]);
  expect(report.images[0]?.[0]?.width).toBeCloseTo(180, 1);
  expect(report.images[0]?.[0]?.height).toBeCloseTo(60, 1);
  expect(report.pages[0]).toContain(
    'Shadow flicker: the project has no receptors, so there is nothing to assess.',
  );
  expect(report.pages[0]).toContain('Noise: the project has no receptors, so there is nothing to assess.');
  // Cover, contents, the layout's map and table, method and data.
  expect(report.pages).toHaveLength(5);
  expect(report.pages.join('\n')).not.toContain('Hours a year');
});

/** A 600 × 400 photo (3 : 2): sky blue above, green below. */
function syntheticPhoto(): Buffer {
  const width = 600;
  const height = 400;
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      data.set(y < height / 2 ? [150, 190, 230] : [60, 140, 60], (y * width + x) * 3);
  return Buffer.from(encode({ width, height, data, channels: 3, depth: 8 }));
}

const MM = 72 / 25.4;

test('each chosen viewpoint gets an A3 landscape sheet with its caption, the view and its wireline each at the stated true-scale size', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const org = await newOrganisation();
  const { projectId, name } = await newProject(org.api, false);
  for (const feature of ['PdfReport', 'PanoUpload'])
    await setFeature(org.subscriptionKey, feature, 'Enabled');
  const rd = await fromSystem(org.api, 28992);
  const viewpoint = async (data: Record<string, unknown>) => {
    const created = await org.api.post(`/api/projects/${projectId}/viewpoints`, { data });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { id: number }).id;
  };
  // South of the row, looking north at it; west of it, looking east along it, with a photo.
  await viewpoint({
    name: 'Dijk',
    position: { ...rd([153_400, 460_800]), altitude: 1.7 },
    pan: 0,
    tilt: 0,
    fieldOfView: 60,
    viewingDateTime: '2026-06-21T12:00:00Z',
  });
  const church = await viewpoint({
    name: 'Kerk',
    position: { ...rd([151_800, 462_000]), altitude: 1.7 },
    pan: 90,
    tilt: 0,
    fieldOfView: 60,
  });
  // 500 m south of the row's middle: the three turbines spread over 77°, wider than the planar frame.
  await viewpoint({
    name: 'Weg',
    position: { ...rd([153_400, 461_500]), altitude: 1.7 },
    pan: 0,
    tilt: 0,
    fieldOfView: 60,
  });
  const upload = await org.api.put(`/api/projects/viewpoints/${church}/photo`, {
    multipart: { file: { name: 'kerk.png', mimeType: 'image/png', buffer: syntheticPhoto() } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const aligned = await org.api.put(`/api/projects/viewpoints/${church}/photo/alignment`, {
    data: { heading: 90, pitch: 0, roll: 0, fieldOfView: 50 },
  });
  expect(aligned.status(), await aligned.text()).toBe(200);

  await useSignedInSession(page, org.owner.email, { password: org.owner.password });
  await openReport(page, projectId, name);
  const viewpoints = reportSection(page).getByRole('group', { name: 'Viewpoints' });
  await viewpoints.getByRole('checkbox', { name: 'Dijk' }).check();
  await viewpoints.getByRole('checkbox', { name: 'Kerk (photo)' }).check();
  await viewpoints.getByRole('checkbox', { name: 'Weg' }).check();
  await expectNoAxeViolations(page);
  const made = makeReport(page);
  // The views are drawn on canvases of their own, one after the other, out of sight.
  const hidden = page.locator('canvas[data-report-view]');
  await expect(hidden).toHaveCount(1, { timeout: 60_000 });
  await expect(hidden).toHaveAttribute('data-ground', 'ready', { timeout: 90_000 });
  const report = await made;

  // Cover, contents, the layout's map and table, a sheet per viewpoint, method and data.
  expect(report.pages).toHaveLength(8);
  expect(report.pages[1]).toMatch(
    /^Contents Layout 3 Visualisation: Dijk 5 Visualisation: Kerk 6 Visualisation: Weg 7 Method and data 8 /,
  );
  for (const [index, viewpointName, upper, fov, projection] of [
    [4, 'Dijk', 'Rendered view', 53.5, 'planar'],
    [5, 'Kerk', 'Photomontage', 50, 'planar'],
    [6, 'Weg', 'Rendered view', 90, 'cylindrical panorama'],
  ] as const) {
    const text = report.pages[index] ?? '';
    // A3 landscape: 420 × 297 mm.
    expect(report.sizes[index]).toEqual([1190.55, 841.89]);
    expect(text).toContain(`${name} – viewpoint ${viewpointName}, scenario Variante Süd`);
    expect(text).toMatch(/Position \d+\.\d{5}° N, \d+\.\d{5}° E \(WGS 84\); eye 1\.7 m above the/);
    expect(text).toContain(`Horizontal field of view ${fov.toFixed(1)}°`);
    expect(text).toMatch(/Date and time \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(text).toContain('Terrain: ');
    expect(text).toMatch(/Nearest turbine WTG \d, \d+\.\d{2} km/);
    expect(text).toMatch(/Turbines in view: 3 of 3/);
    expect(text).toContain(`(${projection})`);
    expect(text).toContain(`${upper}, ${fov.toFixed(1)}°`);
    expect(text).toContain(`Wireline, ${fov.toFixed(1)}°`);
    const stated = /Viewing distance (\d+) mm: each image is true to scale at (\d+) mm × (\d+) mm/.exec(text);
    expect(stated, 'the stated viewing distance and size').not.toBeNull();
    const [distance, width, height] = stated!.slice(1).map(Number) as [number, number, number];
    // Two images, each printed 2·d·tan(fov / 2) wide at the stated distance (planar), d·fov in
    // radians (cylindrical), as stated.
    const images = report.images[index] ?? [];
    expect(images).toHaveLength(2);
    const trueWidth =
      projection === 'planar'
        ? 2 * distance * Math.tan((fov * Math.PI) / 360)
        : (distance * fov * Math.PI) / 180;
    for (const image of images) {
      expect(image.width / MM).toBeCloseTo(trueWidth, 0);
      expect(Math.abs(image.width / MM - width)).toBeLessThan(0.5);
      expect(Math.abs(image.height / MM - height)).toBeLessThan(0.5);
    }
    // The renders carry at least 150 dpi at that size; the photomontage has the photo's own 600 pixels.
    const [view, wireline] = images as [PlacedImage, PlacedImage];
    expect(wireline.pixels[0] / (wireline.width / 72)).toBeGreaterThanOrEqual(150);
    if (upper === 'Photomontage') expect(view.pixels).toEqual([600, 400]);
    else expect(view.pixels[0] / (view.width / 72)).toBeGreaterThanOrEqual(150);
  }
});

test("the ZTV, the shadow calendars, shutdown schedule and map, and the noise map come from the planner's own calculations of the scenario", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const org = await newOrganisation();
  const { projectId, name } = await newProject(org.api, true);
  for (const feature of ['PdfReport', 'ShadowFlickerSimulation', 'NoiseSimulation'])
    await setFeature(org.subscriptionKey, feature, 'Enabled');
  await useSignedInSession(page, org.owner.email, { password: org.owner.password });
  await page.goto(`/editor/#projectId=${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 60_000 });

  // Before any calculation the report says where each part is calculated.
  await page.getByRole('tab', { name: 'Studies' }).click();
  await page.getByRole('tab', { name: 'Report' }).click();
  const before = await makeReport(page);
  expect(before.pages[0]).toContain(
    'Zone of theoretical visibility: not calculated in this session; calculate it in the Terrain tab for this scenario first.',
  );
  expect(before.pages.join('\n')).toContain(
    'Calendars, shutdown schedule and shadow map: not calculated in this session',
  );

  // The ZTV in the Terrain tab, 3 km around each turbine on cells of 100 m.
  await page.getByRole('tab', { name: 'Terrain' }).click();
  const terrain = page.getByRole('tabpanel', { name: 'Terrain' });
  await terrain.getByRole('textbox', { name: 'Radius (km)' }).fill('3');
  await terrain.getByRole('textbox', { name: 'Cell size (m)' }).fill('100');
  await terrain.getByRole('button', { name: 'Calculate ZTV' }).click();
  await expect(page.getByRole('region', { name: 'Turbines visible (blade tips)' })).toBeVisible({
    timeout: 120_000,
  });

  // Shadow flicker and noise in the Studies tab.
  await page.getByRole('tab', { name: 'Studies' }).click();
  await page.getByRole('tab', { name: 'Shadow flicker' }).click();
  const shadow = page.getByRole('region', { name: 'Shadow flicker', exact: true });
  await shadow.getByRole('button', { name: 'Calculate shadow flicker' }).click();
  await expect(shadow.getByRole('table', { name: 'Shadow flicker per receptor' })).toBeVisible({
    timeout: 120_000,
  });
  const overText = await shadow.getByText(/receptors over the limits; calculated in/).textContent();
  const over = Number(/^(\d+) of/.exec(overText ?? '')?.[1]);
  await page.getByRole('tab', { name: 'Noise' }).click();
  const noise = page.getByRole('region', { name: 'Noise', exact: true });
  await noise.getByRole('button', { name: 'Calculate noise' }).click();
  await expect(noise.getByRole('table', { name: 'Noise at the receptors' })).toBeVisible({
    timeout: 120_000,
  });

  await page.getByRole('tab', { name: 'Report' }).click();
  await expectNoAxeViolations(page);
  const report = await makeReport(page);
  const text = report.pages.join('\n');
  expect(report.pages[0]).not.toContain('Zone of theoretical visibility:');
  expect(text).not.toContain('not calculated in this session');
  expect(report.pages[1]).toContain('Zone of theoretical visibility');
  expect(text).toContain('within 3 km of each turbine');
  expect(text).toContain('Blade tips visible (of 3) 1 2 3');
  expect(text).toContain('Shutdown schedule');
  expect(text).toContain('Shadow map');
  expect(text).toContain('Noise map');
  expect(text).toContain('Night level, dB(A)');
  if (over > 0) expect(text).toContain('Calendar: ');
  else expect(text).toContain('No receptor is over the limits, so there is no calendar to print.');
  // Three study maps, the report's only images (no visualisation was chosen), each of at least
  // 150 dpi at its printed size.
  const maps = report.images.flat();
  expect(maps).toHaveLength(3);
  for (const image of maps) expect(image.pixels[0] / (image.width / 72)).toBeGreaterThanOrEqual(150);
});

test.describe('a Dutch browser', () => {
  test.use({ locale: 'nl-NL' });

  test('makes the report in Dutch: its contents, chapters and page numbers in the language, its figures with a decimal comma', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const org = await newOrganisation();
    const { projectId, scenarioId, name } = await newProject(org.api, true);
    for (const feature of ['PdfReport', 'ShadowFlickerSimulation', 'NoiseSimulation'])
      await setFeature(org.subscriptionKey, feature, 'Enabled');
    const planner = catalog('planner', 'nl');
    const report = catalog('report', 'nl');
    const p = (id: string) => planner.get(id) ?? id;
    const r = (id: string) => report.get(id) ?? id;

    await useSignedInSession(page, org.owner.email, { password: org.owner.password });
    await page.goto(`/editor/#projectId=${projectId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 60_000 });
    await page.getByRole('tab', { name: p('planner.planPanel.tabStudies') }).click();
    await page.getByRole('tab', { name: p('planner.studiesPanel.report') }).click();
    const section = page.getByRole('region', { name: p('planner.reportSection.reportPdf') });
    // The chapters to choose are named in Dutch too.
    await expect(section.getByRole('checkbox', { name: r('report.chapter.shadow') })).toBeChecked();
    await expectNoAxeViolations(page);
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await section.getByRole('button', { name: p('planner.reportSection.makeTheReportPdf') }).click();
    const { pages } = await readPdf(await (await download).path());
    const text = pages.join('\n');

    expect(pages[1]).toMatch(
      new RegExp(
        `^${r('report.page.contents')} ${r('report.chapter.layout')} \\d+ ${r('report.chapter.shadow')} \\d+ ${r('report.chapter.noise')} \\d+ ${r('report.chapter.method')} \\d+ `,
      ),
    );
    expect(pages.at(-1)).toContain(`Pagina ${pages.length} van ${pages.length}`);
    for (const english of ['Contents', 'Shadow flicker', 'Method and data', 'Page 1 of'])
      expect(text).not.toContain(english);
    // Each receptor's shadow hours as the API answers them, written with a decimal comma.
    const shadow = await org.api.post(`/api/projects/${projectId}/shadow-flicker`, {
      data: { scenarioId, timeZone: TIME_ZONE },
    });
    expect(shadow.status(), await shadow.text()).toBe(200);
    const { receptors } = (await shadow.json()) as { receptors: { name: string; hours: number }[] };
    expect(receptors.some((receptor) => receptor.hours > 0)).toBe(true);
    for (const receptor of receptors)
      expect(text).toContain(`${receptor.name} ${receptor.hours.toFixed(2).replace('.', ',')}`);
  });
});
