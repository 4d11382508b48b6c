import { expect, type Page, test } from '@playwright/test';
import { decode } from 'fast-png';
import { expectNoAxeViolations } from './support/axe';
import { E2E_BASE_URL } from './support/config';
import {
  MAP_LAYER_SOURCE_ORIGIN,
  WMS_COLOUR,
  WMS_EDGE_LATITUDE,
  XYZ_COLOUR,
  XYZ_EDGE_LONGITUDE,
} from './support/map-layer-tiles';
import { newOrganisation } from './support/organisations';
import { openPlanner } from './support/planner-map';
import { PREVIEW_CLOSED } from './support/planner-preview';
import { uniqueProjectName } from './support/projects';

/** Software WebGL comes with the 'webgl' project (playwright.config.ts). */
test.use({ viewport: { width: 1440, height: 900 }, ...PREVIEW_CLOSED });

type Pixels = { width: number; height: number; at(x: number, y: number): [number, number, number] };

/** The map's pixels as drawn now (CSS pixels: the run's scale factor is 1). */
async function mapPixels(page: Page): Promise<Pixels> {
  const box = await page.locator('.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('The map is not on the page');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const image = decode(await page.screenshot({ clip: box, animations: 'disabled' }));
  const channels = image.channels;
  return {
    width: image.width,
    height: image.height,
    at: (x, y) => {
      const i = (y * image.width + x) * channels;
      return [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
    },
  };
}

const isColour = (pixel: [number, number, number], colour: readonly number[]) =>
  pixel.every((value, i) => Math.abs(value - colour[i]!) <= 12);

/** The pointer's position as the status bar reads it, with the mouse at (x, y) of the map. */
async function positionAt(
  page: Page,
  x: number,
  y: number,
): Promise<{ longitude: number; latitude: number }> {
  const box = await page.locator('.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('The map is not on the page');
  await page.mouse.move(box.x + x + 0.5, box.y + y + 0.5, { steps: 3 });
  const readout = page.getByTestId('planner-cursor');
  await expect(readout).toContainText('(WGS84)');
  const match = /(\d+\.\d{6})° N, (\d+\.\d{6})° E \(WGS84\)$/.exec((await readout.textContent()) ?? '');
  if (!match) throw new Error(`The readout shows no position: ${await readout.textContent()}`);
  return { latitude: Number(match[1]), longitude: Number(match[2]) };
}

/** Web Mercator degrees per CSS pixel at zoom 4, the map's opening view of a WGS 84 project. */
const DEGREES_PER_PIXEL = 360 / (256 * 2 ** 4);

test('map layers by URL: a WMS and an XYZ layer from a local source appear at their places with their attribution, and the page refuses origins it was not given', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const org = await newOrganisation();
  try {
    const project = await org.api.post('/api/projects', {
      data: { name: uniqueProjectName('Map layers'), defaultCoordinateSystemEpsgCode: 4326 },
    });
    expect(project.status(), await project.text()).toBe(201);
    const projectId = ((await project.json()) as { id: number }).id;
    // The WMS is added by HTTP before the planner opens; the XYZ layer through the planner's form.
    const wms = await org.api.post('/api/map-layers', {
      data: {
        name: 'Edge WMS',
        kind: 'wms',
        url: `${MAP_LAYER_SOURCE_ORIGIN}/map-layer/wms?map=edge`,
        wmsLayers: 'edge',
        attribution: '© WMS edge <i>test</i>',
      },
    });
    expect(wms.status(), await wms.text()).toBe(201);

    // The page itself never contacts a layer's source: its tiles come through the server.
    const toSource: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(MAP_LAYER_SOURCE_ORIGIN)) toSource.push(request.url());
    });
    // Answers the page got from anywhere but its own origin (a refused request has none).
    const foreignAnswers: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).origin !== new URL(E2E_BASE_URL).origin)
        foreignAnswers.push(response.url());
    });
    await openPlanner(page, org, projectId);
    await page.getByRole('tab', { name: 'Objects' }).click();
    const form = page.getByRole('form', { name: 'Add a map layer' });
    await form.getByLabel('Layer name').fill('Edge XYZ');
    await form.getByLabel('Service').selectOption('xyz');
    await form.getByLabel('Address (URL)').fill('javascript:alert(1)');
    await expect(form.getByText('The address must start with https:// or http://.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Add map layer' })).toBeDisabled();
    await form.getByLabel('Address (URL)').fill(`${MAP_LAYER_SOURCE_ORIGIN}/map-layer/xyz/{z}/{x}/{y}.png`);
    await form.getByLabel('Attribution').fill('© XYZ edge <b>test</b>');
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Add map layer' }).click();

    const list = page.getByRole('list', { name: 'Map layers' });
    await expect(
      list.getByRole('checkbox', { name: 'Show the map layer Edge WMS on the map' }),
    ).toBeChecked();
    await expect(
      list.getByRole('checkbox', { name: 'Show the map layer Edge XYZ on the map' }),
    ).toBeChecked();
    await expectNoAxeViolations(page);
    const map = page.getByRole('region', { name: 'Map of the plan' });
    await expect(page.locator('.maplibregl-map')).toHaveAttribute('data-map-layers', 'Edge WMS|Edge XYZ');
    // The attributions, as the text that was typed (never as markup).
    const attribution = page.locator('.maplibregl-ctrl-attrib');
    await expect(attribution).toContainText('© WMS edge <i>test</i>');
    await expect(attribution).toContainText('© XYZ edge <b>test</b>');
    await expect(attribution.locator('b, i')).toHaveCount(0);
    await expect(map).toBeVisible();

    // Red west of the XYZ edge, blue south of the WMS edge (the XYZ layer, added last, on top).
    let pixels = await mapPixels(page);
    await expect
      .poll(
        async () => {
          pixels = await mapPixels(page);
          const [north, south] = [Math.round(pixels.height * 0.15), Math.round(pixels.height * 0.8)];
          const east = Math.round(pixels.width * 0.85);
          return [
            isColour(pixels.at(5, north), XYZ_COLOUR),
            isColour(pixels.at(east, south), WMS_COLOUR),
            // Where both draw, the XYZ layer (the higher order) covers the WMS.
            isColour(pixels.at(5, south), XYZ_COLOUR),
          ];
        },
        { timeout: 60_000, message: 'both layers drawn on the map, the XYZ layer on top' },
      )
      .toEqual([true, true, true]);

    // The XYZ layer's edge: the last red pixel of a row north of the WMS's edge.
    const row = Math.round(pixels.height * 0.15);
    let edgeX = 0;
    while (edgeX + 1 < pixels.width && isColour(pixels.at(edgeX + 1, row), XYZ_COLOUR)) edgeX += 1;
    expect(edgeX).toBeLessThan(pixels.width - 1);
    expect(isColour(pixels.at(edgeX + 3, row), WMS_COLOUR)).toBe(false);
    const atXyzEdge = await positionAt(page, edgeX, row);
    expect(Math.abs(atXyzEdge.longitude - XYZ_EDGE_LONGITUDE)).toBeLessThan(2 * DEGREES_PER_PIXEL);

    // The WMS layer's edge: the first blue pixel of a column east of the XYZ's edge.
    const column = Math.min(pixels.width - 10, edgeX + 120);
    let edgeY = 0;
    while (edgeY < pixels.height - 1 && !isColour(pixels.at(column, edgeY), WMS_COLOUR)) edgeY += 1;
    expect(edgeY).toBeGreaterThan(0);
    expect(edgeY).toBeLessThan(pixels.height - 1);
    const atWmsEdge = await positionAt(page, column, edgeY);
    expect(Math.abs(atWmsEdge.latitude - WMS_EDGE_LATITUDE)).toBeLessThan(
      2 * DEGREES_PER_PIXEL * Math.cos((WMS_EDGE_LATITUDE * Math.PI) / 180),
    );

    // By the keyboard, the XYZ layer goes under the WMS: the WMS covers it where both draw.
    const under = list.getByRole('button', { name: 'Draw Edge XYZ under the layer before it' });
    await under.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.maplibregl-map')).toHaveAttribute('data-map-layers', 'Edge XYZ|Edge WMS');
    await expect(list.getByRole('button', { name: 'Draw Edge XYZ over the next layer' })).toBeEnabled();
    await expect
      .poll(
        async () => isColour((await mapPixels(page)).at(5, Math.round(pixels.height * 0.8)), WMS_COLOUR),
        {
          timeout: 30_000,
          message: 'the WMS drawn over the XYZ layer',
        },
      )
      .toBe(true);
    // The WMS made fully transparent: the XYZ layer shows through it again, and the server has it.
    const opacity = list.getByRole('textbox', { name: 'Opacity of Edge WMS (%)' });
    await opacity.fill('0');
    await opacity.press('Enter');
    await expect(list.getByText('Edge WMS (WMS, 0 %)')).toBeVisible();
    await expect
      .poll(
        async () => isColour((await mapPixels(page)).at(5, Math.round(pixels.height * 0.8)), XYZ_COLOUR),
        {
          timeout: 30_000,
          message: 'the XYZ layer seen through the transparent WMS',
        },
      )
      .toBe(true);
    const stored = (await (await org.api.get('/api/map-layers')).json()) as {
      name: string;
      opacity: number;
      order: number;
    }[];
    const byName = new Map(stored.map((layer) => [layer.name, layer]));
    expect(byName.get('Edge WMS')?.opacity).toBe(0);
    expect(byName.get('Edge XYZ')!.order).toBeLessThan(byName.get('Edge WMS')!.order);
    await expectNoAxeViolations(page);

    // Hidden, a layer leaves the map: no red where it was.
    await list.getByRole('checkbox', { name: 'Show the map layer Edge XYZ on the map' }).uncheck();
    await expect(page.locator('.maplibregl-map')).toHaveAttribute('data-map-layers', 'Edge WMS');
    await expect
      .poll(async () => isColour((await mapPixels(page)).at(5, row), XYZ_COLOUR), { timeout: 30_000 })
      .toBe(false);

    // The page's policy admits no origin but its own: neither a layer's source, nor any other.
    expect(toSource).toEqual([]);
    for (const address of [
      `${MAP_LAYER_SOURCE_ORIGIN}/map-layer/xyz/0/0/0.png`,
      'https://tiles.not-added.example/0/0/0.png',
    ]) {
      const refused = await page.evaluate(
        (src) =>
          new Promise<{ blockedURI: string; directive: string }>((resolve) => {
            document.addEventListener(
              'securitypolicyviolation',
              (event) => resolve({ blockedURI: event.blockedURI, directive: event.effectiveDirective }),
              { once: true },
            );
            const image = new Image();
            image.src = src;
          }),
        address,
      );
      expect(refused).toEqual({ blockedURI: address, directive: 'img-src' });
      const fetched = await page.evaluate(
        (src) =>
          fetch(src).then(
            () => 'fetched',
            () => 'refused',
          ),
        address,
      );
      expect(fetched).toBe('refused');
    }
    // Playwright lists the refused requests too; none of them was answered.
    expect(foreignAnswers).toEqual([]);
  } finally {
    await org.api.dispose();
  }
});

test('the place search moves the map to coordinates typed in the project’s system or as latitude and longitude, and says when it finds nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const org = await newOrganisation();
  try {
    const project = await org.api.post('/api/projects', {
      data: { name: uniqueProjectName('Place search'), defaultCoordinateSystemEpsgCode: 28992 },
    });
    expect(project.status(), await project.text()).toBe(201);
    const projectId = ((await project.json()) as { id: number }).id;
    await openPlanner(page, org, projectId);
    const search = page.getByRole('search', { name: 'Find a place' });
    const box = await page.locator('.maplibregl-canvas').boundingBox();
    if (!box) throw new Error('The map is not on the page');
    const centre = async () => {
      // Away from the search box and the status bar: the map's middle.
      const position = await positionAt(page, Math.round(box.width / 2), Math.round(box.height / 2));
      return position;
    };

    // Amersfoort's tower in RD New (155000, 463000): 52.155172° N, 5.387206° E (decision 187's reference).
    await search.getByLabel('Coordinates or object name').fill('155000, 463000');
    await search.getByRole('button', { name: 'Find' }).click();
    await expect.poll(async () => (await centre()).latitude, { timeout: 15_000 }).toBeCloseTo(52.1552, 3);
    expect((await centre()).longitude).toBeCloseTo(5.3872, 3);

    await search.getByLabel('Coordinates or object name').fill('52.37, 4.89');
    await search.getByRole('button', { name: 'Find' }).click();
    await expect.poll(async () => (await centre()).latitude, { timeout: 15_000 }).toBeCloseTo(52.37, 3);
    expect((await centre()).longitude).toBeCloseTo(4.89, 3);

    await search.getByLabel('Coordinates or object name').fill('Nowhere at all');
    await search.getByRole('button', { name: 'Find' }).click();
    await expect(search.getByRole('status')).toHaveText(
      'Nothing found for “Nowhere at all”: type coordinates or the name of an object of this project.',
    );
    await expectNoAxeViolations(page);
  } finally {
    await org.api.dispose();
  }
});
