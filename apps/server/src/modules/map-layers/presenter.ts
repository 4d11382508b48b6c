import { type MapLayer, mapLayerTilesPath } from '@vantage/contracts/map-layers';
import type { mapLayers } from '../../db/schema/index.js';

export type MapLayerRow = typeof mapLayers.$inferSelect;

export function presentMapLayer(row: MapLayerRow): MapLayer {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    url: row.url,
    wmsLayers: row.wmsLayers,
    format: row.format as MapLayer['format'],
    attribution: row.attribution,
    opacity: row.opacity,
    order: row.sortOrder,
    tiles: mapLayerTilesPath(row.id),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
