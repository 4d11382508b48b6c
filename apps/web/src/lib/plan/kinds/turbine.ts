import { PLANNER_OBJECT_KINDS } from '@vantage/contracts';
import { TURBINE_DEFAULTS } from '../object-specs';
import { type KindModule, measuredFacts } from './kind-module';

const kind = PLANNER_OBJECT_KINDS.turbine;

export const turbineKind: KindModule = {
  kind,
  newName: 'Turbine',
  defaults: {},
  mapStyle: { color: TURBINE_DEFAULTS.color, mark: 'turbine' },
  builder: 'turbine',
  exportKind: 'turbine',
  facts: (data) => measuredFacts(kind, data),
};
