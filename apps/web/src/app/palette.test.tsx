import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessibleColors, themeVariablesCss } from './palette';
import { theme } from './theme';

describe("the theme's CSS variables written at build", () => {
  it("are those Mantine's provider would write into the page for the theme", () => {
    render(<MantineProvider theme={theme} cssVariablesResolver={accessibleColors} />);
    const written = document.querySelector('style[data-mantine-styles]')?.textContent;
    expect(written).toContain('--mantine-color-dimmed');
    expect(themeVariablesCss()).toBe(written);
  });
});
