import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../../i18n/planner-test-i18n';
import { inEnglish } from './english.test-support';
import { RD_NEW, WGS84 } from './fixtures/systems';
import { MAX_IMPORT_OBJECTS, parseImportFile } from './index';

beforeAll(activatePlannerEnglish);

describe('parseImportFile', () => {
  it('picks the reader by extension, whatever its case', () => {
    const csv = parseImportFile('Layout.CSV', 'name;x;y\nA;155000;463000\n', { system: RD_NEW });
    const txt = parseImportFile('layout.txt', 'name;x;y\nA;155000;463000\n', { system: RD_NEW });
    const geojson = parseImportFile('park.geojson', '{"type":"Point","coordinates":[5.4,52.5]}', {
      system: RD_NEW,
    });
    const json = parseImportFile('park.json', '{"type":"Point","coordinates":[5.4,52.5]}', { system: WGS84 });
    for (const result of [csv, txt, geojson, json]) {
      expect(result.errors).toEqual([]);
      expect(result.objects).toHaveLength(1);
    }
    expect(txt.objects).toEqual(csv.objects);
    expect(json.objects).toEqual(geojson.objects);
  });

  it('explains KMZ and unknown file kinds', () => {
    expect(inEnglish(parseImportFile('park.kmz', 'PK…', { system: WGS84 }).errors)).toEqual([
      { message: 'A KMZ file is a zipped KML: unzip it and import the .kml file inside.' },
    ]);
    expect(inEnglish(parseImportFile('park.shp', '', { system: WGS84 }).errors)).toEqual([
      {
        message:
          '"park.shp" is not a file the planner reads: choose a .csv, .txt, .geojson, .json, .kml file.',
      },
    ]);
  });

  it(`refuses more than ${MAX_IMPORT_OBJECTS.toLocaleString('en')} objects with an error`, () => {
    const rows = Array.from(
      { length: MAX_IMPORT_OBJECTS + 1 },
      (_, index) => `T${index},${150_000 + index * 5},463000`,
    );
    const result = parseImportFile('big.csv', `name,x,y\n${rows.join('\n')}\n`, { system: RD_NEW });
    expect(inEnglish(result.errors)).toEqual([
      {
        message:
          'The file holds 10,001 objects; at most 10,000 can be imported at once. Split it into smaller files.',
      },
    ]);
    expect(result.objects).toHaveLength(MAX_IMPORT_OBJECTS);
  });

  it('says when a readable file holds no objects', () => {
    expect(
      inEnglish(
        parseImportFile('empty.geojson', '{"type":"FeatureCollection","features":[]}', { system: WGS84 })
          .errors,
      ),
    ).toEqual([{ message: 'The file holds no objects.' }]);
  });
});
