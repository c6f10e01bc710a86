import {
  createTheme,
  darken,
  luminance,
  mergeThemeOverrides,
  type CSSVariablesResolver,
  type MantineThemeOverride,
} from '@mantine/core';

/** WCAG 2.1 AA's least contrast for text of normal size. */
const leastContrast = 4.5;

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 6, Mantine's default, puts white text on filled buttons below WCAG AA (indigo 4.3:1,
  // red 3.3:1); shade 8 clears it for every colour a filled control uses.
  primaryShade: { light: 8, dark: 8 },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
});

/**
 * Mantine's close buttons of modals, drawers and toasts carry no name (axe: button-name,
 * critical); the theme gives each the shown language's "Close", so no dialog can forget it.
 */
export function themeWithCloseLabel(closeLabel: string): MantineThemeOverride {
  const closeButtonProps = { 'aria-label': closeLabel };
  return mergeThemeOverrides(theme, {
    components: {
      Modal: { defaultProps: { closeButtonProps } },
      Drawer: { defaultProps: { closeButtonProps } },
      Notification: { defaultProps: { closeButtonProps } },
    },
  });
}

function contrast(one: string, other: string): number {
  const [lighter, darker] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** Shade 9, darkened in steps until it reads at AA on the colour's light background (shade 1). */
function readableOnLight(shades: readonly string[]): string {
  let color = shades[9]!;
  for (let step = 1; contrast(color, shades[1]!) < leastContrast && step < 10; step += 1)
    color = darken(shades[9]!, step / 10);
  return color;
}

/**
 * Light-scheme text that Mantine's defaults leave below AA: dimmed text (gray 6 reads at 3.3:1 on
 * white), a field's error (red 6, 3.3:1; shade 9 reads at AA on the page's gray too) and the
 * text of light badges and alerts in yellow, orange and green (shade 9 on shade 1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': resolved.colors.gray[7],
    '--mantine-color-error': resolved.colors.red[9],
    ...Object.fromEntries(
      Object.entries(resolved.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        readableOnLight(shades),
      ]),
    ),
  },
  dark: {},
});
