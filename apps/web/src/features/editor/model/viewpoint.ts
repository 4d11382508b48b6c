import type { PlannerPoint } from '@vantage/contracts';
import { formatHeading, normalizeHeading } from '@/lib/plan/format';
import { bearingOf } from '@/lib/plan/geodesy';
import { sunAt } from '@/lib/scene/sky';
import { viewingDate } from '@/lib/scene/viewing-time';
import { centroid, offsetBetween } from './geometry';

/**
 * What a new viewpoint starts as, and how the planner speaks of one. A viewpoint is where a
 * person stands and looks: a position, an eye height, a direction and a field of view.
 */

/** A person's eyes above the ground (VIEWER.md: about 1.5–1.7 m). */
export const EYE_HEIGHT_METRES = 1.5;
/** The field of view a new viewpoint starts with: a standard lens, as the viewer's default. */
export const DEFAULT_FIELD_OF_VIEW = 60;

/** Compass bearing in degrees (0 north, clockwise) from one point to another on the ground. */
export function bearingBetween(from: PlannerPoint, to: PlannerPoint): number {
  const { dx, dy } = offsetBetween(from, to);
  return bearingOf(dx, dy);
}

/**
 * The direction a new viewpoint looks: at the centre of the project's turbines, which is what
 * a viewpoint is placed to see; north when there are none or it stands on their centre.
 */
export function defaultPan(at: PlannerPoint, turbines: readonly PlannerPoint[]): number {
  if (turbines.length === 0) return 0;
  const centre = centroid(turbines);
  const { dx, dy } = offsetBetween(at, centre);
  if (Math.hypot(dx, dy) < 1) return 0;
  return Math.round(bearingOf(dx, dy));
}

/**
 * The sun as the viewpoint sees it, in words: "Sun 214° (SW), 32° above the horizon". The
 * time is the viewpoint's, or the viewer's default when it names none.
 */
export function sunText(
  position: Pick<PlannerPoint, 'longitude' | 'latitude'>,
  viewingDateTime: string | null,
  today = new Date(),
): string {
  const { date } = viewingDate(viewingDateTime, today);
  const { azimuth, altitude } = sunAt(date, position.latitude, position.longitude);
  const height = Math.round(altitude);
  return height >= 0
    ? `Sun ${formatHeading(azimuth)}, ${height}° above the horizon`
    : `Sun ${formatHeading(azimuth)}, below the horizon`;
}

/** The angle of a compass direction the planner saves: 0 up to (not including) 360. */
export const compassDegrees = (degrees: number) => (Math.round(normalizeHeading(degrees) * 10) / 10) % 360;

/**
 * The viewpoint's date and time as a `datetime-local` field shows it, in UTC ("2026-06-21T14:30"),
 * or '' when it has none. UTC because a project has no time zone of its own and a planner's
 * browser may sit in another than the site: UTC reads the same for everyone who opens it.
 */
export function utcFieldValue(viewingDateTime: string | null): string {
  if (!viewingDateTime) return '';
  const date = new Date(viewingDateTime);
  if (Number.isNaN(date.getTime())) return '';
  return date.toISOString().slice(0, 16);
}

/**
 * What a `datetime-local` field in UTC holds, as the API's ISO 8601 time: null when empty (the
 * viewer's default), undefined when it is no time at all.
 */
export function fromUtcFieldValue(value: string): string | null | undefined {
  const text = value.trim();
  if (text === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(text)) return undefined;
  const date = new Date(`${text}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
