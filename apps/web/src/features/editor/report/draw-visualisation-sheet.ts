import { type PdfWriter, POINTS_PER_MM, type Rgb, wrap } from '@/lib/report/pdf-writer';
import { drawMapAt } from './draw-layout-map';
import type { SheetBlock } from './report-content';

const INK: Rgb = [0.1, 0.12, 0.14];
const FRAME: Rgb = [0.33, 0.36, 0.4];
const LABEL_PT = 8.5;
const CAPTION_PT = 8.5;

// Only types from the content model: its values (the sheet's geometry, proj4 under the map)
// belong to the planner's file, and a module both files import would move to the dashboard's.

/**
 * A visualisation sheet on its A3 landscape page: the two images at their true-scale printed
 * size (at the pixels they were rendered or photographed with), each with its label above
 * it, the caption in the side column and the location map under it.
 */
export async function drawSheet(writer: PdfWriter, sheet: SheetBlock) {
  const upper = await writer.embedImage(sheet.upper.bytes, sheet.upper.type);
  const lower = await writer.embedImage(sheet.lower.bytes, sheet.lower.type);
  writer.figure(sheet.area.height * POINTS_PER_MM, (area) => {
    const { page, x, y, fonts, colour } = area;
    const mm = (value: number) => value * POINTS_PER_MM;
    for (const [image, rect, label] of [
      [upper, sheet.layout.upper, sheet.upper.label],
      [lower, sheet.layout.lower, sheet.lower.label],
    ] as const) {
      const left = x + mm(rect.x);
      const bottom = y + mm(rect.y);
      page.drawImage(image, { x: left, y: bottom, width: mm(rect.width), height: mm(rect.height) });
      page.drawRectangle({
        x: left,
        y: bottom,
        width: mm(rect.width),
        height: mm(rect.height),
        borderColor: colour(FRAME),
        borderWidth: 0.5,
      });
      page.drawText(label, {
        x: left,
        y: bottom + mm(rect.height) + 4,
        size: LABEL_PT,
        font: fonts.bold,
        color: colour(INK),
      });
    }

    const side = sheet.layout.side;
    const width = mm(side.width);
    let top = y + mm(side.y + side.height) - CAPTION_PT;
    for (const [index, line] of sheet.caption.entries()) {
      const font = index === 0 ? fonts.bold : fonts.regular;
      for (const piece of wrap(line, font, CAPTION_PT, width)) {
        page.drawText(piece, { x: x + mm(side.x), y: top, size: CAPTION_PT, font, color: colour(INK) });
        top -= CAPTION_PT * 1.3;
      }
      top -= 2.5;
    }
    if (sheet.map)
      drawMapAt({ ...area, x: x + mm(sheet.layout.map.x), y: y + mm(sheet.layout.map.y) }, sheet.map);
  });
}
