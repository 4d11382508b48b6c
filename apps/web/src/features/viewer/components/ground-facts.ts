import type { I18n } from '@lingui/core';
import type { TerrainModel, TerrainTiles } from '@vantage/contracts';
import { formatLength } from '@/lib/i18n/format';
import type { GroundStatus } from '@/lib/scene/ground-layer';
import { TERRAIN_RADIUS } from '@/lib/scene/ground-radius';

/**
 * What "How this view was made" says of the ground: the eye's height above it, where its heights
 * come from (the project's terrain model, the operator's terrain tiles, or none: sea level) and
 * where land and sea come from. `ground` is the engine's last word (null before its first).
 */
export function groundFacts(i18n: I18n, altitude: number, ground: GroundStatus | null, basemap: boolean) {
  const eye = i18n._('viewer.ground.eye', { height: formatLength(i18n, altitude) });
  const land = basemap ? null : landText(i18n, ground);
  if (!ground || ground.terrain === 'none')
    return {
      eyeHeight: i18n._('viewer.ground.eyeFlat', { eye }),
      terrain: i18n._('viewer.ground.terrainFlat'),
      land,
      notModelled: i18n._('viewer.ground.notModelledFlat'),
    };
  if (ground.terrain === 'failed')
    return {
      eyeHeight: i18n._('viewer.ground.eyeFailed', { eye }),
      terrain: i18n._('viewer.ground.terrainFailed', {
        source: ground.terrainSource ?? i18n._('viewer.ground.unknownSource'),
      }),
      land,
      notModelled: i18n._('viewer.ground.notModelledFailed'),
    };
  return {
    eyeHeight:
      ground.ground === 'loading'
        ? i18n._('viewer.ground.eyeLoading', { eye })
        : i18n._('viewer.ground.eyeReady', { eye, ground: formatLength(i18n, ground.eyeGround) }),
    terrain: i18n._('viewer.ground.terrainReady', {
      source: ground.terrainSource,
      radius: formatLength(i18n, Math.round(TERRAIN_RADIUS / 1000), { unit: 'kilometer' }),
    }),
    land,
    notModelled: i18n._('viewer.ground.notModelledReady'),
  };
}

function landText(i18n: I18n, ground: GroundStatus | null): string {
  return ground?.landSource
    ? i18n._('viewer.ground.land', { source: ground.landSource })
    : i18n._('viewer.ground.noLand');
}

/** The terrain under the view for an image's caption; null: none (flat at sea level). */
export function terrainInWords(i18n: I18n, ground: GroundStatus | null): string | null {
  if (ground?.terrain === 'ready') return ground.terrainSource;
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
