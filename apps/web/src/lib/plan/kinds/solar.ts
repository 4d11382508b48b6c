import { PLANNER_OBJECT_KINDS } from '@vantage/contracts';
import { type KindModule, measuredFacts } from './kind-module';

const kind = PLANNER_OBJECT_KINDS.solar;

export const solarKind: KindModule = {
  kind,
  newName: 'Solar field',
  defaults: {},
  mapStyle: { color: '#2b5fa8', mark: 'fill' },
  builder: 'solarField',
  exportKind: 'solar',
  facts: (data) => measuredFacts(kind, data),
};
