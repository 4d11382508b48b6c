import {
  A3_LANDSCAPE,
  A4_LANDSCAPE,
  A4_PORTRAIT,
  PdfWriter,
  type WriterFonts,
} from '@/lib/report/pdf-writer';
import { drawAnalysisMap } from './draw-analysis-map';
import { drawLayoutMap } from './draw-layout-map';
import { drawShadowCalendar } from './draw-shadow-calendar';
import { drawSheet } from './draw-visualisation-sheet';
import type { ReportContent } from './report-content';
import type { ReportLogo } from './report-logo';
import { reportLocale, reportText } from './report-text';

/** The box the cover gives the logo, in points (about 64 × 28 mm); the logo is fitted inside it. */
export const COVER_LOGO_BOX = { width: 180, height: 80 };

/** The printed size of a logo of `width` × `height` pixels fitted in `box`, its proportions kept. */
export function coverLogoSize(
  width: number,
  height: number,
  box: { width: number; height: number } = COVER_LOGO_BOX,
): { width: number; height: number } {
  const scale = Math.min(box.width / width, box.height / height);
  return { width: width * scale, height: height * scale };
}

const PAGES = { 'A4 portrait': A4_PORTRAIT, 'A4 landscape': A4_LANDSCAPE, 'A3 landscape': A3_LANDSCAPE };

/** A report's pages: the cover, the contents (when there are chapters), then each chapter. */
export async function renderReport(
  content: ReportContent,
  fonts: WriterFonts,
  meta: { author: string; software: string; logo?: ReportLogo },
): Promise<Uint8Array> {
  const writer = await PdfWriter.create(fonts, {
    title: content.title,
    subject: reportText('report.meta.subject', 'Report: {chapters}', {
      chapters:
        content.chapters.map((chapter) => chapter.title).join(', ') ||
        reportText('report.meta.coverOnly', 'cover only'),
    }),
    author: meta.author,
    language: reportLocale(),
    creator: meta.software,
    words: {
      contents: reportText('report.page.contents', 'Contents'),
      pageOf: (page, pages) =>
        reportText('report.page.pageOf', 'Page {page} of {pages}', {
          page: String(page),
          pages: String(pages),
        }),
    },
  });
  writer.chapter(content.cover.heading);
  if (meta.logo) {
    const size = coverLogoSize(meta.logo.width, meta.logo.height);
    writer.image(await writer.embedImage(meta.logo.bytes, meta.logo.type), size.width, size.height);
  }
  for (const line of content.cover.lines) writer.paragraph(line, { size: 11 });
  writer.skip(12);
  writer.heading(reportText('report.cover.whatTheFiguresAre', 'What the figures are'));
  writer.paragraph(content.cover.statement);
  if (content.omitted.length > 0) {
    writer.heading(reportText('report.cover.chaptersLeftOut', 'Chapters left out'));
    for (const entry of content.omitted) writer.paragraph(entry.reason);
  }
  for (const chapter of content.chapters) {
    writer.chapter(chapter.title, PAGES[chapter.page]);
    for (const block of chapter.blocks) {
      if (block.kind === 'heading') writer.heading(block.text);
      else if (block.kind === 'paragraph') writer.paragraph(block.text);
      else if (block.kind === 'note') writer.paragraph(block.text, { size: 9, muted: true });
      else if (block.kind === 'map') drawLayoutMap(writer, block.figure);
      else if (block.kind === 'analysisMap') drawAnalysisMap(writer, block.figure);
      else if (block.kind === 'calendar') drawShadowCalendar(writer, block.calendar);
      else if (block.kind === 'sheet') await drawSheet(writer, block);
      else writer.table(block.columns, block.rows);
    }
  }
  return writer.finish();
}
