// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../../i18n/planner-test-i18n';
import { inEnglish } from './english.test-support';
import { parseKml } from './kml';

beforeAll(activatePlannerEnglish);

const kml = (placemarks: string) => `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Park</name><Folder>${placemarks}</Folder></Document></kml>`;

describe('parseKml', () => {
  it('reads Point, LineString and Polygon placemarks as longitude,latitude[,altitude], with ExtendedData settings', () => {
    const result = parseKml(
      kml(`
      <Placemark><name>WTG 1</name>
        <ExtendedData><Data name="hubHeight"><value>135</value></Data><Data name="rotorDiameter"><value>163</value></Data></ExtendedData>
        <Point><coordinates>5.418,52.496,0</coordinates></Point></Placemark>
      <Placemark><name>Grid connection</name>
        <LineString><coordinates>5.418,52.496 5.427,52.4985,10</coordinates></LineString></Placemark>
      <Placemark><name>Solar field</name><Polygon><outerBoundaryIs><LinearRing><coordinates>
        5.40,52.50,0 5.41,52.50,0 5.41,52.51,0 5.40,52.51,0 5.40,52.50,0
      </coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>`),
    );
    expect(result.errors).toEqual([]);
    expect(result.objects).toEqual([
      {
        name: 'WTG 1',
        layout: 'Point',
        kind: 'turbine',
        points: [{ longitude: 5.418, latitude: 52.496 }],
        data: { hubHeight: 135, rotorDiameter: 163 },
        source: 'Placemark 1',
      },
      {
        name: 'Grid connection',
        layout: 'Path',
        kind: 'powerLine',
        points: [
          { longitude: 5.418, latitude: 52.496 },
          { longitude: 5.427, latitude: 52.4985 },
        ],
        data: {},
        source: 'Placemark 2',
      },
      {
        name: 'Solar field',
        layout: 'Area',
        kind: 'solar',
        points: [
          { longitude: 5.4, latitude: 52.5 },
          { longitude: 5.41, latitude: 52.5 },
          { longitude: 5.41, latitude: 52.51 },
          { longitude: 5.4, latitude: 52.51 },
        ],
        data: {},
        source: 'Placemark 3',
      },
    ]);
  });

  it('splits a MultiGeometry into its parts and counts bad placemarks', () => {
    const result = parseKml(
      kml(`
      <Placemark><name>Pair</name><MultiGeometry>
        <Point><coordinates>5.41,52.5</coordinates></Point><Point><coordinates>5.42,52.5</coordinates></Point>
      </MultiGeometry></Placemark>
      <Placemark><name>No place</name></Placemark>`),
    );
    expect(result.objects.map((object) => object.name)).toEqual(['Pair (part 1)', 'Pair (part 2)']);
    expect(inEnglish(result.errors)).toEqual([{ feature: 2, message: 'Placemark 2: it has no geometry' }]);
  });

  it('refuses text that is not XML or not KML', () => {
    expect(parseKml('<kml><Placemark>').errors[0]?.message).toMatch(
      /^The file is not valid KML: its XML cannot be read/,
    );
    expect(inEnglish(parseKml('<gpx version="1.1"></gpx>').errors)).toEqual([
      { message: 'The file is not KML: its XML does not start with a <kml> element.' },
    ]);
  });
});
