import type { Color, PDFFont, PDFPage } from '@cantoo/pdf-lib';
import { formatAltitude } from '@/lib/plan/format';
import { lookingDirection } from './compass';
import { type QrModules, QUIET_ZONE, qrModules } from './qr-code';
import { toWinAnsi } from './win-ansi';

/** A5 portrait in PDF points (148 × 210 mm at 72 points per inch). */
export const A5_SIZE: [number, number] = [419.53, 595.28];
const MARGIN = 36;
const QR_SIZE = 220;
const INK: Rgb = [0.1, 0.12, 0.14];
const MUTED: Rgb = [0.32, 0.35, 0.38];
const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [1, 1, 1];

type Rgb = [number, number, number];

export type CardViewpoint = {
  name: string;
  /** Direction of view: degrees from north, clockwise (the viewpoint's `pan`). */
  pan: number;
  /** WGS 84; `altitude` is the eye's height above the ground, as the viewer takes it. */
  position: { latitude: number; longitude: number; altitude: number };
  /** The viewpoint's deep link, which the card's QR code holds. */
  link: string;
};

/** "52.62050° N, 4.62400° E": five decimals, about a metre. */
function cardCoordinates(latitude: number, longitude: number): string {
  const lat = `${Math.abs(latitude).toFixed(5)}° ${latitude < 0 ? 'S' : 'N'}`;
  const lon = `${Math.abs(longitude).toFixed(5)}° ${longitude < 0 ? 'W' : 'E'}`;
  return `${lat}, ${lon}`;
}

/**
 * What the card says of the spot, in words (no map: a map needs tiles the operator may not
 * have, and coordinates with the eye height are what the visualisation guidance asks for).
 */
function spotLines(viewpoint: CardViewpoint): string[] {
  const { latitude, longitude, altitude } = viewpoint.position;
  return [
    `Stand at ${cardCoordinates(latitude, longitude)} (WGS 84).`,
    `Eye height ${formatAltitude(altitude)} above the ground.`,
    'Scan the code to see the plan from this spot, looking this way.',
  ];
}

/**
 * Printable cards for signs at the viewpoints: one A5 page per viewpoint with the
 * presentation's name, the viewpoint's name, the direction of view, the spot in words and the
 * QR code of the viewpoint's deep link drawn as vector squares, the link written under it.
 * Helvetica (a standard font, nothing embedded); text it cannot draw is replaced
 * (win-ansi.ts). @cantoo/pdf-lib (the maintained fork of pdf-lib) loads when the first card is asked for.
 */
export async function viewpointCardsPdf(
  presentationName: string,
  viewpoints: CardViewpoint[],
): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('@cantoo/pdf-lib');
  const colour = (c: Rgb) => rgb(...c);
  const doc = await PDFDocument.create();
  const names = viewpoints.map((v) => v.name);
  doc.setTitle(
    names.length === 1 ? `${presentationName}: ${names[0]}` : `${presentationName}: viewpoint cards`,
  );
  doc.setSubject(`Viewpoint cards: ${names.join(', ')}`);
  doc.setLanguage('en');
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  for (const viewpoint of viewpoints) {
    const qr = await qrModules(viewpoint.link);
    drawCard({ page: doc.addPage(A5_SIZE), fonts, colour }, presentationName, viewpoint, qr);
  }
  return doc.save();
}

/** A page with what draws on it: the two fonts and the PDF library's colours (a lazily loaded module's). */
type Canvas = { page: PDFPage; fonts: { regular: PDFFont; bold: PDFFont }; colour: (c: Rgb) => Color };

function drawCard(canvas: Canvas, presentationName: string, viewpoint: CardViewpoint, qr: QrModules) {
  const { page, fonts, colour } = canvas;
  const [width, height] = A5_SIZE;
  const textWidth = width - 2 * MARGIN;
  let y = height - MARGIN;
  const block = (text: string, font: PDFFont, size: number, tone: Rgb, maxLines: number) => {
    for (const line of wrap(toWinAnsi(text), font, size, textWidth).slice(0, maxLines)) {
      y -= size;
      page.drawText(line, { x: MARGIN, y, size, font, color: colour(tone) });
      y -= size * 0.3;
    }
  };
  block(presentationName, fonts.regular, 11, MUTED, 2);
  y -= 8;
  block(viewpoint.name, fonts.bold, 22, INK, 3);
  y -= 4;
  block(lookingDirection(viewpoint.pan), fonts.bold, 14, INK, 1);
  y -= 10;
  for (const line of spotLines(viewpoint)) block(line, fonts.regular, 10.5, INK, 3);

  const linkSize = 8.5;
  const linkLines = breakAnywhere(toWinAnsi(viewpoint.link), fonts.regular, linkSize, textWidth).slice(0, 4);
  const linkHeight = linkLines.length * linkSize * 1.3;
  const qrSize = Math.max(96, Math.min(QR_SIZE, y - 12 - MARGIN - linkHeight - 6));
  const qrTop = y - 12;
  drawQr(canvas, qr, (width - qrSize) / 2, qrTop - qrSize, qrSize);
  y = qrTop - qrSize - 6;
  for (const line of linkLines) {
    y -= linkSize;
    const lineWidth = fonts.regular.widthOfTextAtSize(line, linkSize);
    page.drawText(line, {
      x: (width - lineWidth) / 2,
      y,
      size: linkSize,
      font: fonts.regular,
      color: colour(MUTED),
    });
    y -= linkSize * 0.3;
  }
}

/** The code with its quiet zone in a `size` square at (x, y); dark modules as squares, runs merged. */
function drawQr({ page, colour }: Canvas, qr: QrModules, x: number, y: number, size: number) {
  const cell = size / (qr.size + 2 * QUIET_ZONE);
  page.drawRectangle({ x, y, width: size, height: size, color: colour(WHITE) });
  for (let row = 0; row < qr.size; row += 1) {
    let column = 0;
    while (column < qr.size) {
      if (!qr.dark(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < qr.size && qr.dark(row, column)) column += 1;
      page.drawRectangle({
        x: x + (QUIET_ZONE + start) * cell,
        // PDF's y grows upwards; row 0 is the code's top.
        y: y + size - (QUIET_ZONE + row + 1) * cell,
        // A hair wider and taller, so that neighbouring squares leave no seams when printed.
        width: (column - start) * cell + 0.02,
        height: cell + 0.02,
        color: colour(BLACK),
      });
    }
  }
}

/** Lines of at most `width` points, broken between words (a word too long is broken anywhere). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
    else if (font.widthOfTextAtSize(word, size) <= width) {
      if (line) lines.push(line);
      line = word;
    } else {
      const pieces = breakAnywhere(candidate, font, size, width);
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? '';
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Lines of at most `width` points, broken between any two characters (a link has no spaces). */
function breakAnywhere(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of text) {
    if (line && font.widthOfTextAtSize(line + char, size) > width) {
      lines.push(line);
      line = char;
    } else line += char;
  }
  if (line) lines.push(line);
  return lines;
}
