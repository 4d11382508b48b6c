import Papa from 'papaparse';
import { isGeographic, type PlannerCoordinateSystem, toWgs84 } from '../coordinates';
import { parseDecimal } from './decimal';
import { fieldWord, type ImportText, importMessage, listOf, passedOn } from './import-text';
import {
  type ImportedData,
  type ImportedObject,
  type ImportOptions,
  type ImportResult,
  importedObjectProblems,
  nameGiver,
} from './imported-object';

/**
 * Turbine positions from a spreadsheet: one row per turbine with a name, two coordinates in the
 * chosen system and optionally hub height and rotor diameter. Comma, semicolon or tab separated
 * (taken from the first line), either decimal mark in every value, quotes, BOM, CRLF and blank
 * lines as spreadsheets write them. Columns are found by the header's names; a file without a
 * header is read as [name,] x, y[, hub height, rotor diameter] and a note says so.
 */

type Column = 'name' | 'x' | 'y' | 'hubHeight' | 'rotorDiameter';

/** Header names, compared without case, accents, units in brackets and punctuation. */
const LONGITUDE_NAMES = ['lon', 'lng', 'long', 'longitude', 'lengte', 'lange', 'laenge'];
const LATITUDE_NAMES = ['lat', 'latitude', 'breedte', 'breite'];
const EASTING_NAMES = ['easting', 'east', 'e', 'xrd', 'rdx', 'rechtswert', 'ostwert'];
const NORTHING_NAMES = ['northing', 'north', 'n', 'yrd', 'rdy', 'hochwert', 'nordwert'];
const ALIASES: Record<Column, readonly string[]> = {
  name: ['name', 'naam', 'id', 'label', 'title', 'turbine', 'wtg', 'nr', 'no', 'number', 'bezeichnung'],
  x: ['x', 'xcoord', 'xcoordinate', ...EASTING_NAMES, ...LONGITUDE_NAMES],
  y: ['y', 'ycoord', 'ycoordinate', ...NORTHING_NAMES, ...LATITUDE_NAMES],
  hubHeight: [
    'hub',
    'hubheight',
    'hh',
    'nabenhohe',
    'nabenhoehe',
    'ashohe',
    'ashoehe',
    'achshohe',
    'ashoogte',
  ],
  rotorDiameter: ['rotor', 'rotordiameter', 'diameter', 'd', 'rotordurchmesser', 'rotordiam'],
};

const normal = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\(.*?\)|\[.*?\]/g, '')
    .replace(/[^a-z0-9]/g, '');

/** How a value is called in messages. */
function wordsFor(system: PlannerCoordinateSystem): Record<Column, ImportText> {
  const geographic = isGeographic(system);
  return {
    name: { code: 'columnName' },
    x: { code: geographic ? 'columnLongitude' : 'columnEasting' },
    y: { code: geographic ? 'columnLatitude' : 'columnNorthing' },
    hubHeight: fieldWord('hubHeight'),
    rotorDiameter: fieldWord('rotorDiameter'),
  };
}

/** The first line's separator: semicolon or tab when it has one outside quotes, else comma. */
function separatorOf(text: string): string {
  const line = text.split(/\r\n|\r|\n/).find((candidate) => candidate.trim() !== '') ?? '';
  const outsideQuotes = line.replace(/"[^"]*("|$)/g, '');
  if (outsideQuotes.includes(';')) return ';';
  if (outsideQuotes.includes('\t')) return '\t';
  return ',';
}

const lineBreaks = (cells: readonly string[]) =>
  cells.reduce((count, cell) => count + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);

const shown = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);

type Row = { line: number; cells: string[]; broken?: ImportText };

function rowsOf(text: string): Row[] {
  const parsed = Papa.parse<string[]>(text, {
    delimiter: separatorOf(text),
    header: false,
    skipEmptyLines: false,
  });
  const rows: Row[] = [];
  let line = 1;
  for (const cells of parsed.data) {
    rows.push({ line, cells });
    line += 1 + lineBreaks(cells);
  }
  for (const error of parsed.errors) {
    const row = error.row === undefined ? undefined : rows[error.row];
    if (!row) continue;
    row.broken = { code: error.code === 'MissingQuotes' ? 'quoteOpen' : 'quotesMisplaced' };
  }
  return rows;
}

type Layout = { columns: Partial<Record<Column, number>>; header: boolean } | { problem: ImportText };

function layoutOf(first: string[], system: PlannerCoordinateSystem): Layout {
  const numbers = first.filter((cell) => parseDecimal(cell) !== null).length;
  const words = wordsFor(system);
  if (numbers >= 2) {
    const named = parseDecimal(first[0] ?? '') === null;
    const order: Column[] = named
      ? ['name', 'x', 'y', 'hubHeight', 'rotorDiameter']
      : ['x', 'y', 'hubHeight', 'rotorDiameter'];
    const columns = Object.fromEntries(order.map((column, index) => [column, index]));
    return { columns, header: false };
  }
  const names = first.map(normal);
  const aliases: Record<Column, readonly string[]> = {
    ...ALIASES,
    x: [normal(system.xCoordinateName), ...ALIASES.x],
    y: [normal(system.yCoordinateName), ...ALIASES.y],
  };
  const columns: Partial<Record<Column, number>> = {};
  names.forEach((name, index) => {
    const column = (Object.keys(aliases) as Column[]).find(
      (candidate) => columns[candidate] === undefined && aliases[candidate].includes(name),
    );
    if (column) columns[column] = index;
  });
  if (columns.x === undefined || columns.y === undefined)
    return {
      problem: {
        code: 'noColumn',
        values: { column: columns.x === undefined ? words.x : words.y, found: shown(first.join(', ')) },
      },
    };
  const xName = names[columns.x] as string;
  const yName = names[columns.y] as string;
  const inDegrees = LONGITUDE_NAMES.includes(xName) || LATITUDE_NAMES.includes(yName);
  const inMetres = EASTING_NAMES.includes(xName) || NORTHING_NAMES.includes(yName);
  const named = {
    x: `${first[columns.x]?.trim()}`,
    y: `${first[columns.y]?.trim()}`,
    system: system.name,
    epsg: system.epsgCode,
  };
  if (inDegrees && !isGeographic(system)) return { problem: { code: 'columnsInDegrees', values: named } };
  if (inMetres && isGeographic(system)) return { problem: { code: 'columnsInMetres', values: named } };
  return { columns, header: true };
}

/** Parses a CSV (or TXT) file of turbine positions in `system`. */
export function parseCsv(text: string, { system }: ImportOptions): ImportResult {
  const result: ImportResult = { objects: [], errors: [], notes: [] };
  const rows = rowsOf(text.replace(/^\uFEFF/, '')).filter(
    (row) => row.broken || row.cells.some((cell) => cell.trim() !== ''),
  );
  const first = rows[0];
  if (!first) {
    result.errors.push(importMessage('noRows'));
    return result;
  }
  const layout = layoutOf(first.cells, system);
  if ('problem' in layout) {
    result.errors.push({ row: first.line, ...importMessage(layout.problem.code, layout.problem.values) });
    return result;
  }
  const words = wordsFor(system);
  const { columns } = layout;
  const data = layout.header ? rows.slice(1) : rows;
  if (data.length === 0) {
    result.errors.push(importMessage('headerOnly'));
    return result;
  }
  if (!layout.header) {
    const read = (Object.keys(columns) as Column[]).filter(
      (column) => (columns[column] ?? 0) < first.cells.length,
    );
    result.notes.push(
      importMessage('noHeader', {
        columns: listOf(
          read.map((column) => words[column]),
          ', ',
        ),
      }),
    );
  }

  const cellOf = (row: Row, column: Column) => {
    const index = columns[column];
    return index === undefined ? '' : (row.cells[index] ?? '').trim();
  };
  const nameOf = (row: Row) => cellOf(row, 'name').replace(/^'(?=[=+\-@\t\r])/, '');
  const giveName = nameGiver(data.map(nameOf).filter((name) => name !== ''));
  const given: string[] = [];

  for (const row of data) {
    if (row.broken) {
      result.errors.push({ row: row.line, ...importMessage('row', { row: row.line, problems: row.broken }) });
      continue;
    }
    const problems: ImportText[] = [];
    const numberOf = (column: Column, required: boolean): number | undefined => {
      const raw = cellOf(row, column);
      if (raw === '') {
        if (required) problems.push({ code: 'missing', values: { column: words[column] } });
        return undefined;
      }
      const value = parseDecimal(raw);
      if (value === null)
        problems.push({ code: 'notANumber', values: { what: words[column], value: shown(raw) } });
      return value ?? undefined;
    };
    const x = numberOf('x', true);
    const y = numberOf('y', true);
    const hubHeight = numberOf('hubHeight', false);
    const rotorDiameter = numberOf('rotorDiameter', false);
    let point: ImportedObject['points'][number] | undefined;
    if (x !== undefined && y !== undefined) {
      try {
        point = toWgs84(system, x, y);
      } catch (error) {
        problems.push(passedOn(error instanceof Error ? error.message : String(error)));
      }
    }
    const own: ImportedData = {};
    if (hubHeight !== undefined) own.hubHeight = hubHeight;
    if (rotorDiameter !== undefined) own.rotorDiameter = rotorDiameter;
    let name = nameOf(row);
    if (name === '') {
      name = giveName('Turbine');
      given.push(name);
    }
    if (point) {
      const object: ImportedObject = {
        name,
        layout: 'Point',
        kind: 'turbine',
        points: [point],
        data: own,
        source: `Row ${row.line}`,
      };
      problems.push(...importedObjectProblems(object));
      if (problems.length === 0) result.objects.push(object);
    }
    if (problems.length > 0)
      result.errors.push({
        row: row.line,
        ...importMessage('row', { row: row.line, problems: listOf(problems) }),
      });
  }
  if (given.length > 0)
    result.notes.push(
      importMessage('rowsNamed', {
        count: given.length,
        first: given[0] ?? '',
        last: given[given.length - 1] ?? '',
      }),
    );
  return result;
}
