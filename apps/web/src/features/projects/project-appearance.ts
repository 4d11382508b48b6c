import { DEFAULT_CARD_COLOR, isHexColorTag } from '@vantage/contracts';

/**
 * How a project looks in the list (spec "/dash/projects", sections 3 and 9): its colour is
 * the first tag (hex without '#'), 44B3EA when it has none; its picture is one of four
 * placeholders chosen by id modulo 4.
 */

/** The colour tag of a project (hex without '#'), or the default card colour. */
export function projectColorTag(tagNames: readonly string[]): string {
  const first = tagNames[0];
  return isHexColorTag(first) ? first : DEFAULT_CARD_COLOR;
}

/** CSS colour of a project's tag. */
export function projectColor(tagNames: readonly string[]): string {
  return `#${projectColorTag(tagNames)}`;
}

/**
 * The tags after picking a colour: the colour replaces the first entry when that is a
 * colour, otherwise it goes first; the other tags stay.
 */
export function recolorTags(tagNames: readonly string[], hex: string): string[] {
  const color = hex.replace(/^#/, '').toLowerCase();
  const rest = isHexColorTag(tagNames[0]) ? tagNames.slice(1) : tagNames;
  return [color, ...rest];
}

/**
 * Four placeholder pictures drawn with CSS (no image files): sky over hills, a wind farm's
 * horizon, a solar field's grid and a grid line at dusk.
 */
export const PLACEHOLDER_IMAGES: readonly [string, string, string, string] = [
  'radial-gradient(circle at 78% 28%, #fff6c9 0 7%, transparent 8%), linear-gradient(175deg, transparent 58%, #5f9e5b 59% 72%, #3f7a44 73%), linear-gradient(180deg, #8fd0f5, #d7f0fb)',
  'linear-gradient(90deg, transparent 22%, #ffffff 22% 23%, transparent 23% 58%, #ffffff 58% 59%, transparent 59%), linear-gradient(180deg, #5aa9e6 0 62%, #2f6f9f 62% 64%, #7cb6d8 64%)',
  'repeating-linear-gradient(90deg, #1f3b63 0 18px, #2c5489 18px 20px), linear-gradient(180deg, #f7c873 0 30%, transparent 30%)',
  'linear-gradient(160deg, transparent 48%, #37474f 48% 49%, transparent 49%), linear-gradient(180deg, #ff9a76 0%, #ffcf8b 45%, #4c5c7a 46%, #2e3a52 100%)',
];

/** Spec: placeholder images cycle by project id modulo 4. */
export function placeholderIndex(projectId: number): 0 | 1 | 2 | 3 {
  return (((projectId % 4) + 4) % 4) as 0 | 1 | 2 | 3;
}

export function placeholderImage(projectId: number): string {
  return PLACEHOLDER_IMAGES[placeholderIndex(projectId)];
}
