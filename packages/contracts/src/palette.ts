/**
 * Spec section 3 "Colour palette": 36 named colours, 12 hues in light, medium and dark.
 * A project's colour tag is the first entry of its `tagNames`: one of these hex values
 * without '#' (older projects may carry any other hex, which is shown as it is).
 */
export const PALETTE_SHADES = ['light', 'medium', 'dark'] as const;
export type PaletteShade = (typeof PALETTE_SHADES)[number];

/** Hue name and its light, medium and dark hex (lowercase, without '#'). */
const HUES: ReadonlyArray<readonly [hue: string, light: string, medium: string, dark: string]> = [
  ['Red', 'fca5a5', 'ef4444', 'b91c1c'],
  ['Orange', 'fdba74', 'f97316', 'c2410c'],
  ['Amber', 'fcd34d', 'f59e0b', 'b45309'],
  ['Yellow', 'fde047', 'eab308', 'a16207'],
  ['Lime', 'bef264', '84cc16', '4d7c0f'],
  ['Green', '86efac', '22c55e', '15803d'],
  ['Teal', '5eead4', '14b8a6', '0f766e'],
  ['Cyan', '67e8f9', '06b6d4', '0e7490'],
  ['Blue', '93c5fd', '3b82f6', '1d4ed8'],
  ['Indigo', 'a5b4fc', '6366f1', '4338ca'],
  ['Purple', 'd8b4fe', 'a855f7', '7e22ce'],
  ['Pink', 'f9a8d4', 'ec4899', 'be185d'],
];

export type PaletteColor = {
  /** "Light red", "Red", "Dark red": what a colour picker announces. */
  name: string;
  hue: string;
  shade: PaletteShade;
  /** Hex without '#', as stored in a project's first tag. */
  hex: string;
};

function colorName(hue: string, shade: PaletteShade): string {
  if (shade === 'medium') return hue;
  return `${shade === 'light' ? 'Light' : 'Dark'} ${hue.toLowerCase()}`;
}

/** The 36 colours, hue by hue, each light, medium, dark. */
export const PALETTE: readonly PaletteColor[] = HUES.flatMap(([hue, ...hexes]) =>
  PALETTE_SHADES.map((shade, index) => ({ name: colorName(hue, shade), hue, shade, hex: hexes[index]! })),
);

const HEX_COLOR = /^[0-9a-f]{6}$/i;

/** True for a colour tag: six hex digits without '#'. */
export function isHexColorTag(tag: string | undefined): tag is string {
  return tag !== undefined && HEX_COLOR.test(tag);
}

/** The palette entry of a hex (any case), if it is one of the 36. */
export function findPaletteColor(hex: string | undefined): PaletteColor | undefined {
  if (!hex) return undefined;
  const wanted = hex.toLowerCase();
  return PALETTE.find((color) => color.hex === wanted);
}
