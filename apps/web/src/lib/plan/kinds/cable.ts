import { PLANNER_OBJECT_KINDS } from '@vantage/contracts';
import { type KindModule, measuredFacts } from './kind-module';

const kind = PLANNER_OBJECT_KINDS.cable;

export const cableKind: KindModule = {
  kind,
  newName: 'Cable',
  defaults: {},
  mapStyle: { color: '#8a5a00', mark: 'line' },
  builder: 'cableTrace',
  exportKind: 'cable',
  facts: (data) => measuredFacts(kind, data),
};
