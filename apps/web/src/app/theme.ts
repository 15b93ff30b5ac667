import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createTheme, mergeThemeOverrides } from '@mantine/core';
import { PasswordVisibilityIcon } from '@/components/password-visibility-icon';
import { paletteTheme } from './palette';

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

export const theme = mergeThemeOverrides(
  paletteTheme,
  createTheme({
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
  }),
);
