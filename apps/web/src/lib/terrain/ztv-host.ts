import { defineAnalysis } from '../analysis/analysis';
import { ztvClasses } from './ztv-classes';
import type { ZtvOutcome, ZtvProgress, ZtvRequest } from './ztv-run';

/**
 * What a ZTV depends on, as text: the turbines (positions to about a centimetre, heights), the
 * radius, the cell size, the coordinate system and the terrain (the tiles' source, the project
 * model's version). A change of the plan or of the terrain makes a new key; anything else
 * (names, colours, scenarios) does not.
 */
export function ztvKeys(request: ZtvRequest): { key: string; terrainKey: string } {
  const { tiles, model, failedModel } = request.terrain;
  const terrainKey = JSON.stringify([
    tiles?.url ?? null,
    tiles?.encoding ?? null,
    model ? [model.info.version, model.info.fileName] : null,
    failedModel,
  ]);
  const turbines = request.turbines.map((turbine) => [
    turbine.longitude.toFixed(7),
    turbine.latitude.toFixed(7),
    turbine.hubHeight.toFixed(2),
    turbine.tipHeight.toFixed(2),
  ]);
  const system = request.system ? [request.system.epsgCode, request.system.proj4Definition] : null;
  return {
    key: JSON.stringify([turbines, request.radius, request.cellSize, system, terrainKey]),
    terrainKey,
  };
}

/** The ZTV as an analysis: in its worker (a module worker, as the 3D engine's), the terrain key its context. */
export const ztvAnalysis = defineAnalysis<ZtvRequest, ZtvOutcome, ZtvProgress>({
  id: 'ztv',
  featureKey: null,
  name: 'ZTV',
  start: () => new Worker(new URL('./ztv-worker.ts', import.meta.url), { type: 'module', name: 'ztv' }),
  key: (request) => ztvKeys(request).key,
  context: (request) => ztvKeys(request).terrainKey,
  classes: (outcome) => ztvClasses(outcome.turbines),
});
