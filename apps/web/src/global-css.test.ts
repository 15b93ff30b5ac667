import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// jsdom computes no styles from a stylesheet: the rules are read as written.
const css = fs.readFileSync(path.join(import.meta.dirname, 'global.css'), 'utf8');

/** The selectors of every rule that takes the focus outline away. */
const selectorsWithoutOutline = [
  ...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{[^}]*outline:\s*none/g),
].map(([, selector]) => selector?.trim());

describe('global.css', () => {
  it('takes the focus outline away only from the headings the app focuses, which are underlined instead', () => {
    expect(selectorsWithoutOutline).toEqual([":is(h1, h2, h3)[tabindex='-1']:focus"]);
    expect(css).toContain("[tabindex='-1']:is(h1, h2, h3):focus-visible");
  });
});
