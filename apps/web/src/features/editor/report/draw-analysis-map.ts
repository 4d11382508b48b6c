import { type PdfWriter, POINTS_PER_MM, type Rgb } from '@/lib/report/pdf-writer';
import type { AnalysisMapFigure } from './analysis-map';
import { drawMapAt, mapFigureHeight } from './draw-layout-map';

// Only a type from './analysis-map': its values (proj4 under the grid's corners) belong to the
// planner's file, and a module both files import would move to the dashboard's first load.

const INK: Rgb = [0.1, 0.12, 0.14];
const FRAME: Rgb = [0.33, 0.36, 0.4];
const LEGEND_PT = 7.5;
/** Below the layout map's caption: the grid's caption (two lines) and the legend's two rows. */
const EXTRA_PT = 2 * 10 + 2 * 12 + 4;

const rgbOf = (hex: string): Rgb => [
  Number.parseInt(hex.slice(1, 3), 16) / 255,
  Number.parseInt(hex.slice(3, 5), 16) / 255,
  Number.parseInt(hex.slice(5, 7), 16) / 255,
];

/**
 * The grid's pixels as RGB on white paper, each cell `repeat` × `repeat` pixels: a transparent
 * cell prints as the paper, a coloured one in its class's colour at full strength, as the legend.
 */
export function rasterRgb(raster: AnalysisMapFigure['raster']): {
  rgb: Uint8Array;
  width: number;
  height: number;
} {
  const { pixels, width, height, repeat } = raster;
  const outWidth = width * repeat;
  const rgb = new Uint8Array(outWidth * height * repeat * 3).fill(255);
  const row = new Uint8Array(outWidth * 3);
  for (let y = 0; y < height; y++) {
    row.fill(255);
    for (let x = 0; x < width; x++) {
      const source = (y * width + x) * 4;
      if (pixels[source + 3] === 0) continue;
      for (let k = 0; k < repeat; k++) {
        const target = (x * repeat + k) * 3;
        row[target] = pixels[source]!;
        row[target + 1] = pixels[source + 1]!;
        row[target + 2] = pixels[source + 2]!;
      }
    }
    for (let k = 0; k < repeat; k++) rgb.set(row, (y * repeat + k) * outWidth * 3);
  }
  return { rgb, width: outWidth, height: height * repeat };
}

/**
 * A study's map: the grid as an image at its printed place and size (at least 150 dpi), the
 * layout map over it (frame, plan, scale bar, north arrow, caption), the study's lines, and
 * the legend of its classes and lines under the caption.
 */
export function drawAnalysisMap(writer: PdfWriter, figure: AnalysisMapFigure) {
  const { rgb, width, height } = rasterRgb(figure.raster);
  const image = writer.embedRgb(rgb, width, height);
  const { southWest, southEast, northWest } = figure.raster;
  writer.figure(mapFigureHeight(figure.map) + EXTRA_PT, (area) => {
    const { page, x, y, fonts, colour } = area;
    const mapY = y + EXTRA_PT;
    // The map's frame starts above its own three caption lines (draw-layout-map.ts).
    const frameBottom = mapY + mapFigureHeight(figure.map) - figure.map.frame.height * POINTS_PER_MM;
    const at = (point: { x: number; y: number }) => ({
      x: x + point.x * POINTS_PER_MM,
      y: frameBottom + point.y * POINTS_PER_MM,
    });
    const origin = at(southWest);
    const along = at(southEast);
    const up = at(northWest);
    writer.drawRgb(page, image, {
      x: origin.x,
      y: origin.y,
      width: Math.hypot(along.x - origin.x, along.y - origin.y),
      height: Math.hypot(up.x - origin.x, up.y - origin.y),
      rotate: (Math.atan2(along.y - origin.y, along.x - origin.x) * 180) / Math.PI,
    });
    drawMapAt({ page, x, y: mapY, fonts, colour }, figure.map);
    for (const line of figure.lines)
      for (const path of line.paths) {
        for (let index = 1; index < path.length; index++)
          page.drawLine({
            start: at(path[index - 1]!),
            end: at(path[index]!),
            thickness: 0.9,
            color: colour(rgbOf(line.color)),
          });
      }

    page.drawText(figure.caption, {
      x,
      y: y + 2 * 12 + 4 + 10,
      size: 8,
      font: fonts.regular,
      color: colour(FRAME),
      maxWidth: figure.map.frame.width * POINTS_PER_MM,
      lineHeight: 10,
    });
    // The legend: its title, then each class's swatch and each line, in rows of the frame's width.
    const right = x + figure.map.frame.width * POINTS_PER_MM;
    let legendX = x;
    let legendY = y + 16;
    const place = (itemWidth: number) => {
      if (legendX + itemWidth > right) {
        legendX = x;
        legendY -= 12;
      }
      const at = legendX;
      legendX += itemWidth + 10;
      return at;
    };
    const title = place(fonts.bold.widthOfTextAtSize(figure.legend.title, LEGEND_PT));
    page.drawText(figure.legend.title, {
      x: title,
      y: legendY,
      size: LEGEND_PT,
      font: fonts.bold,
      color: colour(INK),
    });
    for (const entry of figure.legend.entries) {
      const left = place(12 + fonts.regular.widthOfTextAtSize(entry.label, LEGEND_PT));
      page.drawRectangle({ x: left, y: legendY - 1, width: 9, height: 7, color: colour(rgbOf(entry.color)) });
      page.drawText(entry.label, {
        x: left + 12,
        y: legendY,
        size: LEGEND_PT,
        font: fonts.regular,
        color: colour(INK),
      });
    }
    for (const line of figure.lines) {
      const left = place(13 + fonts.regular.widthOfTextAtSize(line.label, LEGEND_PT));
      page.drawLine({
        start: { x: left, y: legendY + 2.5 },
        end: { x: left + 10, y: legendY + 2.5 },
        thickness: 0.9,
        color: colour(rgbOf(line.color)),
      });
      page.drawText(line.label, {
        x: left + 13,
        y: legendY,
        size: LEGEND_PT,
        font: fonts.regular,
        color: colour(INK),
      });
    }
  });
}
