import { plannerDataOf, plannerKindOfType } from '@vantage/contracts';

/**
 * The public viewer draws planner objects from their own data and their preset's:
 * dimensions, colour, panel tilt, pylon spacing. Both are free JSON written by the planner,
 * which may also hold notes never meant for the public, so the viewer answer carries only
 * these keys, each a finite number (or a short colour string), and nothing else.
 */
const NUMBER_KEYS = [
  'hubHeight',
  'rotorDiameter',
  'tilt',
  'rowSpacing',
  'panelHeight',
  'pylonHeight',
  'span',
  'sag',
  'depth',
  // Stationary objects' sizes (decision 195).
  'length',
  'width',
  'height',
  'bearing',
  'bays',
  'containers',
  'spacing',
  'roofHeight',
  'baseWidth',
] as const;
const COLOUR_KEYS = ['color'] as const;
/** Choices the viewer draws by: a building's roof. */
const CHOICE_KEYS = { roof: ['flat', 'gable'] } as const;
const COLOUR = /^#?[0-9a-fA-F]{6}$/;

export function sceneDataJson(json: string): string {
  const source = plannerDataOf(json);
  const kept: Record<string, number | string> = {};
  for (const key of NUMBER_KEYS) {
    const value = source[key];
    if (typeof value === 'number' && Number.isFinite(value)) kept[key] = value;
  }
  for (const [key, options] of Object.entries(CHOICE_KEYS)) {
    const value = source[key];
    if (typeof value === 'string' && (options as readonly string[]).includes(value)) kept[key] = value;
  }
  for (const key of COLOUR_KEYS) {
    const value = source[key];
    if (typeof value === 'string' && COLOUR.test(value)) kept[key] = value;
  }
  return JSON.stringify(kept);
}

/**
 * Whether a planner object of this type is in the public viewer's answer. Receptors are not:
 * their names and addresses are the neighbours' (personal data), and the viewer has nothing to
 * draw for them. Nor is the site boundary, which follows the land contracts. Existing turbines
 * are: they stand in the landscape the public sees. Types the catalogue does not know (rows from
 * before it) are drawn as before.
 */
export function shownInViewer(plannerObjectTypeId: number): boolean {
  const role = plannerKindOfType(plannerObjectTypeId)?.role;
  return role !== 'receptor' && role !== 'boundary';
}
