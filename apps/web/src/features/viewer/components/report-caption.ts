import type { I18n } from '@lingui/core';
import {
  formatAltitude,
  formatAngle,
  formatCoordinates,
  formatCount,
  formatDecimal,
  formatHeading,
  formatLength,
  formatUtcDateTime,
} from '@/lib/i18n/format';
import type { Shows } from '@/lib/scene/engine-protocol';
import { VISIBILITY_KM } from '@/lib/scene/sky';

/**
 * The caption under a downloaded image ("Download image"): what the visualisation guidance asks
 * to be stated on every view (../shared/VIEWER.md): the viewpoint and its position, eye height,
 * direction, both fields of view, date and time, the terrain, and the viewing distance at which
 * the picture is true to scale. Pure, so that it is unit-tested (report-caption.test.ts).
 */

/** CSS pixels per centimetre: the CSS inch is 96 px. Real screens differ; the caption says so. */
export const CSS_PX_PER_CM = 96 / 2.54;

export type CaptionFacts = {
  project: string;
  viewpoint: string;
  scenario: string;
  /** What the image is: the rendered view, the wireline or the photomontage. */
  shows: Shows;
  /** What the image shows: the camera at the capture (the viewpoint's, turned by any look-around). */
  pose: {
    longitude: number;
    latitude: number;
    altitude: number;
    heading: number;
    pitch: number;
    fov: number;
  };
  /** The viewpoint's own direction, to say when the visitor looked elsewhere. */
  viewpointHeading: number;
  verticalFov: number;
  date: Date;
  /** Whether the time is the viewpoint's viewing time, or the viewer's default (noon UTC today). */
  fromPlan: boolean;
  /** The terrain's source in words, as the facts panel says it; null: none (flat at sea level). */
  terrain: string | null;
  /** With terrain: the ground's height above sea level under the eye, when known. */
  eyeGround?: number | null;
  /** The width in CSS pixels of what the image shows on the page. */
  widthCss: number;
};

/**
 * How far from the eye a picture `width` wide must be to span `hfov` degrees, in the unit of
 * `width`: hfov = 2·atan(width / (2·distance)), so distance = width / (2·tan(hfov / 2)).
 */
export function trueScaleDistance(width: number, hfov: number): number {
  return width / (2 * Math.tan((hfov * Math.PI) / 360));
}

/** Signed difference b − a of two bearings, −180..180. */
const turn = (a: number, b: number) => ((((b - a) % 360) + 540) % 360) - 180;

/** The caption's lines in the active locale of `i18n`. */
export function captionLines(i18n: I18n, f: CaptionFacts): string[] {
  const { pose } = f;
  const turned = turn(f.viewpointHeading, pose.heading);
  const direction =
    Math.abs(turned) >= 0.5
      ? i18n._('viewer.caption.turned', {
          heading: formatHeading(i18n, pose.heading),
          angle: formatAngle(i18n, Math.round(Math.abs(turned)), 0),
          side: turned > 0 ? 'right' : 'left',
          viewpointHeading: formatHeading(i18n, f.viewpointHeading),
        })
      : formatHeading(i18n, pose.heading);
  const widthCm = f.widthCss / CSS_PX_PER_CM;
  const perWidth = trueScaleDistance(1, pose.fov);
  // The viewpoint's altitude is the eye's height above the ground, which is the sea level
  // where no terrain is modelled.
  const { terrain, eyeGround } = f;
  const height = formatAltitude(i18n, pose.altitude);
  const eye = !terrain
    ? i18n._('viewer.caption.eyeSea', { height })
    : typeof eyeGround === 'number'
      ? i18n._('viewer.caption.eyeGroundKnown', { height, ground: formatLength(i18n, eyeGround) })
      : i18n._('viewer.caption.eyeGround', { height });
  const time = i18n._('viewer.caption.time', {
    dateTime: formatUtcDateTime(i18n, f.date),
    origin: i18n._(f.fromPlan ? 'viewer.time.fromPlan' : 'viewer.time.default'),
  });
  const cm = (value: number) => formatLength(i18n, Math.round(value), { unit: 'centimeter', digits: 0 });
  return [
    i18n._('viewer.caption.title', {
      project: f.project,
      viewpoint: f.viewpoint,
      shows: f.shows,
      scenario: f.scenario,
    }),
    i18n._('viewer.caption.position', {
      position: formatCoordinates(i18n, pose.latitude, pose.longitude),
      eye,
      direction,
      tilt: formatAngle(i18n, pose.pitch),
    }),
    i18n._('viewer.caption.fieldOfView', {
      horizontal: formatAngle(i18n, pose.fov),
      vertical: formatAngle(i18n, f.verticalFov),
      time,
    }),
    i18n._('viewer.caption.terrain', { terrain: terrain ?? i18n._('viewer.caption.noTerrain') }),
    f.shows === 'wireline'
      ? i18n._('viewer.caption.wireline')
      : f.shows === 'photomontage'
        ? i18n._('viewer.caption.photomontage')
        : i18n._('viewer.caption.rendered', {
            visibility: formatLength(i18n, VISIBILITY_KM, { unit: 'kilometer' }),
          }),
    i18n._('viewer.caption.trueScale', {
      factor: formatDecimal(i18n, perWidth, 2),
      distance: cm(widthCm * perWidth),
      width: cm(widthCm),
      pixels: formatCount(i18n, Math.round(f.widthCss)),
    }),
  ];
}

/** Words to lines no wider than `maxWidth` (as `measure` gives widths); a single long word stays whole. */
export function wrapLines(lines: string[], maxWidth: number, measure: (text: string) => number): string[] {
  const out: string[] = [];
  for (const line of lines) {
    let current = '';
    for (const word of line.split(' ')) {
      const next = current ? `${current} ${word}` : word;
      if (current && measure(next) > maxWidth) {
        out.push(current);
        current = word;
      } else current = next;
    }
    out.push(current);
  }
  return out;
}

/** Lower-case letters and digits in dashes: "Egmond aan Zee beach" → "egmond-aan-zee-beach". */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** "noordzee-wind-park-egmond-aan-zee-beach-wireline.png"; "…-rendered.png", "…-photomontage.png" */
export function imageFileName(project: string, viewpoint: string, shows: Shows): string {
  const name = [slug(project), slug(viewpoint)].filter(Boolean).join('-') || 'view';
  return `${name}-${shows}.png`;
}
