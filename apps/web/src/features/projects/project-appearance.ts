import { DEFAULT_CARD_COLOR, isHexColorTag, type PaletteColor } from '@vantage/contracts';

/**
 * How a project looks in the list (spec "/dash/projects", sections 3 and 9): its colour is
 * the first tag (hex without '#'), 44B3EA when it has none; its picture is one of four
 * placeholders chosen by id modulo 4 (components/project-placeholder.tsx, shared with the
 * present screens).
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
 * The catalog id of a palette colour's name, which a picker announces in the page's language:
 * `dash.palette.red.light` is "Light red", "Lichtrood", "Hellrot".
 */
export function paletteNameId(color: Pick<PaletteColor, 'hue' | 'shade'>): string {
  return `dash.palette.${color.hue.toLowerCase()}.${color.shade}`;
}
