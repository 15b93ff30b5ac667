import { DEFAULT_THEME, MantineProvider, mergeMantineTheme } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessibleColors, contrast, paletteTheme, themeVariablesCss } from './palette';
import { theme } from './theme';

describe("the theme's CSS variables written at build", () => {
  it("are those Mantine's provider would write into the page for the theme", () => {
    render(<MantineProvider theme={theme} cssVariablesResolver={accessibleColors} />);
    const written = document.querySelector('style[data-mantine-styles]')?.textContent;
    expect(written).toContain('--mantine-color-dimmed');
    expect(themeVariablesCss()).toBe(written);
  });
});

describe('the inputs’ borders (WCAG 1.4.11)', () => {
  const { light, dark } = accessibleColors(mergeMantineTheme(DEFAULT_THEME, paletteTheme));
  const { colors, white } = DEFAULT_THEME;

  it('stand out 3:1 from the input, at rest and focused, in the light scheme', () => {
    expect(contrast(light['--portal-input-border'] ?? '', white)).toBeGreaterThanOrEqual(3);
    expect(contrast(light['--portal-input-focus-border'] ?? '', white)).toBeGreaterThanOrEqual(3);
  });

  it('stand out 3:1 from the input and the page, at rest and focused, in the dark scheme', () => {
    for (const background of [colors.dark[6], colors.dark[7]]) {
      expect(contrast(dark['--portal-input-border'] ?? '', background)).toBeGreaterThanOrEqual(3);
      expect(contrast(dark['--portal-input-focus-border'] ?? '', background)).toBeGreaterThanOrEqual(3);
    }
  });
});
