import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';

/**
 * react-remove-scroll as Mantine's AppShell uses it (build/lighter-mantine-imports.ts): only the
 * class names that keep fixed bars in place while a dialog locks the page's scrolling. The dialog
 * itself still loads the whole library.
 */
export const RemoveScroll = { classNames: { zeroRight: zeroRightClassName, fullWidth: fullWidthClassName } };
