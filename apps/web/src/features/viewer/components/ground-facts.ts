import type { I18n } from '@lingui/core';
import { formatAltitude, formatLength } from '@/lib/i18n/format';
import type { GroundStatus } from '@/lib/scene/ground-layer';
import { TERRAIN_RADIUS } from '@/lib/scene/ground-radius';

/**
 * What "How this view was made" says of the ground: the eye's height above it, where its heights
 * come from (the project's terrain model, the operator's terrain tiles, or none: sea level) and
 * where land and sea come from. `ground` is the engine's last word (null before its first).
 */
export function groundFacts(i18n: I18n, altitude: number, ground: GroundStatus | null, basemap: boolean) {
  const eye = i18n._('viewer.ground.eye', { height: formatAltitude(i18n, altitude) });
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
