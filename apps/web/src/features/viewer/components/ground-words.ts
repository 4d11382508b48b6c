import type { I18n } from '@lingui/core';
import type { TerrainModel, TerrainTiles } from '@vantage/contracts';
import type { GroundStatus } from '@/lib/scene/ground-layer';

/**
 * The terrain under the view for an image's caption; null: none (flat at sea level). A source is
 * written as the other sentences take it after "from" (German: in the dative, "dem
 * Geländemodell"), so the caption's "Terrain: …" gets its own words for it ("nach dem …").
 */
export function terrainInWords(i18n: I18n, ground: GroundStatus | null): string | null {
  if (ground?.terrain === 'ready')
    return ground.terrainSource && i18n._('viewer.caption.terrainSource', { source: ground.terrainSource });
  if (ground?.terrain === 'failed')
    return i18n._('viewer.ground.unavailable', {
      source: ground.terrainSource ?? i18n._('viewer.ground.theSource'),
    });
  return null;
}

/**
 * The engine's ground status with its sources in the visitor's language: the engine names them
 * in English (lib/terrain/create-terrain-source.ts describeTerrain), from the same tiles and
 * model as here.
 */
export function groundInLocale(
  i18n: I18n,
  ground: GroundStatus | null,
  tiles: TerrainTiles | null,
  model: Pick<TerrainModel, 'fileName'> | null,
): GroundStatus | null {
  if (!ground) return null;
  const own = model ? i18n._('viewer.terrain.model', { file: model.fileName }) : null;
  const operator = tiles
    ? tiles.attribution
      ? i18n._('viewer.terrain.tilesAttributed', { attribution: tiles.attribution })
      : i18n._('viewer.terrain.tiles')
    : null;
  const terrain =
    own && operator ? i18n._('viewer.terrain.both', { model: own, tiles: operator }) : (own ?? operator);
  return {
    ...ground,
    terrainSource: ground.terrainSource && terrain,
    // The engine's one source of land and sea (lib/scene/land-atlas.ts, not imported here: it
    // would bring its loader into the viewer's first load).
    landSource: ground.landSource && i18n._('viewer.terrain.naturalEarth'),
  };
}
