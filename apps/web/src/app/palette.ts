import {
  convertCssVariables,
  createTheme,
  darken,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  deepMerge,
  lighten,
  luminance,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
  type CSSVariablesResolver,
} from '@mantine/core';

/** The part of the theme its CSS variables depend on: colours and radius (theme.ts adds the components' defaults). */
export const paletteTheme = createTheme({ primaryColor: 'violet', defaultRadius: 'md' });

/** WCAG 2.2 AA (1.4.3): normal-size text needs 4.5:1 against what is behind it. */
const TEXT_CONTRAST = 4.5;
/** WCAG 2.2 AA (1.4.11): a control's boundary, and its focus indicator, need 3:1 against what is behind it. */
const BOUNDARY_CONTRAST = 3;

const WHITE = '#ffffff';
const { gray, dark } = DEFAULT_THEME.colors;
/** The darkest surface text sits on in the light scheme: a hovered or striped table row. */
const LIGHT_SURFACE = gray[1];
/** The lightest surface text sits on in the dark scheme: a striped row, a default button. */
const DARK_SURFACE = dark[5];
/** An input's background in the dark scheme (the page's is darker still). */
const DARK_INPUT = dark[6];

export function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `color` darkened (on a light background) or lightened (on a dark one) until it reads as text there, or meets `ratio`. */
function readable(color: string, background: string, ratio = TEXT_CONTRAST): string {
  const lightBackground = luminance(background) > 0.18;
  let result = color;
  for (let step = 1; contrast(result, background) < ratio && step <= 20; step += 1) {
    result = lightBackground ? darken(color, step * 0.05) : lighten(color, step * 0.05);
  }
  return result;
}

/**
 * Mantine's own shades miss AA in many places (dimmed grey 3.3:1, error red 3.3:1, an orange
 * badge 2.7:1). Rather than per screen, every palette's filled, light and text colours, and the
 * dimmed, error, placeholder and link colours, are moved just far enough to reach 4.5:1 in both
 * schemes: a filled background under white text, a text colour on its light tint and on the
 * surfaces of its scheme.
 */
export const accessibleColors: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {};
  const darkScheme: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    const lightFilled = readable(shades[6], WHITE);
    // A light variant sits on its palette's second shade, and on its third under the pointer
    // (Mantine's light-hover): readable on the darker of the two, it reads on both.
    const lightText = readable(shades[6], shades[2]);
    Object.assign(light, {
      [`--mantine-color-${name}-filled`]: lightFilled,
      [`--mantine-color-${name}-filled-hover`]: darken(lightFilled, 0.1),
      [`--mantine-color-${name}-light-color`]: lightText,
      [`--mantine-color-${name}-text`]: lightText,
      [`--mantine-color-${name}-outline`]: lightText,
    });
    const darkFilled = readable(shades[8], WHITE);
    const darkText = readable(shades[4], DARK_SURFACE);
    Object.assign(darkScheme, {
      [`--mantine-color-${name}-filled`]: darkFilled,
      [`--mantine-color-${name}-filled-hover`]: darken(darkFilled, 0.1),
      [`--mantine-color-${name}-text`]: darkText,
      [`--mantine-color-${name}-outline`]: darkText,
    });
  }
  // An input's border and its focused border (global.css), against the input's background.
  const primary = theme.colors[theme.primaryColor] ?? DEFAULT_THEME.colors.violet;
  Object.assign(light, {
    '--portal-input-border': readable(gray[4], WHITE, BOUNDARY_CONTRAST),
    '--portal-input-focus-border': readable(primary[6], WHITE, BOUNDARY_CONTRAST),
  });
  Object.assign(darkScheme, {
    '--portal-input-border': readable(dark[4], DARK_INPUT, BOUNDARY_CONTRAST),
    '--portal-input-focus-border': readable(primary[6], DARK_INPUT, BOUNDARY_CONTRAST),
  });
  const lightDimmed = readable(gray[6], LIGHT_SURFACE);
  const darkDimmed = readable(dark[2], DARK_SURFACE);
  Object.assign(light, {
    '--mantine-color-dimmed': lightDimmed,
    '--mantine-color-placeholder': lightDimmed,
    '--mantine-color-error': light['--mantine-color-red-text'],
    '--mantine-color-anchor': light['--mantine-color-blue-text'],
  });
  Object.assign(darkScheme, {
    '--mantine-color-dimmed': darkDimmed,
    '--mantine-color-placeholder': darkDimmed,
    '--mantine-color-error': darkScheme['--mantine-color-red-text'],
    '--mantine-color-anchor': darkScheme['--mantine-color-blue-text'],
  });
  return { variables: {}, light, dark: darkScheme };
};

/** Only what differs from Mantine's own defaults, which its stylesheet (default-css-variables.css) sets already. */
function withoutDefaults(variables: ConvertCSSVariablesInput): ConvertCSSVariablesInput {
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (scheme: Record<string, string>, defaultScheme: Record<string, string>) =>
    Object.fromEntries(Object.entries(scheme).filter(([name, value]) => defaultScheme[name] !== value));
  return {
    variables: changed(variables.variables, defaults.variables),
    light: changed(variables.light, defaults.light),
    dark: changed(variables.dark, defaults.dark),
  };
}

/**
 * The theme's CSS variables, as Mantine's provider would write them into the page: the build writes
 * them into a stylesheet (build/theme-variables.ts), so no visitor's browser computes them (about 15 ms of
 * the first render, four times that on a slow phone) and the provider is told not to.
 */
export function themeVariablesCss(): string {
  const theme = mergeMantineTheme(DEFAULT_THEME, paletteTheme);
  const variables = deepMerge(defaultCssVariablesResolver(theme), accessibleColors(theme));
  return convertCssVariables(withoutDefaults(variables));
}
