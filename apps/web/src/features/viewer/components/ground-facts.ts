import { formatAltitude } from '@/lib/plan/format';
import type { GroundStatus } from '@/lib/scene/ground-layer';
import { TERRAIN_RADIUS } from '@/lib/scene/ground-radius';

/**
 * What "How this view was made" says of the ground: the eye's height above it, where its heights
 * come from (the project's terrain model, the operator's terrain tiles, or none: sea level) and
 * where land and sea come from. `ground` is the engine's last word (null before its first).
 */
export function groundFacts(altitude: number, ground: GroundStatus | null, basemap: boolean) {
  const eye = `${formatAltitude(altitude)} above the ground (the viewpoint's altitude)`;
  const km = Math.round(TERRAIN_RADIUS / 1000);
  if (!ground || ground.terrain === 'none')
    return {
      eyeHeight: `${eye}; terrain is not modelled, so the ground is at sea level`,
      terrain: 'Not modelled: the ground is flat at sea level, curved with the earth.',
      land: basemap ? null : landText(ground),
      notModelled: 'Terrain elevation, buildings, trees, waves and weather.',
    };
  if (ground.terrain === 'failed')
    return {
      eyeHeight: `${eye}; terrain is unavailable, so the ground is taken as sea level where its heights are missing`,
      terrain: `Unavailable: ${ground.terrainSource ?? 'the terrain source'} could not be read, so where heights are missing the ground is flat at sea level.`,
      land: basemap ? null : landText(ground),
      notModelled: 'Terrain elevation where it could not be read, buildings, trees, waves and weather.',
    };
  const loading = ground.ground === 'loading';
  return {
    eyeHeight: loading
      ? `${eye}; the terrain is still loading`
      : `${eye}; the ground there is ${formatAltitude(ground.eyeGround)} above sea level`,
    terrain: `From ${ground.terrainSource}, out to ${km} km (beyond, the surface is at sea level): the eye and every object stand on the ground, and hills hide what lies behind them. A terrain model is bare ground.`,
    land: basemap ? null : landText(ground),
    notModelled: 'Buildings, trees, waves and weather.',
  };
}

function landText(ground: GroundStatus | null): string {
  return ground?.landSource
    ? `None: land and sea are coloured from ${ground.landSource}, good to a few hundred metres.`
    : 'None: ground and sea are one neutral surface.';
}

/** The terrain under the view for an image's caption; null: none (flat at sea level). */
export function terrainInWords(ground: GroundStatus | null): string | null {
  if (ground?.terrain === 'ready') return ground.terrainSource;
  if (ground?.terrain === 'failed')
    return `unavailable (${ground.terrainSource ?? 'the source'} could not be read; the ground is at sea level where heights are missing)`;
  return null;
}
