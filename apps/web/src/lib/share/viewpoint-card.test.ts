import {
  decodePDFRawStream,
  PDFArray,
  PDFDocument,
  PDFName,
  type PDFPage,
  PDFRawStream,
} from '@cantoo/pdf-lib';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { A5_SIZE, type CardViewpoint, viewpointCardsPdf } from './viewpoint-card';

const BEACH: CardViewpoint = {
  name: 'Egmond aan Zee beach',
  pan: 315,
  position: { latitude: 52.6205, longitude: 4.624, altitude: 6 },
  link: 'https://vantage.example.com/viewer/?project=noordzee-wind-park-demo&viewpoint=12',
};
const DUNES: CardViewpoint = {
  name: 'Wijk aan Zee dünen 🌊 海',
  pan: 275,
  position: { latitude: 52.494, longitude: 4.59, altitude: 28 },
  link: 'https://vantage.example.com/viewer/?project=noordzee-wind-park-demo&viewpoint=13',
};

/** The page's content streams, inflated, as Latin-1 text. */
function contentOf(doc: PDFDocument, page: PDFPage): string {
  const contents = page.node.get(PDFName.of('Contents'));
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs
    .map((ref) => {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) throw new Error('expected a raw content stream');
      const bytes = stream.dict.get(PDFName.of('Filter'))
        ? decodePDFRawStream(stream).decode()
        : stream.getContents();
      return new TextDecoder('latin1').decode(bytes);
    })
    .join('\n');
}

/** The text drawn on the page: @cantoo/pdf-lib writes each line as a hex string of WinAnsi bytes. */
function textOf(content: string): string[] {
  return [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map(([, hex]) =>
    new TextDecoder('windows-1252').decode(
      Uint8Array.from(hex!.match(/../g) ?? [], (h) => Number.parseInt(h, 16)),
    ),
  );
}

/**
 * The page's black rectangles drawn into pixels (2 per point), read back by a QR decoder: what
 * a phone would read from the printed card.
 */
function qrTextOf(content: string): string | null {
  const [width, height] = [Math.ceil(A5_SIZE[0] * 2), Math.ceil(A5_SIZE[1] * 2)];
  const pixels = new Uint8ClampedArray(width * height * 4).fill(255);
  // @cantoo/pdf-lib moves to a rectangle's top-left corner and draws it downwards (a flipped y).
  const rect =
    /1 0 0 1 (\S+) (\S+) cm(?:(?!Q)[\s\S])*?0 0 0 rg\s+\[\] 0 d\s+0 0 m\s+(\S+) 0 l\s+\S+ (\S+) l/g;
  let count = 0;
  for (const [, x, top, w, h] of content.matchAll(rect)) {
    count += 1;
    const [x0, y0] = [Math.round(Number(x) * 2), Math.round((A5_SIZE[1] - Number(top)) * 2)];
    const [x1, y1] = [
      Math.round((Number(x) + Number(w)) * 2),
      Math.round((A5_SIZE[1] - Number(top) + Number(h)) * 2),
    ];
    for (let row = y0; row < y1; row += 1)
      for (let column = x0; column < x1; column += 1)
        pixels.fill(0, (row * width + column) * 4, (row * width + column) * 4 + 3);
  }
  expect(count).toBeGreaterThan(50);
  return jsQR(pixels, width, height)?.data ?? null;
}

describe('printable viewpoint cards', () => {
  it('makes one A5 portrait page per viewpoint, named in the document and on the page', async () => {
    const bytes = await viewpointCardsPdf('Noordzee Wind Park', [BEACH, DUNES]);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(2);
    for (const page of doc.getPages()) {
      expect(page.getWidth()).toBeCloseTo(A5_SIZE[0], 1);
      expect(page.getHeight()).toBeCloseTo(A5_SIZE[1], 1);
      expect(page.getWidth()).toBeLessThan(page.getHeight());
    }
    expect(doc.getTitle()).toBe('Noordzee Wind Park: viewpoint cards');
    expect(doc.getSubject()).toBe('Viewpoint cards: Egmond aan Zee beach, Wijk aan Zee dünen 🌊 海');

    const beach = textOf(contentOf(doc, doc.getPage(0)));
    expect(beach).toEqual(
      expect.arrayContaining([
        'Noordzee Wind Park',
        'Egmond aan Zee beach',
        'Looking north-west (315°)',
        'Stand at 52.62050° N, 4.62400° E (WGS 84).',
        'Eye height 6 m above the ground.',
      ]),
    );
    expect(beach.join('')).toContain(BEACH.link);
    // The page's text that Helvetica cannot draw is replaced, not thrown on.
    expect(textOf(contentOf(doc, doc.getPage(1)))).toEqual(
      expect.arrayContaining(['Wijk aan Zee dünen ? ?', 'Looking west (275°)']),
    );
  });

  it("draws the QR code of the viewpoint's deep link as vector squares a reader decodes", async () => {
    const doc = await PDFDocument.load(await viewpointCardsPdf('Noordzee Wind Park', [BEACH, DUNES]));
    expect(qrTextOf(contentOf(doc, doc.getPage(0)))).toBe(BEACH.link);
    expect(qrTextOf(contentOf(doc, doc.getPage(1)))).toBe(DUNES.link);
  });

  it('titles a single card after its viewpoint', async () => {
    const doc = await PDFDocument.load(await viewpointCardsPdf('Noordzee Wind Park', [BEACH]));
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Noordzee Wind Park: Egmond aan Zee beach');
  });
});
