import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../../i18n/planner-test-i18n';
import { inEnglish, sentences } from './english.test-support';
import { parseGeoJson } from './geojson';

beforeAll(activatePlannerEnglish);

const collection = (...features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features });
const feature = (geometry: unknown, properties: Record<string, unknown> = {}) => ({
  type: 'Feature',
  geometry,
  properties,
});

const SQUARE = [
  [5.4, 52.5],
  [5.41, 52.5],
  [5.41, 52.51],
  [5.4, 52.51],
  [5.4, 52.5],
];

describe('parseGeoJson', () => {
  it('makes turbines of Points, power lines or cables of LineStrings and solar fields of Polygons', () => {
    const result = parseGeoJson(
      collection(
        feature(
          { type: 'Point', coordinates: [5.4, 52.5, 3] },
          { name: 'WTG 1', hubHeight: 120, rotor_diameter: '150', tilt: 20 },
        ),
        feature(
          {
            type: 'LineString',
            coordinates: [
              [5.4, 52.5],
              [5.5, 52.6],
            ],
          },
          { title: 'Line', pylonHeight: 40 },
        ),
        feature(
          {
            type: 'LineString',
            coordinates: [
              [5.4, 52.5],
              [5.5, 52.6],
            ],
          },
          { id: 'Export cable', depth: 1.5 },
        ),
        feature({ type: 'Polygon', coordinates: [SQUARE] }, { name: 'Field', tilt: 25, colour: 'red' }),
      ),
    );
    expect(result.errors).toEqual([]);
    expect(result.objects).toEqual([
      {
        name: 'WTG 1',
        layout: 'Point',
        kind: 'turbine',
        points: [{ longitude: 5.4, latitude: 52.5 }],
        data: { hubHeight: 120, rotorDiameter: 150 },
        source: 'Feature 1',
      },
      {
        name: 'Line',
        layout: 'Path',
        kind: 'powerLine',
        points: [
          { longitude: 5.4, latitude: 52.5 },
          { longitude: 5.5, latitude: 52.6 },
        ],
        data: { pylonHeight: 40 },
        source: 'Feature 2',
      },
      expect.objectContaining({ name: 'Export cable', layout: 'Path', kind: 'cable', data: { depth: 1.5 } }),
      {
        name: 'Field',
        layout: 'Area',
        kind: 'solar',
        points: SQUARE.slice(0, 4).map(([longitude, latitude]) => ({ longitude, latitude })),
        data: { tilt: 25 },
        source: 'Feature 4',
      },
    ]);
  });

  it('splits Multi geometries and collections into one object per part, and names the unnamed', () => {
    const result = parseGeoJson(
      collection(
        feature(
          {
            type: 'MultiPoint',
            coordinates: [
              [5.4, 52.5],
              [5.41, 52.5],
            ],
          },
          { name: 'Row A' },
        ),
        feature({
          type: 'GeometryCollection',
          geometries: [
            { type: 'Point', coordinates: [5.42, 52.5] },
            { type: 'MultiPolygon', coordinates: [[SQUARE]] },
          ],
        }),
      ),
    );
    expect(result.errors).toEqual([]);
    expect(result.objects.map((object) => [object.name, object.layout])).toEqual([
      ['Row A (part 1)', 'Point'],
      ['Row A (part 2)', 'Point'],
      ['Turbine 1', 'Point'],
      ['Solar field 1', 'Area'],
    ]);
    expect(sentences(result.notes)).toEqual([
      '2 objects had no name; they were called Turbine 1, Solar field 1.',
    ]);
  });

  it('accepts a single Feature or a bare geometry, and says when holes were left out', () => {
    expect(
      parseGeoJson(JSON.stringify(feature({ type: 'Point', coordinates: [5.4, 52.5] }))).objects,
    ).toHaveLength(1);
    const holed = parseGeoJson(JSON.stringify({ type: 'Polygon', coordinates: [SQUARE, SQUARE] }));
    expect(holed.objects).toHaveLength(1);
    expect(sentences(holed.notes)).toContain('1 polygon has holes: only the outer outline was imported.');
  });

  it('answers projected coordinates with one error that says GeoJSON is WGS84 longitude, latitude', () => {
    const text = JSON.stringify({
      type: 'FeatureCollection',
      crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::28992' } },
      features: [
        feature({ type: 'Point', coordinates: [155000, 463000] }),
        feature({ type: 'Point', coordinates: [155100, 463000] }),
      ],
    });
    const result = parseGeoJson(text);
    expect(result.objects).toEqual([]);
    expect(inEnglish(result.errors)).toEqual([
      {
        message:
          'The coordinates are not longitude and latitude in degrees (e.g. 155000, 463000): they look like projected coordinates in metres (the file names urn:ogc:def:crs:EPSG::28992). GeoJSON (RFC 7946) is always WGS84 longitude, latitude: export the file again in WGS 84 (EPSG:4326), or import the positions as a CSV in their own coordinate system.',
      },
    ]);
  });

  it('names bad features by number: swapped axes, no geometry, too few points, a crossing outline, bad settings', () => {
    const result = parseGeoJson(
      collection(
        feature({ type: 'Point', coordinates: [52.5, 95.4] }),
        feature(null, { name: 'Nothing' }),
        feature({ type: 'LineString', coordinates: [[5.4, 52.5]] }),
        feature({
          type: 'Polygon',
          coordinates: [
            [
              [5.4, 52.5],
              [5.41, 52.51],
              [5.41, 52.5],
              [5.4, 52.51],
              [5.4, 52.5],
            ],
          ],
        }),
        feature({ type: 'Point', coordinates: [5.4, 52.5] }, { hubHeight: 'tall', rotorDiameter: 400 }),
        feature({ type: 'Circle', coordinates: [5.4, 52.5] }),
        'not a feature',
        feature({ type: 'Point', coordinates: [5.4, 52.5] }, { name: 'Good' }),
      ),
    );
    expect(result.objects.map((object) => object.name)).toEqual(['Good']);
    expect(inEnglish(result.errors)).toEqual([
      {
        feature: 1,
        message:
          'Feature 1: 95.4 is not a latitude: are longitude and latitude swapped? GeoJSON gives longitude first',
      },
      { feature: 2, message: 'Feature 2: it has no geometry' },
      { feature: 3, message: 'Feature 3: a Path needs at least 2 points' },
      { feature: 4, message: "Feature 4: the solar field's outline crosses itself." },
      {
        feature: 5,
        message:
          'Feature 5: the hub height "tall" is not a number; the rotor diameter must be between 10 and 300 m.',
      },
      {
        feature: 6,
        message:
          'Feature 6: its geometry type "Circle" is not one of Point, LineString, Polygon or their Multi forms',
      },
      { feature: 7, message: 'Feature 7: it is not a GeoJSON Feature' },
    ]);
  });

  it('reports text that is not JSON or not GeoJSON', () => {
    expect(parseGeoJson('{"type": "FeatureCollection", ').errors[0]?.message).toMatch(
      /^The file is not valid JSON: /,
    );
    expect(inEnglish(parseGeoJson('[1, 2]').errors)).toEqual([
      { message: 'The file is not GeoJSON: its top is not an object.' },
    ]);
    expect(inEnglish(parseGeoJson('{"type": "Topology"}').errors)).toEqual([
      { message: 'The file is not GeoJSON: it holds no FeatureCollection, Feature or geometry.' },
    ]);
  });
});
