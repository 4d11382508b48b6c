import type { Color, PDFDocument, PDFFont, PDFImage, PDFPage, PDFRef } from '@cantoo/pdf-lib';

/** Page sizes in PDF points (72 per inch). */
export const A4_PORTRAIT: [number, number] = [595.28, 841.89];
export const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
export const A3_LANDSCAPE: [number, number] = [1190.55, 841.89];
export const POINTS_PER_MM = 72 / 25.4;

const MARGIN = 50;
const FOOTER = 28;
const INK: Rgb = [0.1, 0.12, 0.14];
const MUTED: Rgb = [0.33, 0.36, 0.4];
const RULE: Rgb = [0.75, 0.78, 0.8];
const HEADER_FILL: Rgb = [0.92, 0.94, 0.95];

export type Rgb = [number, number, number];

export type TableColumn = {
  title: string;
  /** Share of the table's width (they are scaled to fill it). */
  width: number;
  align?: 'left' | 'right';
};

/** An image embedded from raw RGB pixels (`embedRgb`). */
export type RgbImage = { ref: PDFRef; width: number; height: number };

export type WriterFonts = { regular: Uint8Array; bold: Uint8Array };

export type WriterMeta = {
  title: string;
  subject: string;
  author: string;
  language: string;
  creator: string;
  /** The writer's own words, in the document's language: the contents page's title and the footer's "Page n of N". */
  words: { contents: string; pageOf: (page: number, pages: number) => string };
};

/** The loaded library's pieces the writer draws with (imported when a report is asked for). */
type Library = typeof import('@cantoo/pdf-lib');

/**
 * A flowing document on PDF pages: headings, paragraphs, tables that break across pages with
 * their header row repeated, and images at a given printed size. Text is text (an embedded
 * subset of Noto Sans, so every character Dutch, German and English need is drawn and can be
 * searched and selected). Every page gets a footer with the document's title and "Page n of N",
 * written when the document is finished and the count is known.
 */
export class PdfWriter {
  private page: PDFPage;
  private y = 0;
  private size: [number, number] = A4_PORTRAIT;
  /** Chapters as written: their title and the index of the page they start on. */
  readonly chapters: { title: string; pageIndex: number }[] = [];

  private constructor(
    private readonly lib: Library,
    readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly meta: WriterMeta,
  ) {
    this.page = doc.addPage(A4_PORTRAIT);
    this.y = this.top;
  }

  static async create(fonts: WriterFonts, meta: WriterMeta): Promise<PdfWriter> {
    const lib = await import('@cantoo/pdf-lib');
    const fontkit = await import('fontkit');
    const doc = await lib.PDFDocument.create();
    doc.registerFontkit(fontkit);
    doc.setTitle(meta.title);
    doc.setSubject(meta.subject);
    doc.setAuthor(meta.author);
    doc.setLanguage(meta.language);
    doc.setCreator(meta.creator);
    doc.setProducer(meta.creator);
    const embedded = {
      regular: await doc.embedFont(fonts.regular, { subset: true }),
      bold: await doc.embedFont(fonts.bold, { subset: true }),
    };
    return new PdfWriter(lib, doc, embedded, meta);
  }

  private get top() {
    return this.size[1] - MARGIN;
  }
  private get bottom() {
    return MARGIN + FOOTER;
  }
  get contentWidth() {
    return this.size[0] - 2 * MARGIN;
  }
  /** The space left on the current page, in points. */
  get spaceLeft() {
    return this.y - this.bottom;
  }
  get pageCount() {
    return this.doc.getPageCount();
  }

  private colour(c: Rgb): Color {
    return this.lib.rgb(...c);
  }

  /** Starts a new page (of another size if given). */
  newPage(size: [number, number] = this.size) {
    this.size = size;
    this.page = this.doc.addPage(size);
    this.y = this.top;
  }

  /** A new page when less than `points` are left on this one. */
  ensureSpace(points: number) {
    if (this.spaceLeft < points) this.newPage();
  }

  /** A chapter: a new page (of the given size) with its title, recorded for the contents. */
  chapter(title: string, size: [number, number] = A4_PORTRAIT) {
    if (this.chapters.length > 0 || this.y !== this.top || size !== this.size) this.newPage(size);
    this.chapters.push({ title, pageIndex: this.doc.getPageCount() - 1 });
    this.text(title, { font: 'bold', size: 18, after: 10 });
  }

  heading(title: string) {
    this.ensureSpace(60);
    this.y -= 6;
    this.text(title, { font: 'bold', size: 12.5, after: 4 });
  }

  paragraph(text: string, options: { size?: number; muted?: boolean } = {}) {
    this.text(text, { font: 'regular', size: options.size ?? 10, muted: options.muted, after: 6 });
  }

  /** Lines of wrapped text; a page break between lines when the page is full. */
  text(
    text: string,
    options: {
      font: 'regular' | 'bold';
      size: number;
      muted?: boolean;
      after?: number;
      x?: number;
      width?: number;
    },
  ) {
    const font = this.fonts[options.font];
    const x = options.x ?? MARGIN;
    const width = options.width ?? this.contentWidth - (x - MARGIN);
    const lineHeight = options.size * 1.3;
    for (const line of wrap(text, font, options.size, width)) {
      if (this.y - lineHeight < this.bottom) this.newPage();
      this.y -= options.size;
      this.page.drawText(line, {
        x,
        y: this.y,
        size: options.size,
        font,
        color: this.colour(options.muted ? MUTED : INK),
      });
      this.y -= lineHeight - options.size;
    }
    this.y -= options.after ?? 0;
  }

  /**
   * A table: a header row, then the rows, each cell's text wrapped within its column; a row
   * never splits, and each page the table continues on starts with the header row again.
   */
  table(
    columns: readonly TableColumn[],
    rows: readonly (readonly string[])[],
    options: { size?: number } = {},
  ) {
    const size = options.size ?? 8.5;
    const padding = 3;
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / total) * this.contentWidth);
    const lineHeight = size * 1.25;
    const layout = (cells: readonly string[], font: PDFFont) =>
      cells.map((cell, index) => wrap(cell, font, size, (widths[index] ?? 0) - 2 * padding));
    const heightOf = (lines: string[][]) =>
      Math.max(1, ...lines.map((l) => l.length)) * lineHeight + 2 * padding;
    const header = layout(
      columns.map((column) => column.title),
      this.fonts.bold,
    );
    const headerHeight = heightOf(header);

    const drawRow = (lines: string[][], font: PDFFont, fill: Rgb | null) => {
      const height = heightOf(lines);
      if (fill) {
        this.page.drawRectangle({
          x: MARGIN,
          y: this.y - height,
          width: this.contentWidth,
          height,
          color: this.colour(fill),
        });
      }
      let x = MARGIN;
      lines.forEach((cellLines, index) => {
        const width = widths[index] ?? 0;
        cellLines.forEach((line, lineIndex) => {
          const lineWidth = font.widthOfTextAtSize(line, size);
          const left = columns[index]?.align === 'right' ? x + width - padding - lineWidth : x + padding;
          this.page.drawText(line, {
            x: left,
            y: this.y - padding - size - lineIndex * lineHeight + 1.5,
            size,
            font,
            color: this.colour(INK),
          });
        });
        x += width;
      });
      this.y -= height;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: MARGIN + this.contentWidth, y: this.y },
        thickness: 0.4,
        color: this.colour(RULE),
      });
    };

    if (this.spaceLeft < headerHeight + lineHeight * 2) this.newPage();
    drawRow(header, this.fonts.bold, HEADER_FILL);
    for (const row of rows) {
      const lines = layout(row, this.fonts.regular);
      if (this.spaceLeft < heightOf(lines)) {
        this.newPage();
        drawRow(header, this.fonts.bold, HEADER_FILL);
      }
      drawRow(lines, this.fonts.regular, null);
    }
    this.y -= 10;
  }

  /** Embeds a PNG or JPEG once; draw it with `image`. */
  async embedImage(bytes: Uint8Array, type: 'png' | 'jpeg'): Promise<PDFImage> {
    return type === 'png' ? this.doc.embedPng(bytes) : this.doc.embedJpg(bytes);
  }

  /**
   * Embeds 8-bit RGB pixels (row 0 on top) as an image XObject compressed with Flate: what a
   * study's grid becomes without a detour through PNG. Draw it with `drawRgb`.
   */
  embedRgb(rgb: Uint8Array, width: number, height: number): RgbImage {
    const { context } = this.doc;
    const stream = context.flateStream(rgb, {
      Type: 'XObject',
      Subtype: 'Image',
      Width: width,
      Height: height,
      BitsPerComponent: 8,
      ColorSpace: 'DeviceRGB',
    });
    return { ref: context.register(stream), width, height };
  }

  /** An embedded RGB image on `page`, its lower left corner at `x`, `y`, turned by `rotate` degrees. */
  drawRgb(
    page: PDFPage,
    image: RgbImage,
    place: { x: number; y: number; width: number; height: number; rotate: number },
  ) {
    const name = page.node.newXObject('Image', image.ref);
    page.pushOperators(
      ...this.lib.drawImage(name, {
        ...place,
        rotate: this.lib.degrees(place.rotate),
        xSkew: this.lib.degrees(0),
        ySkew: this.lib.degrees(0),
      }),
    );
  }

  /** An image at a printed size in points, its top at the flow's position (a new page if it does not fit). */
  image(image: PDFImage, width: number, height: number, x = MARGIN) {
    if (this.spaceLeft < height) this.newPage();
    this.page.drawImage(image, { x, y: this.y - height, width, height });
    this.y -= height + 6;
  }

  /**
   * A drawn figure of `height` points across the content's width, its top at the flow's position
   * (a new page if it does not fit): `draw` gets the page, the figure's lower left corner and
   * size in points, the fonts and the colour maker.
   */
  figure(
    height: number,
    draw: (area: {
      page: PDFPage;
      x: number;
      y: number;
      width: number;
      height: number;
      fonts: { regular: PDFFont; bold: PDFFont };
      colour: (c: Rgb) => Color;
    }) => void,
  ) {
    if (this.spaceLeft < height) this.newPage();
    draw({
      page: this.page,
      x: MARGIN,
      y: this.y - height,
      width: this.contentWidth,
      height,
      fonts: this.fonts,
      colour: (c) => this.colour(c),
    });
    this.y -= height + 6;
  }

  /** Moves the flow down by `points`. */
  skip(points: number) {
    this.y -= points;
  }

  /**
   * The contents page, inserted as page 2 after everything else is written (so the chapters'
   * page numbers are known), and every page's footer.
   */
  async finish(): Promise<Uint8Array> {
    if (this.chapters.length > 1) {
      const contents = this.doc.insertPage(1, A4_PORTRAIT);
      let y = A4_PORTRAIT[1] - MARGIN - 18;
      contents.drawText(this.meta.words.contents, {
        x: MARGIN,
        y,
        size: 18,
        font: this.fonts.bold,
        color: this.colour(INK),
      });
      y -= 30;
      for (const chapter of this.chapters.slice(1)) {
        // The contents page comes before every chapter but the cover: one more page each.
        const number = String(chapter.pageIndex + 2);
        const width = this.fonts.regular.widthOfTextAtSize(number, 11);
        contents.drawText(chapter.title, {
          x: MARGIN,
          y,
          size: 11,
          font: this.fonts.regular,
          color: this.colour(INK),
        });
        contents.drawText(number, {
          x: A4_PORTRAIT[0] - MARGIN - width,
          y,
          size: 11,
          font: this.fonts.regular,
          color: this.colour(INK),
        });
        y -= 18;
      }
    }
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      const { width } = page.getSize();
      const label = this.meta.words.pageOf(index + 1, pages.length);
      const size = 8;
      page.drawText(this.meta.title, {
        x: MARGIN,
        y: MARGIN - 10,
        size,
        font: this.fonts.regular,
        color: this.colour(MUTED),
      });
      page.drawText(label, {
        x: width - MARGIN - this.fonts.regular.widthOfTextAtSize(label, size),
        y: MARGIN - 10,
        size,
        font: this.fonts.regular,
        color: this.colour(MUTED),
      });
    });
    return this.doc.save();
  }
}

/** Lines of at most `width` points, broken between words (a word too long is broken anywhere). */
export function wrap(
  text: string,
  font: Pick<PDFFont, 'widthOfTextAtSize'>,
  size: number,
  width: number,
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
      else if (font.widthOfTextAtSize(word, size) <= width) {
        if (line) lines.push(line);
        line = word;
      } else {
        if (line) lines.push(line);
        let piece = '';
        for (const char of word) {
          if (piece && font.widthOfTextAtSize(piece + char, size) > width) {
            lines.push(piece);
            piece = char;
          } else piece += char;
        }
        line = piece;
      }
    }
    lines.push(line);
  }
  return lines;
}
