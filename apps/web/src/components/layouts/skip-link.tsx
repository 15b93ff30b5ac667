import { Trans } from '@lingui/react/macro';
import classes from './skip-link.module.css';

/** Where the skip link leads: each layout's main content carries this id. */
export const MAIN_CONTENT_ID = 'main-content';

/** WCAG 2.4.1: a keyboard user's first Tab offers to go past the header and navigation. */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
      <Trans>Skip to main content</Trans>
    </a>
  );
}
