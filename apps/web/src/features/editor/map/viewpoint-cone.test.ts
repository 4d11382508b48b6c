import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { distanceMetres } from '../model/geometry';
import { bearingBetween } from '../model/viewpoint';
import { coneHandles, conePolygon, fieldOfViewFromEdge, metresPerPixel, turnBetween } from './viewpoint-cone';

beforeAll(activatePlannerEnglish);

const AT = { longitude: 5.418, latitude: 52.496 };
const point = ([longitude = 0, latitude = 0]: number[]) => ({ longitude, latitude });

describe('the view cone', () => {
  it("is as big on screen at every zoom: MapLibre's 512-pixel tiles", () => {
    // At the equator, zoom 0 shows the 40,075 km equator on 512 pixels.
    expect(metresPerPixel(0, 0)).toBeCloseTo(78_271.5, 0);
    expect(metresPerPixel(0, 10)).toBeCloseTo(78_271.5 / 1024, 3);
    expect(metresPerPixel(60, 10)).toBeCloseTo(78_271.5 / 2048, 3);
  });

  it('spans pan − fov/2 to pan + fov/2 at its radius, closed at the dot', () => {
    const ring = conePolygon(AT, 10, 60, 500, 6);
    expect(ring).toHaveLength(9);
    expect(ring[0]).toEqual([AT.longitude, AT.latitude]);
    expect(ring.at(-1)).toEqual(ring[0]);
    const arc = ring.slice(1, -1).map(point);
    for (const corner of arc) expect(distanceMetres(AT, corner)).toBeCloseTo(500, 3);
    expect(bearingBetween(AT, arc[0]!)).toBeCloseTo(340, 6);
    expect(bearingBetween(AT, arc[3]!)).toBeCloseTo(10, 6);
    expect(bearingBetween(AT, arc[6]!)).toBeCloseTo(40, 6);
  });

  it('has its turning handle in the middle of the arc and a widening handle at each end', () => {
    const handles = coneHandles(AT, 200, 90, 300);
    expect(bearingBetween(AT, point(handles.pan))).toBeCloseTo(200, 6);
    expect(bearingBetween(AT, point(handles.left))).toBeCloseTo(155, 6);
    expect(bearingBetween(AT, point(handles.right))).toBeCloseTo(245, 6);
    expect(distanceMetres(AT, point(handles.pan))).toBeCloseTo(300, 3);
  });

  it('turns the short way round north', () => {
    expect(turnBetween(350, 20)).toBe(30);
    expect(turnBetween(20, 350)).toBe(-30);
    expect(turnBetween(0, 180)).toBe(180);
  });

  it('widens to twice the angle between the pan and a dragged edge, within 1° and 179°', () => {
    expect(fieldOfViewFromEdge(350, 20)).toBe(60);
    expect(fieldOfViewFromEdge(350, 320)).toBe(60);
    expect(fieldOfViewFromEdge(90, 90.2)).toBe(1);
    expect(fieldOfViewFromEdge(90, 270)).toBe(179);
  });
});
