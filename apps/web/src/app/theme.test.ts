import { DEFAULT_THEME, mergeMantineTheme, toRgba } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { accessibleColors } from './palette';
import { theme } from './theme';

/** WCAG 2.x relative luminance and contrast ratio, computed here independently of the theme's. */
function relativeLuminance(color: string): number {
  const { r, g, b } = toRgba(color);
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}
function contrast(a: string, b: string): number {
  const [high, low] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const { light, dark } = accessibleColors(merged);
const { gray, dark: darks } = DEFAULT_THEME.colors;
const palettes = Object.keys(merged.colors);

describe('the theme colours reach WCAG AA (4.5:1) in both schemes', () => {
  it.each(palettes)('%s: white text on the filled colour', (name) => {
    expect(contrast(light[`--mantine-color-${name}-filled`] ?? '', '#fff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dark[`--mantine-color-${name}-filled`] ?? '', '#fff')).toBeGreaterThanOrEqual(4.5);
  });

  it.each(palettes)(
    '%s: its text colour on its light tint, hovered or not, on a light row and on a dark one',
    (name) => {
      const lightText = light[`--mantine-color-${name}-light-color`] ?? '';
      expect(contrast(lightText, merged.colors[name]?.[1] ?? '')).toBeGreaterThanOrEqual(4.5);
      // Mantine's light-hover: the palette's third shade.
      expect(contrast(lightText, merged.colors[name]?.[2] ?? '')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(lightText, gray[1])).toBeGreaterThanOrEqual(4.5);
      expect(contrast(dark[`--mantine-color-${name}-text`] ?? '', darks[5])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('dimmed text, error text and links', () => {
    for (const variable of ['--mantine-color-dimmed', '--mantine-color-error', '--mantine-color-anchor'] as const) {
      expect(contrast(light[variable] ?? '', gray[1]), `light ${variable}`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(dark[variable] ?? '', darks[5]), `dark ${variable}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
