import { PLANNER_OBJECT_KINDS } from '@vantage/contracts';
import type { StructureKey } from '../structures';
import { catalogueDefaults, type KindModule, measuredFacts } from './kind-module';

/**
 * The stationary objects' modules (decision 195): drawn on the map as their footprint at true
 * size, in 3D as boxes and simple shapes, exported with the footprint polygon. Colours are
 * greys and browns of built things, told apart from the scenarios' colours by their outline.
 */
const COLOURS: Readonly<Record<StructureKey, string>> = {
  substation: '#5d6d7e',
  transformer: '#34495e',
  batteryRow: '#1f618d',
  electrolyser: '#7d6608',
  building: '#935116',
  mast: '#566573',
  noiseBarrier: '#6e2c00',
};

const NEW_NAMES: Readonly<Record<StructureKey, string>> = {
  substation: 'Substation',
  transformer: 'Transformer',
  batteryRow: 'Battery row',
  electrolyser: 'Electrolyser hall',
  building: 'Building',
  mast: 'Mast',
  noiseBarrier: 'Noise barrier',
};

function structureKind(key: StructureKey): KindModule {
  const kind = PLANNER_OBJECT_KINDS[key];
  return {
    kind,
    newName: NEW_NAMES[key],
    defaults: catalogueDefaults(kind),
    mapStyle: { color: COLOURS[key], mark: kind.layout === 'Path' ? 'line' : 'footprint' },
    builder: 'structure',
    exportKind: key,
    facts: (data) => {
      const roof = key === 'building' && typeof data.roof === 'string' ? `, ${data.roof} roof` : '';
      return `${measuredFacts(kind, data)}${roof}`;
    },
  };
}

export const substationKind = structureKind('substation');
export const transformerKind = structureKind('transformer');
export const batteryRowKind = structureKind('batteryRow');
export const electrolyserKind = structureKind('electrolyser');
export const buildingKind = structureKind('building');
export const mastKind = structureKind('mast');
export const noiseBarrierKind = structureKind('noiseBarrier');
