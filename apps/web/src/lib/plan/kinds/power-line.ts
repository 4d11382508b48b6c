import { PLANNER_OBJECT_KINDS } from '@vantage/contracts';
import { type KindModule, measuredFacts } from './kind-module';

const kind = PLANNER_OBJECT_KINDS.powerLine;

export const powerLineKind: KindModule = {
  kind,
  newName: 'Power line',
  defaults: {},
  mapStyle: { color: '#5b2b8a', mark: 'line' },
  builder: 'powerLine',
  exportKind: 'powerLine',
  facts: (data) => measuredFacts(kind, data),
};
