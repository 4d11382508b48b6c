import { unzipSync } from 'fflate';
import type { Geometry } from 'geojson';
import { parseDbf, parseShp } from 'shpjs';
import { type ImportMessage, importMessage } from '../import-text';
import { epsgOfWkt, nameOfWkt } from './prj';
import type { AttributeValue, SourceFeature, SourceLayer, SourceRead } from './source-layer';

/** A file as chosen: its name and bytes. */
export type ChosenFile = { name: string; bytes: Uint8Array };

const PARTS = ['shp', 'shx', 'dbf', 'prj', 'cpg'] as const;
type Part = (typeof PARTS)[number];

/** The files of a shapefile, unzipped, grouped by their common name ("roads.shp", "roads.dbf" → "roads"). */
function groupsOf(files: readonly ChosenFile[]): {
  groups: Map<string, Partial<Record<Part, Uint8Array>>>;
  errors: ImportMessage[];
} {
  const groups = new Map<string, Partial<Record<Part, Uint8Array>>>();
  const errors: ImportMessage[] = [];
  const add = (name: string, bytes: Uint8Array) => {
    const match = /^(.*)\.([a-z0-9]+)$/i.exec(name);
    const extension = match?.[2]?.toLowerCase() as Part | undefined;
    if (!match?.[1] || !extension || !PARTS.includes(extension)) return;
    const base = match[1].split(/[\\/]/).pop() ?? match[1];
    const group = groups.get(base) ?? {};
    group[extension] = bytes;
    groups.set(base, group);
  };
  for (const file of files) {
    if (/\.zip$/i.test(file.name)) {
      let entries: Record<string, Uint8Array>;
      try {
        entries = unzipSync(file.bytes);
      } catch (error) {
        errors.push(
          importMessage('notZip', {
            file: file.name,
            reason: error instanceof Error ? error.message : 'unknown',
          }),
        );
        continue;
      }
      for (const [name, bytes] of Object.entries(entries))
        if (!name.startsWith('__MACOSX/') && !name.endsWith('/')) add(name, bytes);
    } else add(file.name, file.bytes);
  }
  return { groups, errors };
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function attributesOf(record: unknown): Record<string, AttributeValue> {
  const properties: Record<string, AttributeValue> = {};
  if (typeof record !== 'object' || record === null) return properties;
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string') properties[key] = value.trim();
    else if (typeof value === 'number' || typeof value === 'boolean' || value === null)
      properties[key] = value;
    else if (value instanceof Date)
      properties[key] = Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  }
  return properties;
}

/**
 * ESRI shapefiles (a .zip holding .shp, .shx, .dbf, .prj, or the files chosen together): one
 * layer per .shp, its attributes from the .dbf beside it (in the .cpg's code page), its system
 * from the .prj. shpjs (Calvin Metcalf's shapefile-js) reads the geometry and the table; the
 * coordinates stay the file's own, so the planner's definitions (with their datum shifts) convert
 * them, not the .prj's text.
 */
export function readShapefile(files: readonly ChosenFile[]): SourceRead {
  const { groups, errors } = groupsOf(files);
  const layers: SourceLayer[] = [];
  for (const [name, group] of groups) {
    if (!group.shp) {
      if (group.dbf) errors.push(importMessage('dbfAlone', { name }));
      continue;
    }
    let geometries: (Geometry | null)[];
    try {
      geometries = parseShp(view(group.shp)) as (Geometry | null)[];
    } catch (error) {
      errors.push(
        importMessage('shpUnreadable', {
          name,
          reason: error instanceof Error ? error.message.slice(0, 120) : 'unknown',
        }),
      );
      continue;
    }
    let records: unknown[] = [];
    if (group.dbf) {
      try {
        const codePage = group.cpg ? new TextDecoder().decode(group.cpg).trim() : undefined;
        records = parseDbf(view(group.dbf), codePage) as unknown[];
      } catch (error) {
        errors.push(
          importMessage('dbfUnreadable', {
            name,
            reason: error instanceof Error ? error.message.slice(0, 120) : 'unknown',
          }),
        );
        continue;
      }
      if (records.length !== geometries.length) {
        errors.push(
          importMessage('recordsMismatch', { name, records: records.length, shapes: geometries.length }),
        );
        continue;
      }
    }
    const prj = group.prj ? new TextDecoder().decode(group.prj) : null;
    const features: SourceFeature[] = geometries.map((geometry, index) => ({
      geometry: geometry ?? null,
      properties: attributesOf(records[index]),
    }));
    layers.push({
      name,
      features,
      epsgCode: prj ? epsgOfWkt(prj) : null,
      systemText: prj ? (nameOfWkt(prj) ?? prj.slice(0, 80)) : null,
    });
  }
  if (layers.length === 0 && errors.length === 0) errors.push(importMessage('noShp'));
  return { layers, errors };
}
