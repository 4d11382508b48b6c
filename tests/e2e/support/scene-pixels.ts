import { expect, type Page } from '@playwright/test';

/**
 * The public viewer's 3D scene in pixels, for tests that compare two views of it (a scenario
 * with a park against "Current situation"): wait until the view has settled, take the scene's
 * pixels, and count where two shots differ.
 */

/**
 * Waits until the 3D view is ready and still, its ground built (coastline and terrain loaded:
 * the ground is drawn again when they arrive), and its last change is on screen.
 */
export async function settled(page: Page) {
  const view = page.getByTestId('viewer-3d');
  await expect(view).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  await expect(view).toHaveAttribute('data-moving', 'false', { timeout: 30_000 });
  // The canvas's mark, which the page sets to `loading` with every move it asks for.
  await expect(view.locator('canvas')).toHaveAttribute('data-ground', 'ready', { timeout: 60_000 });
  // Two more animation frames, so that the last change is on screen.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * Waits until the last frame shows `what` (the canvas's data-shows) and the view is still: a
 * frame counted after a click may still be one of what was shown before it, asked for earlier.
 */
export async function showing(page: Page, what: 'rendered' | 'wireline' | 'photomontage') {
  await expect(page.getByRole('img', { name: /^3D view of/ })).toHaveAttribute('data-shows', what);
  await settled(page);
}

/** The scene's pixels (the panel, or the button that shows it again, masked out: the same in both shots). */
export async function shot(page: Page): Promise<string> {
  const png = await page.screenshot({
    mask: [page.locator('.mantine-Paper-root, [data-testid="viewer-show-panel"]')],
    animations: 'disabled',
  });
  return png.toString('base64');
}

/** Per-pixel differences of two screenshots: how many, and their columns' and rows' range. */
export async function difference(page: Page, a: string, b: string, band?: { from: number; to: number }) {
  return page.evaluate(
    async ({ a, b, band }) => {
      const load = async (data: string) => {
        // Decoded in the page without fetch(): the viewer's CSP allows no data: connections.
        const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [x, y] = [await load(a), await load(b)];
      let inside = 0;
      let outside = 0;
      let top = Number.POSITIVE_INFINITY;
      let bottom = -1;
      const outsideAt = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, -1, -1];
      for (let i = 0; i < x.data.length; i += 4) {
        const d =
          Math.abs(x.data[i]! - y.data[i]!) +
          Math.abs(x.data[i + 1]! - y.data[i + 1]!) +
          Math.abs(x.data[i + 2]! - y.data[i + 2]!);
        if (d <= 24) continue;
        const px = (i / 4) % x.width;
        const py = Math.floor(i / 4 / x.width);
        if (!band || (px >= band.from && px <= band.to)) {
          inside += 1;
          top = Math.min(top, py);
          bottom = Math.max(bottom, py);
        } else {
          outside += 1;
          outsideAt[0] = Math.min(outsideAt[0]!, px);
          outsideAt[1] = Math.min(outsideAt[1]!, py);
          outsideAt[2] = Math.max(outsideAt[2]!, px);
          outsideAt[3] = Math.max(outsideAt[3]!, py);
        }
      }
      return { inside, outside, top, bottom, height: x.height, outsideAt };
    },
    { a, b, band },
  );
}

/** The part of the window the panel leaves visible, CSS pixels: right of the card, above a phone's sheet. */
export type Visible = { x0: number; x1: number; y0: number; y1: number };

export async function visiblePart(page: Page): Promise<Visible> {
  const window = page.viewportSize()!;
  const card = page.getByTestId('viewer-card');
  const sheet = page.getByTestId('viewer-sheet');
  const visible = { x0: 0, x1: window.width, y0: 0, y1: window.height };
  if (await card.isVisible()) visible.x0 = (await card.boundingBox())!.x + (await card.boundingBox())!.width;
  if (await sheet.isVisible()) visible.y1 = (await sheet.boundingBox())!.y;
  return visible;
}

/**
 * The column where a direction `off` degrees right of the line of sight lands: a pinhole camera
 * centred in the visible part whose horizontal field of view `fov` spans that part's width.
 */
export function columnOf(off: number, fov: number, visible: Visible): number {
  const half = (visible.x1 - visible.x0) / 2;
  return visible.x0 + half + (half * Math.tan((off * Math.PI) / 180)) / Math.tan((fov * Math.PI) / 360);
}

type Place = { longitude: number; latitude: number };

/** How many degrees right of the line of sight `pan` (from north) `at` lies, seen from `eye`. */
export function offOfSight(eye: Place, pan: number, at: Place): number {
  const east = (at.longitude - eye.longitude) * 111_320 * Math.cos((eye.latitude * Math.PI) / 180);
  const north = (at.latitude - eye.latitude) * 110_574;
  const bearing = (Math.atan2(east, north) * 180) / Math.PI;
  return ((((bearing - pan) % 360) + 540) % 360) - 180;
}

/** The viewer's answer as far as the park's columns need it. */
export type ParkViewer = {
  defaultViewpoint: number;
  viewpoints: Array<{ id: number; pan: number; fieldOfView: number; position: Place }>;
  scenarios: Array<{ id: number; name: string; plannerObjects: Array<{ layout: string; points: Place[] }> }>;
};

/**
 * The columns where the turbines of `scenario` stand, seen from the default viewpoint through a
 * camera centred in `visible`, with a rotor's width (15 px) either side.
 */
export function parkBand(viewer: ParkViewer, visible: Visible, scenario = 'Wind farm') {
  const eye = viewer.viewpoints.find((v) => v.id === viewer.defaultViewpoint)!;
  const columns = viewer.scenarios
    .find((s) => s.name === scenario)!
    .plannerObjects.filter((o) => o.layout === 'Point')
    .map(({ points: [p] }) => columnOf(offOfSight(eye.position, eye.pan, p!), eye.fieldOfView, visible));
  return { from: Math.min(...columns) - 15, to: Math.max(...columns) + 15 };
}
