import type { Sketch, SketchKind } from '@vantage/contracts/sketches';
import type { sketches } from '../../db/schema/index.js';

export type SketchRow = typeof sketches.$inferSelect;

export function presentSketch(row: SketchRow): Sketch {
  return {
    id: row.id,
    projectId: row.projectId,
    kind: row.kind as SketchKind,
    colour: row.colour,
    text: row.text,
    points: row.points,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
