import { PLANNER_OBJECT_KINDS } from '@vantage/contracts';
import { EXISTING_TURBINE_DEFAULTS } from '../object-specs';
import { type KindModule, measuredFacts } from './kind-module';

const kind = PLANNER_OBJECT_KINDS.existingTurbine;

export const existingTurbineKind: KindModule = {
  kind,
  newName: 'Existing turbine',
  defaults: {},
  mapStyle: { color: EXISTING_TURBINE_DEFAULTS.color, mark: 'turbine' },
  builder: 'turbine',
  exportKind: 'existingTurbine',
  facts: (data) => {
    const park = typeof data.parkName === 'string' && data.parkName ? `${data.parkName}; ` : '';
    return `${park}${measuredFacts(kind, data)}`.replace(/; $/, '');
  },
};
