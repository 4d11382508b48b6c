import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import geographiclib from 'geographiclib-geodesic';
import proj4 from 'proj4';
import initSqlJs from 'sql.js';
import {
  type FixtureFeature,
  geoPackageBytes,
  RD_NEW_PRJ,
  RD_NEW_WKT,
  shapefileZip,
} from '../../apps/web/src/features/editor/model/import/gis/gis-fixtures.test-support';
import { useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { newOrganisation, type Organisation } from './support/organisations';
import { PREVIEW_CLOSED } from './support/planner-preview';
import { uniqueProjectName } from './support/projects';

test.use({ viewport: { width: 1440, height: 900 }, ...PREVIEW_CLOSED });

// The test's own conversion: proj4 with EPSG:28992 as the EPSG registry gives its 7-parameter
// shift to ETRS89 (EPSG:15739, about 1 m), not through the product.
const RD =
  '+proj=sterea +lat_0=52.15616055555555 +lon_0=5.38763888888889 +k=0.9999079 +x_0=155000 +y_0=463000 +ellps=bessel ' +
  '+towgs84=565.417,50.3319,465.552,-0.398957,0.343988,-1.8774,4.0725 +units=m +no_defs';
const toLonLat = (x: number, y: number) => proj4(RD, 'EPSG:4326', [x, y]) as [number, number];
const toRd = (longitude: number, latitude: number) =>
  proj4('EPSG:4326', RD, [longitude, latitude]) as [number, number];
const metresBetween = (a: [number, number], b: { longitude: number; latitude: number }) =>
  geographiclib.Geodesic.WGS84.Inverse(a[1], a[0], b.latitude, b.longitude).s12 ?? Number.NaN;

type PlannerObject = {
  name: string;
  plannerObjectTypeId: number;
  points: { longitude: number; latitude: number }[];
};

async function rdProject(api: APIRequestContext, name: string) {
  const response = await api.post('/api/projects', {
    data: { name, defaultCoordinateSystemEpsgCode: 28992 },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function openImport(page: Page, org: Organisation, projectId: number) {
  await useSignedInSession(page, org.owner.email, {
    password: org.owner.password,
    subscriptionKey: org.subscriptionKey,
  });
  await page.goto(`/editor/#projectId=${projectId}`);
  await expect(page.locator('.maplibregl-canvas')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
}

/** Chooses files in the Import panel's file field, as a user does in the browser's dialog. */
async function chooseFiles(page: Page, files: { name: string; bytes: Uint8Array }[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'File', exact: true }).click();
  await (await chooser).setFiles(
    files.map((file) => ({
      name: file.name,
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(file.bytes),
    })),
  );
}

async function objectsOf(api: APIRequestContext, projectId: number): Promise<PlannerObject[]> {
  const answer = await api.get(`/api/projects/${projectId}/planner-objects`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as PlannerObject[];
}

const RECEPTOR_TYPE = 5;

const HOUSES: [string, number, number][] = [
  ['Boerderij de Vries', 155_000, 463_000],
  ['Dorpsstraat 2', 155_312.4, 463_208.9],
  ['Dorpsstraat 3', 154_701.25, 462_655.5],
];

test('a shapefile (.zip, RD New) of 3 houses and a GeoPackage of 2 buildings import as receptors within 0.5 m of their places', async ({
  page,
}) => {
  const org = await newOrganisation();
  try {
    const projectId = await rdProject(org.api, uniqueProjectName('GIS import'));
    await openImport(page, org, projectId);
    const houses: FixtureFeature[] = HOUSES.map(([name, x, y]) => ({
      geometry: { type: 'Point', coordinates: [x, y] },
      attributes: { NAAM: name },
    }));
    await chooseFiles(page, [{ name: 'houses.zip', bytes: shapefileZip('houses', houses, RD_NEW_PRJ) }]);
    await page.getByLabel('Import as').selectOption('receptor');
    await expect(page.getByText('Read from the file: RD_New (EPSG:28992).')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Ready: 3 receptors' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Import 3 objects' }).click();
    await expect(page.getByText('3 objects were added to the plan.')).toBeVisible();

    const fromShapefile = (await objectsOf(org.api, projectId)).filter(
      (o) => o.plannerObjectTypeId === RECEPTOR_TYPE,
    );
    expect(fromShapefile.map((o) => o.name).sort()).toEqual(HOUSES.map(([name]) => name).sort());
    for (const [name, x, y] of HOUSES) {
      const object = fromShapefile.find((o) => o.name === name);
      expect(metresBetween(toLonLat(x, y), object!.points[0]!), name).toBeLessThan(0.5);
    }

    // Two BAG buildings as polygons: each receptor stands at its outline's centroid (a rectangle's centre).
    const SQL = await initSqlJs();
    const rectangle = (cx: number, cy: number, w: number, h: number): FixtureFeature['geometry'] => ({
      type: 'Polygon',
      coordinates: [
        [
          [cx - w / 2, cy - h / 2],
          [cx + w / 2, cy - h / 2],
          [cx + w / 2, cy + h / 2],
          [cx - w / 2, cy + h / 2],
          [cx - w / 2, cy - h / 2],
        ],
      ],
    });
    const buildings: [string, number, number][] = [
      ['0344100000011111', 155_640.5, 463_120.25],
      ['0344100000022222', 155_700, 463_300],
    ];
    const gpkg = geoPackageBytes(
      SQL,
      'pand',
      {
        srsId: 28992,
        name: 'Amersfoort / RD New',
        organization: 'EPSG',
        code: 28992,
        definition: RD_NEW_WKT,
      },
      buildings.map(([id, x, y]) => ({
        geometry: rectangle(x, y, 12, 9),
        attributes: { identificatie: id },
      })),
    );
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await chooseFiles(page, [{ name: 'bag.gpkg', bytes: gpkg }]);
    await page.getByLabel('Import as').selectOption('receptor');
    await expect(page.getByRole('status').filter({ hasText: 'Ready: 2 receptors' })).toBeVisible();
    await expect(page.getByText('2 building outlines become receptors at their centroids')).toBeVisible();
    await page.getByRole('button', { name: 'Import 2 objects' }).click();
    await expect(page.getByText('2 objects were added to the plan.')).toBeVisible();
    const all = (await objectsOf(org.api, projectId)).filter((o) => o.plannerObjectTypeId === RECEPTOR_TYPE);
    expect(all).toHaveLength(5);
    for (const [id, x, y] of buildings) {
      const object = all.find((o) => o.name === id);
      expect(metresBetween(toLonLat(x, y), object!.points[0]!), id).toBeLessThan(0.5);
    }
  } finally {
    await org.api.dispose();
  }
});

test('a shapefile of a road imports as a constraint layer shown on the map, its attributes read on click', async ({
  page,
}) => {
  const org = await newOrganisation();
  try {
    const projectId = await rdProject(org.api, uniqueProjectName('GIS road'));
    await openImport(page, org, projectId);
    // The road runs through the middle of the map as it opens (an RD project's home, 5.3° E 52.2° N).
    const through = (longitude: number) => toRd(longitude, 52.2);
    const road: FixtureFeature = {
      geometry: { type: 'LineString', coordinates: [through(5.1), through(5.3), through(5.5)] },
      attributes: { NAAM: 'N302', WEGNUMMER: 302 },
    };
    await chooseFiles(page, [{ name: 'wegen.zip', bytes: shapefileZip('wegen', [road], RD_NEW_PRJ) }]);
    await page.getByLabel('Import as').selectOption('constraintLayer');
    await expect(
      page.getByRole('status').filter({ hasText: 'Ready: a constraint layer of 1 feature' }),
    ).toBeVisible();
    await page.getByLabel('Layer name').fill('Roads');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Import the layer' }).click();
    await expect(
      page.getByText('The constraint layer Roads (1 features) was added to the project.'),
    ).toBeVisible();

    const layers = await org.api.get(`/api/projects/${projectId}/constraint-layers`);
    expect(
      (await layers.json()).map((l: { name: string; featureCount: number }) => [l.name, l.featureCount]),
    ).toEqual([['Roads', 1]]);
    expect(await objectsOf(org.api, projectId)).toEqual([]);
    const map = page.locator('.maplibregl-map');
    await expect(map).toHaveAttribute('data-constraint-layers', 'Roads:1');

    const plan = page.getByRole('complementary', { name: 'Plan' });
    await plan.getByRole('tab', { name: 'Objects' }).click();
    const shown = plan.getByRole('checkbox', { name: 'Show Roads on the map' });
    await expect(shown).toBeChecked();

    const canvas = await page.locator('.maplibregl-canvas').boundingBox();
    if (!canvas) throw new Error('The map is not on the page');
    await page.mouse.click(canvas.x + canvas.width / 2, canvas.y + canvas.height / 2);
    const attributes = page.getByRole('region', { name: 'Attributes of a feature of Roads' });
    await expect(attributes).toContainText('NAAM');
    await expect(attributes).toContainText('N302');
    await expect(attributes).toContainText('302');
    await expectNoAxeViolations(page);

    await shown.uncheck();
    await expect(map).not.toHaveAttribute('data-constraint-layers', /Roads/);
    await shown.check();
    await expect(map).toHaveAttribute('data-constraint-layers', 'Roads:1');
  } finally {
    await org.api.dispose();
  }
});

test('a shapefile with a broken feature names it and writes nothing', async ({ page }) => {
  const org = await newOrganisation();
  try {
    const projectId = await rdProject(org.api, uniqueProjectName('GIS broken'));
    await openImport(page, org, projectId);
    const features: FixtureFeature[] = [
      { geometry: { type: 'Point', coordinates: [155_000, 463_000] }, attributes: { NAAM: 'Huis 1' } },
      { geometry: { type: 'Null' }, attributes: { NAAM: 'Huis 2' } },
      { geometry: { type: 'Point', coordinates: [5.39, 52.16] }, attributes: { NAAM: 'Huis 3' } },
    ];
    await chooseFiles(page, [{ name: 'houses.zip', bytes: shapefileZip('houses', features, RD_NEW_PRJ) }]);
    await page.getByLabel('Import as').selectOption('receptor');
    const problems = page.getByRole('list', { name: 'Problems in the file' });
    await expect(problems).toContainText('Feature 2: it has no geometry');
    await expect(problems).toContainText(
      'Feature 3: 5.39, 52.16 lies outside the area where Amersfoort / RD New',
    );
    await expect(page.getByRole('button', { name: /^Import \d+ objects$/ })).toBeDisabled();
    await page.getByLabel('Import as').selectOption('constraintLayer');
    await expect(problems).toContainText('Feature 2: it has no geometry');
    await expect(
      page.getByRole('region', { name: 'Import' }).getByRole('button', { name: 'Import', exact: true }),
    ).toBeDisabled();
    await expectNoAxeViolations(page);
    expect(await objectsOf(org.api, projectId)).toEqual([]);
    const layers = await org.api.get(`/api/projects/${projectId}/constraint-layers`);
    expect(layers.headers()['x-total-count']).toBe('0');
  } finally {
    await org.api.dispose();
  }
});

test('shapefile parts chosen together without a .prj ask for the coordinate system', async ({ page }) => {
  const org = await newOrganisation();
  try {
    const projectId = await rdProject(org.api, uniqueProjectName('GIS no prj'));
    await openImport(page, org, projectId);
    const { unzipSync } = await import('fflate');
    const zipped = unzipSync(
      shapefileZip('houses', [
        { geometry: { type: 'Point', coordinates: [155_000, 463_000] }, attributes: { NAAM: 'A' } },
      ]),
    );
    await chooseFiles(
      page,
      Object.entries(zipped).map(([name, bytes]) => ({ name, bytes })),
    );
    await expect(page.getByRole('list', { name: 'Problems in the file' })).toContainText(
      'The file does not say in which coordinate system its coordinates are',
    );
    await page.getByRole('combobox', { name: 'Coordinates in the file' }).click();
    await page.getByRole('option', { name: /Amersfoort \/ RD New/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ready: 1 wind turbine' })).toBeVisible();
  } finally {
    await org.api.dispose();
  }
});

/** A GeoPackage point's position, read from its blob here (not with the product's reader): the "GP" header, then WKB. */
function gpkgPoint(blob: Uint8Array): [number, number] {
  const view = new DataView(blob.buffer, blob.byteOffset, blob.byteLength);
  const flags = view.getUint8(3);
  const envelopeBytes = [0, 32, 48, 48, 64][(flags >> 1) & 0b111] ?? 0;
  const wkb = 8 + envelopeBytes;
  const little = view.getUint8(wkb) === 1;
  expect(view.getUint32(wkb + 1, little)).toBe(1);
  return [view.getFloat64(wkb + 5, little), view.getFloat64(wkb + 13, little)];
}

test('the plan exports to a GeoPackage in RD New and to KML, each to the stored places within 1 cm', async ({
  page,
}) => {
  const org = await newOrganisation();
  try {
    const projectId = await rdProject(org.api, uniqueProjectName('GIS export'));
    const scenario = await org.api.post(`/api/projects/${projectId}/scenarios`, { data: { name: 'Noord' } });
    expect(scenario.status(), await scenario.text()).toBe(201);
    const scenarioId = ((await scenario.json()) as { id: number }).id;
    for (const [name, x, y] of [
      ['WTG 1', 150_000.12, 450_000.34],
      ['WTG 2', 150_612.5, 450_210.75],
    ] as const) {
      const [longitude, latitude] = toLonLat(x, y);
      const created = await org.api.post(`/api/projects/${projectId}/planner-objects`, {
        data: {
          scenarioId,
          layout: 'Point',
          name,
          plannerObjectTypeId: 1,
          points: [{ longitude, latitude }],
        },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    const stored = (await (
      await org.api.get(`/api/projects/${projectId}/planner-objects`)
    ).json()) as PlannerObject[];
    await useSignedInSession(page, org.owner.email, {
      password: org.owner.password,
      subscriptionKey: org.subscriptionKey,
    });
    await page.goto(`/editor/#projectId=${projectId}`);
    await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeEnabled({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'Objects' }).click();
    await expect(
      page.getByRole('list', { name: 'Wind turbines', exact: true }).getByText('WTG 2', { exact: true }),
    ).toBeVisible();

    const exported = async (item: string) => {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      await page.getByRole('menuitem', { name: item }).click();
      await expect(page.getByRole('menu')).toHaveCount(0);
      const file = await download;
      return { name: file.suggestedFilename(), bytes: new Uint8Array(readFileSync(await file.path())) };
    };

    // GeoPackage: one table of wind turbines, its system EPSG:28992, positions in RD metres.
    const gpkg = await exported('GeoPackage (visible objects)');
    expect(gpkg.name).toMatch(/\.gpkg$/);
    const SQL = await initSqlJs();
    const db = new SQL.Database(gpkg.bytes);
    const [contents] = db.exec('SELECT table_name, srs_id FROM gpkg_contents');
    expect(contents?.values).toEqual([['Wind turbines', 28992]]);
    const [srs] = db.exec(
      'SELECT organization, organization_coordsys_id FROM gpkg_spatial_ref_sys WHERE srs_id = 28992',
    );
    expect(srs?.values).toEqual([['EPSG', 28992]]);
    const [rows] = db.exec('SELECT name, geom FROM "Wind turbines" ORDER BY name');
    db.close();
    for (const [name, geom] of rows?.values ?? []) {
      const [x, y] = gpkgPoint(geom as Uint8Array);
      const object = stored.find((candidate) => candidate.name === name)!;
      const [expectedX, expectedY] = toRd(object.points[0]!.longitude, object.points[0]!.latitude);
      expect(Math.hypot(x - expectedX, y - expectedY), `${name} in the GeoPackage`).toBeLessThan(0.01);
    }
    expect(rows?.values).toHaveLength(2);

    // KML: WGS 84, a folder of wind turbines, each placemark at the stored place.
    const kml = new TextDecoder().decode((await exported('KML (visible objects)')).bytes);
    expect(kml).toContain('<Folder><name>Wind turbines</name>');
    for (const object of stored) {
      const placemark = new RegExp(`<name>${object.name}</name>.*?<coordinates>([^<]+)</coordinates>`).exec(
        kml,
      );
      expect(placemark, `${object.name} in the KML`).not.toBeNull();
      const [longitude, latitude] = placemark![1]!.split(',').map(Number) as [number, number];
      expect(metresBetween([longitude, latitude], object.points[0]!)).toBeLessThan(0.01);
    }
    await expectNoAxeViolations(page);
  } finally {
    await org.api.dispose();
  }
});
