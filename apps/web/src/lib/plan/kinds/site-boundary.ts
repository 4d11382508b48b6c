import { PLANNER_OBJECT_KINDS } from '@vantage/contracts';
import type { KindModule } from './kind-module';

export const siteBoundaryKind: KindModule = {
  kind: PLANNER_OBJECT_KINDS.siteBoundary,
  newName: 'Site boundary',
  defaults: {},
  mapStyle: { color: '#1b7f3b', mark: 'outline' },
  builder: 'none',
  exportKind: 'siteBoundary',
  facts: () => 'Turbines outside it are flagged',
};
