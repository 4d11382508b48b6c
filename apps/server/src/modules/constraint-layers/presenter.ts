import type { ConstraintLayer, ConstraintLayerSummary } from '@vantage/contracts';
import type { constraintLayers } from '../../db/schema/index.js';

export type ConstraintLayerRow = typeof constraintLayers.$inferSelect;
export type ConstraintLayerSummaryRow = Omit<ConstraintLayerRow, 'geojson'>;

export function presentConstraintLayerSummary(row: ConstraintLayerSummaryRow): ConstraintLayerSummary {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    colour: row.colour,
    featureCount: row.featureCount,
    byteSize: row.byteSize,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentConstraintLayer(row: ConstraintLayerRow): ConstraintLayer {
  return { ...presentConstraintLayerSummary(row), geojson: row.geojson };
}
