import {
  PLANNER_OBJECT_KINDS,
  RECEPTOR_CATEGORIES,
  RECEPTOR_CATEGORY_LABELS,
  RECEPTOR_DEFAULT_HEIGHT_M,
  type ReceptorCategory,
} from '@vantage/contracts';
import { RECEPTOR_MARKS } from '../object-specs';
import { catalogueDefaults, type KindModule } from './kind-module';

const kind = PLANNER_OBJECT_KINDS.receptor;

/** The category of a receptor's data, dwelling when it gives none the product knows. */
export function receptorCategory(data: Readonly<Record<string, unknown>>): ReceptorCategory {
  const category = data.category;
  return RECEPTOR_CATEGORIES.find((c) => c === category) ?? 'dwelling';
}

export const receptorKind: KindModule = {
  kind,
  newName: 'Receptor',
  defaults: catalogueDefaults(kind),
  mapStyle: { color: RECEPTOR_MARKS.dwelling.color, mark: 'receptor' },
  builder: 'marker',
  exportKind: 'receptor',
  facts: (data) => {
    const height =
      typeof data.heightAboveGround === 'number' ? data.heightAboveGround : RECEPTOR_DEFAULT_HEIGHT_M;
    const shadow = data.allDirections === false ? 'through a window' : 'from all directions';
    const address = typeof data.address === 'string' && data.address ? `${data.address}, ` : '';
    return `${RECEPTOR_CATEGORY_LABELS[receptorCategory(data)]}, ${address}${height} m above ground, shadow ${shadow}`;
  },
};
