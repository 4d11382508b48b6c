import {
  PLANNER_OBJECT_KINDS,
  RECEPTOR_CATEGORIES,
  RECEPTOR_CATEGORY_LABELS,
  RECEPTOR_DEFAULT_HEIGHT_M,
  type ReceptorCategory,
} from '@vantage/contracts';
import { catalogueDefaults, type KindModule } from './kind-module';

const kind = PLANNER_OBJECT_KINDS.receptor;

/** The category of a receptor's data, dwelling when it gives none the product knows. */
export function receptorCategory(data: Readonly<Record<string, unknown>>): ReceptorCategory {
  const category = data.category;
  return RECEPTOR_CATEGORIES.find((c) => c === category) ?? 'dwelling';
}

/**
 * A mark per category on the map, told apart by its letter as well as its colour (a legend
 * names them), so the categories are readable without colour vision.
 */
export const RECEPTOR_MARKS: Readonly<Record<ReceptorCategory, { color: string; letter: string }>> = {
  dwelling: { color: '#c0392b', letter: 'D' },
  holidayHome: { color: '#d35400', letter: 'H' },
  school: { color: '#8e44ad', letter: 'S' },
  careHome: { color: '#16a085', letter: 'C' },
  hospital: { color: '#2c3e50', letter: '+' },
  business: { color: '#7f8c8d', letter: 'B' },
  other: { color: '#6d4c41', letter: 'O' },
};

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
