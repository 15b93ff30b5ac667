import type { Plugin } from 'vite';
import { themeVariablesCss } from '../src/app/palette.ts';

const ID = 'virtual:theme-variables.css';
const RESOLVED_ID = `\0${ID}`;

/**
 * `virtual:theme-variables.css`: the theme's CSS variables (src/app/palette.ts), written once at
 * build instead of by Mantine's provider in every visitor's first render.
 */
export function themeVariables(): Plugin {
  return {
    name: 'theme-variables',
    resolveId: (source) => (source === ID ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? themeVariablesCss() : null),
  };
}
