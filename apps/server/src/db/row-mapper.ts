import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/**
 * Drizzle's result mapping, planned once per prepared statement instead of per cell.
 *
 * Drizzle maps every row of a select through `mapResultRow`, which works out each cell's
 * decoder by walking class chains (`is(field, Column)`, several times per cell), iterates the
 * cell's path, and builds the left joins' null objects by table name. For the project list's
 * 50 rows of 30 columns that was the server's largest cost beyond the floor's in the profile
 * of `npm run bench -- api-floor`: ~250 µs of ~1,700 µs of CPU per request. The plan
 * below does the same work once, when the statement is prepared, so a row costs one loop.
 *
 * The result is the same as drizzle's (row-mapper.test.ts compares both on real rows): each
 * value goes through its column's `mapFromDriverValue` unless it is null, and an object of a
 * left-joined table is null when its first column is null (drizzle decides by that column
 * alone, and never for an object that mixes tables).
 */

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type OrderedField = { path: string[]; field: unknown };

/**
 * One cell: where it goes, how it is decoded (null: as the driver gave it), and the object
 * that becomes null when this cell is null (the first column of a table that may be missing).
 */
type Cell = { path: string[]; decoder: Decoder | null; nulls: string | null };

type RowMapper = (rows: unknown[][]) => Record<string, unknown>[];

/** Drizzle's own choice of decoder for a selected field (its `decoder` is private in the types). */
type WithDecoder = { decoder: Decoder };
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as WithDecoder).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: WithDecoder } })._.sql.decoder;
  return (field as { sql: WithDecoder }).sql.decoder;
}

function compileRowMapper(
  fields: readonly OrderedField[],
  joinsNotNullableMap?: Record<string, boolean>,
): RowMapper {
  const nullable = nullableObjects(fields, joinsNotNullableMap);
  const cells: Cell[] = fields.map(({ path, field }, index) => {
    const decoder = decoderOf(field);
    return {
      path,
      // Column's own mapper returns its argument: no call needed.
      decoder: decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue ? null : decoder,
      nulls: nullable.get(index) ?? null,
    };
  });

  function mapRow(row: unknown[]): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    let missing: string[] | undefined;
    for (let i = 0; i < cells.length; i++) {
      const { path, decoder, nulls } = cells[i]!;
      const raw = row[i];
      const value = raw === null || decoder === null ? raw : decoder.mapFromDriverValue(raw);
      if (path.length === 1) {
        result[path[0]!] = value;
      } else {
        let node = result;
        for (let depth = 0; depth < path.length - 1; depth++) {
          const chunk = path[depth]!;
          let next = node[chunk] as Record<string, unknown> | undefined;
          if (next === undefined) {
            next = {};
            node[chunk] = next;
          }
          node = next;
        }
        node[path[path.length - 1]!] = value;
      }
      if (nulls !== null && value === null) {
        missing ??= [];
        missing.push(nulls);
      }
    }
    if (missing) for (const objectName of missing) result[objectName] = null;
    return result;
  }
  return (rows) => rows.map(mapRow);
}

/**
 * The objects that are null when their first column is null, by that column's index: those
 * of one table that may be missing (`joinsNotNullableMap[table]` is false), as drizzle's
 * `mapResultRow` decides (an object that mixes tables is never null).
 */
function nullableObjects(
  fields: readonly OrderedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): Map<number, string> {
  const nullable = new Map<number, string>();
  if (!joinsNotNullableMap) return nullable;
  const objects = new Map<string, { index: number; table: string | false }>();
  fields.forEach(({ path, field }, index) => {
    if (!is(field, Column) || path.length !== 2) return;
    const objectName = path[0]!;
    const table = getTableName(field.table);
    const seen = objects.get(objectName);
    if (!seen) objects.set(objectName, { index, table });
    else if (seen.table !== table) seen.table = false;
  });
  for (const [objectName, { index, table }] of objects) {
    if (table !== false && !joinsNotNullableMap[table]) nullable.set(index, objectName);
  }
  return nullable;
}

/** A prepared select as drizzle's node-postgres and PGlite drivers build it. */
type PreparedSelect = {
  fields?: OrderedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: unknown;
};

/**
 * Gives a prepared select the planned mapper; drizzle's `execute()` then calls it with the
 * driver's rows (arrays) in place of `mapResultRow`. A statement drizzle does not map by its
 * fields (a relational query, which has a mapper of its own, or one without fields) is left as
 * it is.
 */
export function withPlannedRows<P>(prepared: P): P {
  const query = prepared as unknown as PreparedSelect;
  if (Array.isArray(query.fields) && query.customResultMapper === undefined) {
    query.customResultMapper = compileRowMapper(query.fields, query.joinsNotNullableMap);
  }
  return prepared;
}
