import type { I18n } from '@lingui/core';
import type { Captured } from '@/lib/scene/engine-host';
import { type CaptionFacts, captionLines, imageFileName, wrapLines } from './report-caption';

/**
 * The image for a report: the captured view with its caption in a white strip below it, at the
 * view's own pixel ratio (the window's), as one PNG. Sizes here are CSS pixels; the strip is a
 * whole number of them, so at twice the pixel ratio it is exactly twice as many pixels high.
 * Loaded when a visitor asks for an image, not with the viewer.
 */
export const CAPTION_STRIP = { padding: 12, fontSize: 13, lineHeight: 18 };
const FONT = `${CAPTION_STRIP.fontSize}px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`;
const INK = '#1d2227';
const RULE = '#8f969c';

/** Height of the strip for this many lines of caption, CSS pixels. */
export const stripHeight = (lines: number) => 2 * CAPTION_STRIP.padding + lines * CAPTION_STRIP.lineHeight;

export async function composeReportImage(
  i18n: I18n,
  view: Blob,
  caption: string[],
  widthCss: number,
): Promise<{ png: Blob; lines: string[] }> {
  const bitmap = await createImageBitmap(view);
  const ratio = bitmap.width / widthCss;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error(i18n._('viewer.download.noCanvas'));
  context.font = FONT;
  const lines = wrapLines(
    caption,
    widthCss - 2 * CAPTION_STRIP.padding,
    (text) => context.measureText(text).width,
  );
  const imageHeightCss = bitmap.height / ratio;
  canvas.width = bitmap.width;
  canvas.height = bitmap.height + Math.round(stripHeight(lines.length) * ratio);
  // Setting the size resets the context: the font is set again below.
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  context.scale(ratio, ratio);
  context.fillStyle = '#ffffff';
  context.fillRect(0, imageHeightCss, widthCss, stripHeight(lines.length));
  context.fillStyle = RULE;
  context.fillRect(0, imageHeightCss, widthCss, 1);
  context.fillStyle = INK;
  context.font = FONT;
  context.textBaseline = 'middle';
  lines.forEach((line, i) => {
    const y = imageHeightCss + CAPTION_STRIP.padding + (i + 0.5) * CAPTION_STRIP.lineHeight;
    context.fillText(line, CAPTION_STRIP.padding, y);
  });
  const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!png) throw new Error(i18n._('viewer.download.noEncode'));
  return { png, lines };
}

/** What the page knows for the caption; the engine's capture adds what the frame shows. */
export type PageFacts = Omit<CaptionFacts, 'pose' | 'verticalFov' | 'shows' | 'widthCss'>;

/**
 * The captured view with its caption, and its file name. The caption's sizes follow the width the
 * view has on screen (`view.widthCss`), so a photomontage at its photo's resolution gets a
 * caption to the same scale as on screen.
 */
export async function reportImage(
  i18n: I18n,
  view: Captured,
  facts: PageFacts,
): Promise<{ png: Blob; lines: string[]; file: string }> {
  const { pose, verticalFov, shows, widthCss } = view;
  const caption = captionLines(i18n, { ...facts, pose, verticalFov, shows, widthCss });
  const { png, lines } = await composeReportImage(i18n, view.png, caption, widthCss);
  return { png, lines, file: imageFileName(facts.project, facts.viewpoint, shows) };
}

/** Hands a file to the browser's downloads. */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the URL is kept a little for slow browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
