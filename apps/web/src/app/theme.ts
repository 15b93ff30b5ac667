import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createTheme, darken, DEFAULT_THEME, lighten, luminance, type CSSVariablesResolver } from '@mantine/core';
import { PasswordVisibilityIcon } from '@/components/password-visibility-icon';

/** WCAG 2.2 AA (1.4.3): normal-size text needs 4.5:1 against what is behind it. */
const TEXT_CONTRAST = 4.5;

const WHITE = '#ffffff';
const { gray, dark } = DEFAULT_THEME.colors;
/** The darkest surface text sits on in the light scheme: a hovered or striped table row. */
const LIGHT_SURFACE = gray[1];
/** The lightest surface text sits on in the dark scheme: a striped row, a default button. */
const DARK_SURFACE = dark[5];

function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `color` darkened (on a light background) or lightened (on a dark one) until it reads as text there. */
function readable(color: string, background: string): string {
  const lightBackground = luminance(background) > 0.18;
  let result = color;
  for (let step = 1; contrast(result, background) < TEXT_CONTRAST && step <= 20; step += 1) {
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
    // A light variant sits on its palette's second shade, which is darker than the lightest surfaces.
    const lightText = readable(shades[6], shades[1]);
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

/**
 * A long option list scrolls inside the listbox. Its scroller takes focus, so it can be scrolled
 * without a pointer (WCAG 2.1.1), and is a group of options, the one focusable child a listbox
 * may hold.
 */
const focusableOptionScroller = { viewportProps: { tabIndex: 0, role: 'group' } };

const CLOSE = msg`Close`;
/**
 * A dialog's default props. A function: Mantine calls it each time a dialog renders, so the close
 * button is named in the language shown then (the theme is made once).
 */
const modalDefaultProps = () => ({ closeButtonProps: { 'aria-label': i18n._(CLOSE), tabIndex: -1 } });

export const theme = createTheme({
  primaryColor: 'violet',
  defaultRadius: 'md',
  // Mantine's transitions (dialogs, menus, collapses) are skipped for who asked the system for less motion.
  respectReducedMotion: true,
  components: {
    // Plain objects, not `X.extend()`: importing the components here would bring them to every page.
    // A dialog opens with the focus on its first field or action, not on the close button (Mantine's
    // focus trap takes the first Tab stop): every dialog ends with a Cancel in the Tab order and
    // closes on Escape; the close button stays for a pointer.
    Modal: { defaultProps: modalDefaultProps },
    // The password's visibility toggle is a Tab stop (Mantine leaves it out), named in the page's
    // language by its icon's hidden text rather than Mantine's English label.
    PasswordInput: {
      defaultProps: {
        visibilityToggleFocusable: true,
        visibilityToggleIcon: PasswordVisibilityIcon,
        visibilityToggleButtonProps: { 'aria-label': undefined },
      },
    },
    // A link inside a sentence is told apart by more than its colour (WCAG 1.4.1), in both schemes.
    Anchor: { defaultProps: { underline: 'always' } },
    // A breadcrumb that wraps under another on a phone stays a 24 px target (WCAG 2.5.8).
    Breadcrumbs: { styles: { breadcrumb: { paddingBlock: 4 } } },
    Select: { defaultProps: { scrollAreaProps: focusableOptionScroller } },
    MultiSelect: { defaultProps: { scrollAreaProps: focusableOptionScroller } },
  },
});
