import type { PreferenceValue } from '@/lib/preferences';

/** Spec "/dash/present": view modes list, blocks and rows; blocks by default (section 9). */
export type PresentView = PreferenceValue<'presentView'>;

/** The view modes in order; their words are `dash.present.view.<mode>`. */
export const PRESENT_VIEWS: ReadonlyArray<PresentView> = ['list', 'blocks', 'rows'];
