import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  Drawer,
  type MantineColorsTuple,
  Modal,
  Notification,
} from '@mantine/core';

/**
 * WCAG 2.2 AA contrast (issue 11), fixed here once rather than page by page:
 * - filled colours use shade 8: white on blue 8 (#1971c2) is 5.0:1 and on red 8 (#e03131)
 *   4.5:1, where Mantine's default shade 6 gives 3.6:1 and 3.3:1 (every primary button and
 *   the expired banner failed);
 * - green, teal, orange and yellow get darker shades 8 and 9, so white on their filled
 *   badges and their text on light badges and alerts reach 4.5:1 too;
 * - dimmed text is #60676e, at least 4.8:1 on white and on the light greys and blues of our
 *   surfaces (Mantine's gray 6, #868e96, is 3.3:1 on white).
 */
function darker(name: 'green' | 'teal' | 'orange' | 'yellow', shade8: string, shade9: string) {
  const tuple = [...DEFAULT_THEME.colors[name]];
  tuple[8] = shade8;
  tuple[9] = shade9;
  return tuple as unknown as MantineColorsTuple;
}

export const theme = createTheme({
  colors: {
    green: darker('green', '#237a35', '#1b6a2c'),
    teal: darker('teal', '#06714f', '#055c40'),
    orange: darker('orange', '#b8400e', '#9a360b'),
    yellow: darker('yellow', '#a35a00', '#8f5000'),
  },
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  components: {
    // Every dialog's close button gets a name (axe "button-name", critical, issue 11).
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
    }),
  },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

export const DIMMED_TEXT_COLOR = '#60676e';

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': DIMMED_TEXT_COLOR },
  dark: {},
});
