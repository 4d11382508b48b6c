import { formatAltitude, formatCoordinates, formatHeading } from '@/lib/plan/format';
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
  wireline: boolean;
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
  /** The image's width in CSS pixels (the canvas's on the page). */
  widthCss: number;
};

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const count = new Intl.NumberFormat('en-GB');

/**
 * How far from the eye a picture `width` wide must be to span `hfov` degrees, in the unit of
 * `width`: hfov = 2·atan(width / (2·distance)), so distance = width / (2·tan(hfov / 2)).
 */
export function trueScaleDistance(width: number, hfov: number): number {
  return width / (2 * Math.tan((hfov * Math.PI) / 360));
}

/** Signed difference b − a of two bearings, −180..180. */
const turn = (a: number, b: number) => ((((b - a) % 360) + 540) % 360) - 180;

export function captionLines(f: CaptionFacts): string[] {
  const { pose } = f;
  const turned = turn(f.viewpointHeading, pose.heading);
  const direction =
    Math.abs(turned) >= 0.5
      ? `${formatHeading(pose.heading)}, turned ${Math.round(Math.abs(turned))}° ${turned > 0 ? 'right' : 'left'} of the viewpoint's ${formatHeading(f.viewpointHeading)}`
      : formatHeading(pose.heading);
  const widthCm = f.widthCss / CSS_PX_PER_CM;
  const perWidth = trueScaleDistance(1, pose.fov);
  // The viewpoint's altitude is the eye's height above the ground, which is the sea level
  // where no terrain is modelled.
  const { terrain, eyeGround } = f;
  const eye = !terrain
    ? `eye height ${formatAltitude(pose.altitude)} above sea level`
    : `eye height ${formatAltitude(pose.altitude)} above the ground${typeof eyeGround === 'number' ? `, which is ${formatAltitude(eyeGround)} above sea level there` : ''}`;
  const time = `${f.date.toISOString().slice(0, 16).replace('T', ' ')} UTC (${f.fromPlan ? "the viewpoint's viewing time" : 'not set by the plan: noon UTC today'})`;
  return [
    `${f.project}: ${f.viewpoint}, ${f.wireline ? 'wireline' : 'rendered view'}, scenario “${f.scenario}”`,
    `Position ${formatCoordinates(pose.latitude, pose.longitude)}; ${eye}; looking ${direction}, tilt ${round(pose.pitch)}°.`,
    `Field of view ${round(pose.fov)}° horizontal × ${round(f.verticalFov)}° vertical. Date and time ${time}.`,
    `Terrain: ${terrain ?? 'not modelled (ground and sea flat at sea level)'}. Earth's curvature with refraction applied.`,
    f.wireline
      ? 'Wireline: the ground as a mesh of lines, the sea horizon and every object in outline; lines behind the ground or nearer objects are hidden.'
      : `Rendered: sunlight for that time, haze for ${VISIBILITY_KM} km visibility; buildings, trees, waves and weather are not modelled.`,
    `True scale when viewed from ${round(perWidth, 2)} × the picture's width: from ${Math.round(widthCm * perWidth)} cm when it is ${Math.round(widthCm)} cm wide (${count.format(Math.round(f.widthCss))} px at the nominal 96 px per inch; screens differ, so measure yours).`,
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

/** "noordzee-wind-park-egmond-aan-zee-beach-wireline.png" */
export function imageFileName(project: string, viewpoint: string, wireline: boolean): string {
  const name = [slug(project), slug(viewpoint)].filter(Boolean).join('-') || 'view';
  return `${name}-${wireline ? 'wireline' : 'rendered'}.png`;
}
