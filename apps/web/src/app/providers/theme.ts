import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  Drawer,
  darken,
  luminance,
  type MantineColorsTuple,
  Modal,
  Notification,
} from '@mantine/core';

/**
 * WCAG 2.2 AA contrast, fixed here once rather than page by page:
 * - filled colours use shade 8 (Mantine's default 6 gives 3.6:1 for white on blue, 3.3:1 on
 *   red: every primary button and the expired banner failed);
 * - in every palette, shades 8 and 9 are darkened where needed so that white on shade 8
 *   (filled buttons, badges, banners) and shade 9 on shades 1 and 2 (light badges, alerts,
 *   the hovered navigation link) reach 4.5:1;
 * - dimmed text is #60676e, at least 4.8:1 on white and on the light greys and blues of our
 *   surfaces (Mantine's gray 6, #868e96, is 3.3:1 on white), also in toasts;
 * - placeholders in fields take the same colour (Mantine's gray 5 is 2.07:1 on white: the
 *   Present form's "Choose an image").
 */
const AA = 4.6; // 4.5:1 with a margin for rounding in the checkers.

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function darkenUntil(color: string, meets: (candidate: string) => boolean): string {
  let candidate = color;
  for (let step = 0; step < 20 && !meets(candidate); step++) candidate = darken(candidate, 0.05);
  return candidate;
}

/** A palette whose shades 8 and 9 meet AA in the uses named above. */
export function accessiblePalette(palette: readonly string[]): MantineColorsTuple {
  const tuple = [...palette];
  tuple[8] = darkenUntil(tuple[8]!, (c) => contrastRatio(c, '#ffffff') >= AA);
  tuple[9] = darkenUntil(tuple[9]!, (c) => contrastRatio(c, tuple[2]!) >= AA);
  return tuple as unknown as MantineColorsTuple;
}

const colors = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors).map(([name, palette]) => [name, accessiblePalette(palette)]),
);

export const theme = createTheme({
  colors,
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  components: {
    // Every dialog's close button gets a name (axe "button-name", critical).
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      // A toast's message under its title is gray 6 (3.3:1) by default.
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    }),
  },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

export const DIMMED_TEXT_COLOR = '#60676e';

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': DIMMED_TEXT_COLOR, '--mantine-color-placeholder': DIMMED_TEXT_COLOR },
  dark: {},
});
