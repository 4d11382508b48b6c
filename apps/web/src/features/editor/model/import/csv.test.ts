import { readFileSync } from 'node:fs';
import type { PlannerPoint } from '@vantage/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../../i18n/planner-test-i18n';
import { distanceMetres } from '../geometry';
import { parseCsv } from './csv';
import { inEnglish, sentences } from './english.test-support';
import { RD_NEW, UTM_31N, WGS84 } from './fixtures/systems';

beforeAll(activatePlannerEnglish);

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** PROJ's positions (fixtures/README.md), by name. */
const truth = new Map<string, PlannerPoint>(
  fixture('wgs84.csv')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [name, latitude, longitude] = line.split(',');
      return [name as string, { longitude: Number(longitude), latitude: Number(latitude) }];
    }),
);

function worstMiss(objects: ReturnType<typeof parseCsv>['objects']): number {
  expect(objects.map((object) => object.name).sort()).toEqual([...truth.keys()].sort());
  return Math.max(
    ...objects.map((object) =>
      distanceMetres(object.points[0] as PlannerPoint, truth.get(object.name) as PlannerPoint),
    ),
  );
}

describe('CSV import accuracy against PROJ', () => {
  it('imports the RD New spreadsheet (semicolon, decimal comma, X_RD;Y_RD) within 0.5 m of PROJ', () => {
    const result = parseCsv(fixture('rd-new.csv'), { system: RD_NEW });
    expect(result.errors).toEqual([]);
    expect(result.notes).toEqual([]);
    expect(worstMiss(result.objects)).toBeLessThan(0.5);
    expect(result.objects.find((object) => object.name === 'Maastricht')).toMatchObject({
      layout: 'Point',
      kind: 'turbine',
      data: { hubHeight: 120.5, rotorDiameter: 136 },
    });
  });

  it('imports the UTM 31N export (comma, decimal point, easting,northing) within 1 cm of PROJ', () => {
    const result = parseCsv(fixture('utm-31n.csv'), { system: UTM_31N });
    expect(result.errors).toEqual([]);
    expect(worstMiss(result.objects)).toBeLessThan(0.01);
    expect(result.objects[0]?.data).toEqual({ hubHeight: 100, rotorDiameter: 120 });
  });

  it('reads latitude,longitude columns in the order the header gives (the axis-order trap)', () => {
    const result = parseCsv(fixture('wgs84.csv'), { system: WGS84 });
    expect(result.errors).toEqual([]);
    expect(worstMiss(result.objects)).toBeLessThan(0.001);
    const swapped = parseCsv('longitude,latitude,name\n5.417999961,52.495999983,Lelystad WTG-01\n', {
      system: WGS84,
    });
    expect(swapped.objects[0]?.points).toEqual([{ longitude: 5.417999961, latitude: 52.495999983 }]);
  });
});

describe('parseCsv', () => {
  it('names a bad row by its line in the file (header, blank lines and quoted line breaks counted) and keeps the good rows', () => {
    const text = [
      '\uFEFFname;x;y',
      '"A";155000;463000',
      '',
      '"Multi',
      'line; name";155100;463000',
      'B;abc;463000',
      'C;155200;',
      '',
    ].join('\r\n');
    const result = parseCsv(text, { system: RD_NEW });
    expect(result.objects.map((object) => object.name)).toEqual(['A', 'Multi\r\nline; name']);
    expect(inEnglish(result.errors)).toEqual([
      { row: 6, message: 'Row 6: the easting "abc" is not a number' },
      { row: 7, message: 'Row 7: the northing is missing' },
    ]);
  });

  it('says why a row cannot stand: outside the area, hub height out of range, blades into the ground', () => {
    const text = [
      'name,x,y,hub,rotor',
      'Swapped,463000,155000,,',
      'Low,155000,463000,0,',
      'Short,155000,463000,60,130',
    ].join('\n');
    const result = parseCsv(text, { system: RD_NEW });
    expect(result.objects).toEqual([]);
    expect(result.errors.map((error) => error.message)).toEqual([
      expect.stringMatching(/^Row 2: 463000, 155000 lies outside the area where Amersfoort \/ RD New/),
      'Row 3: the hub height must be between 10 and 250 m.',
      'Row 4: the rotor radius (65 m) is larger than the hub height (60 m): the blades would hit the ground.',
    ]);
  });

  it('names unnamed rows "Turbine 1", "Turbine 2"… (skipping names in use) and says so', () => {
    const text = 'name,x,y\n,155000,463000\nTurbine 1,155100,463000\n"",155200,463000\n';
    const result = parseCsv(text, { system: RD_NEW });
    expect(result.objects.map((object) => object.name)).toEqual(['Turbine 2', 'Turbine 1', 'Turbine 3']);
    expect(sentences(result.notes)).toEqual(['2 rows had no name; they were called Turbine 2 to Turbine 3.']);
  });

  it('reads a file without a header as name, x, y, hub height, rotor diameter and says so', () => {
    const result = parseCsv('T1,155000.5,463000.25,120,150\nT2,155300,463000,120,150\n', { system: RD_NEW });
    expect(result.errors).toEqual([]);
    expect(result.objects.map((object) => [object.name, object.data])).toEqual([
      ['T1', { hubHeight: 120, rotorDiameter: 150 }],
      ['T2', { hubHeight: 120, rotorDiameter: 150 }],
    ]);
    expect(sentences(result.notes)).toEqual([
      'The file has no header row: its columns were read as name, easting, northing, hub height, rotor diameter.',
    ]);
    const bare = parseCsv('155000;463000\n', { system: RD_NEW });
    expect(bare.objects[0]?.name).toBe('Turbine 1');
    expect(bare.notes[0]?.message).toBe(
      'The file has no header row: its columns were read as easting, northing.',
    );
  });

  it('accepts either decimal mark per value in a semicolon file, and tab-separated text', () => {
    const semicolon = parseCsv('id;E;N\nT1;155000,50;463000.25\n', { system: RD_NEW });
    const tab = parseCsv('id\tE\tN\nT1\t155000.5\t463000,25\n', { system: RD_NEW });
    expect(semicolon.errors).toEqual([]);
    expect(tab.objects[0]?.points).toEqual(semicolon.objects[0]?.points);
  });

  it('refuses latitude/longitude columns in a metric system and metric columns in a degree system', () => {
    expect(inEnglish(parseCsv('name,lat,lon\nA,52.1,5.3\n', { system: RD_NEW }).errors)).toEqual([
      {
        row: 1,
        message:
          'The columns are named lon and lat, but the chosen coordinate system is Amersfoort / RD New (EPSG:28992), which counts in metres. Choose a longitude/latitude system such as WGS 84 (EPSG:4326), or the system the file was made in.',
      },
    ]);
    expect(parseCsv('naam;X_RD;Y_RD\nA;155000;463000\n', { system: WGS84 }).errors[0]?.message).toBe(
      'The columns are named X_RD and Y_RD, but the chosen coordinate system is WGS 84 (EPSG:4326), which counts in degrees. Choose the coordinate system the file was made in.',
    );
  });

  it("finds the columns by the system's own axis names (e.g. Rechtswert/Hochwert) and with units in brackets", () => {
    const system = { ...UTM_31N, xCoordinateName: 'Rechtswert', yCoordinateName: 'Hochwert' };
    const result = parseCsv(
      'Bezeichnung;Rechtswert;Hochwert;Nabenhöhe (m);Rotordurchmesser [m]\nWEA 1;664143,58;5818955,5;135;163\n',
      {
        system,
      },
    );
    expect(result.errors).toEqual([]);
    expect(result.objects[0]).toMatchObject({ name: 'WEA 1', data: { hubHeight: 135, rotorDiameter: 163 } });
  });

  it('says which columns a header lacks', () => {
    expect(parseCsv('name,height,width\nA,1,2\n', { system: RD_NEW }).errors[0]?.message).toBe(
      'The header row names no easting column: expected names such as x and y, easting and northing, X_RD and Y_RD, or longitude and latitude (found: name, height, width).',
    );
  });

  it('takes back the apostrophe an export puts before a formula-like name', () => {
    const result = parseCsv("name,x,y\n'=SUM(A1),155000,463000\n'+31,155100,463000\n", { system: RD_NEW });
    expect(result.objects.map((object) => object.name)).toEqual(['=SUM(A1)', '+31']);
  });

  it('reports a quote that is never closed, an empty file and a header without rows', () => {
    const open = parseCsv('name,x,y\nA,155000,463000\n"B,155100,463000\nC,155200,463000\n', {
      system: RD_NEW,
    });
    expect(open.objects.map((object) => object.name)).toEqual(['A']);
    expect(inEnglish(open.errors)).toEqual([
      { row: 3, message: 'Row 3: a quote (") is opened but never closed' },
    ]);
    expect(inEnglish(parseCsv('\uFEFF\r\n\r\n', { system: RD_NEW }).errors)).toEqual([
      { message: 'The file holds no rows.' },
    ]);
    expect(inEnglish(parseCsv('name;x;y\r\n', { system: RD_NEW }).errors)).toEqual([
      { message: 'The file has a header row but no rows of data.' },
    ]);
  });

  it('shortens a long bad value in its message', () => {
    const result = parseCsv(`name,x,y\nA,${'9'.repeat(30)}x${'9'.repeat(30)},463000\n`, { system: RD_NEW });
    expect(result.errors[0]?.message).toBe(
      `Row 2: the easting "${'9'.repeat(30)}x${'9'.repeat(9)}…" is not a number`,
    );
  });
});
