import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(resolved).light;

function contrast(one: string, other: string): number {
  const [lighter, darker] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

describe('theme contrast (WCAG 2.1 AA, 4.5:1)', () => {
  it('keeps dimmed text readable on white', () => {
    expect(contrast(light['--mantine-color-dimmed']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it("keeps a field's error readable on white and on the page's gray", () => {
    for (const background of ['#ffffff', resolved.colors.gray[0]!])
      expect(contrast(light['--mantine-color-error']!, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps white text readable on every filled colour a control uses', () => {
    const shade = (resolved.primaryShade as { light: number }).light;
    for (const name of ['indigo', 'red', 'blue', 'gray', 'dark'])
      expect(contrast(resolved.colors[name]![shade]!, '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the text of light badges readable on their background', () => {
    for (const [name, shades] of Object.entries(resolved.colors))
      expect(
        contrast(light[`--mantine-color-${name}-light-color`]!, shades[1]!),
        name,
      ).toBeGreaterThanOrEqual(4.5);
  });
});
