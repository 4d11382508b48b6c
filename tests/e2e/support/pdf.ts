import { readFileSync } from 'node:fs';

export type PlacedImage = { width: number; height: number; pixels: [number, number] };

/**
 * The text of each page as pdf.js reads it, whitespace collapsed, each page's size in points and
 * the images it paints: their printed size in points (the transformation matrix at the paint,
 * from the operator list) and their pixels.
 */
export async function readPdf(path: string) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(readFileSync(path)) }).promise;
  const pages: string[] = [];
  const sizes: number[][] = [];
  const images: PlacedImage[][] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const page = await doc.getPage(number);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
    sizes.push(page.view.slice(2).map((side) => Math.round(side * 100) / 100));
    const list = await page.getOperatorList();
    const placed: PlacedImage[] = [];
    let ctm = [1, 0, 0, 1, 0, 0];
    const saved: number[][] = [];
    list.fnArray.forEach((op, index) => {
      const args = list.argsArray[index] as number[];
      if (op === pdfjs.OPS.save) saved.push(ctm);
      else if (op === pdfjs.OPS.restore) ctm = saved.pop() ?? [1, 0, 0, 1, 0, 0];
      else if (op === pdfjs.OPS.transform) {
        const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = args;
        const [A = 0, B = 0, C = 0, D = 0, E = 0, F = 0] = ctm;
        ctm = [
          a * A + b * C,
          a * B + b * D,
          c * A + d * C,
          c * B + d * D,
          e * A + f * C + E,
          e * B + f * D + F,
        ];
      } else if (op === pdfjs.OPS.paintImageXObject)
        placed.push({ width: ctm[0] ?? 0, height: ctm[3] ?? 0, pixels: [Number(args[1]), Number(args[2])] });
    });
    images.push(placed);
  }
  return { pages, sizes, images };
}
