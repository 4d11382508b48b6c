/**
 * Receptors: the places where people are, against which a layout is judged (setbacks, shadow
 * flicker, noise). A receptor belongs to the project, not to a scenario: every scenario is judged
 * against the same houses. The category decides which setback rules and limits apply.
 */
export const RECEPTOR_CATEGORIES = [
  'dwelling',
  'holidayHome',
  'school',
  'careHome',
  'hospital',
  'business',
  'other',
] as const;
export type ReceptorCategory = (typeof RECEPTOR_CATEGORIES)[number];

export const RECEPTOR_CATEGORY_LABELS: Readonly<Record<ReceptorCategory, string>> = {
  dwelling: 'Dwelling',
  holidayHome: 'Holiday home',
  school: 'School',
  careHome: 'Care home',
  hospital: 'Hospital',
  business: 'Office or business',
  other: 'Other',
};

/** A receptor's height above the ground for calculations, unless it states one (metres). */
export const RECEPTOR_DEFAULT_HEIGHT_M = 2;
