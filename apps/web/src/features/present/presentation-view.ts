import type { PreferenceValue } from '@/lib/preferences';

/** Spec "/dash/present": view modes list, blocks and rows; blocks by default (section 9). */
export type PresentView = PreferenceValue<'presentView'>;

export const PRESENT_VIEWS: ReadonlyArray<{ value: PresentView; label: string }> = [
  { value: 'list', label: 'List' },
  { value: 'blocks', label: 'Blocks' },
  { value: 'rows', label: 'Rows' },
];
