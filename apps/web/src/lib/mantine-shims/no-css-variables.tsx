/**
 * The component Mantine's provider renders for its CSS variables, which the app tells it not to
 * render (`withCssVariables={false}`, app/provider.tsx: the build writes them, app/palette.ts).
 * Mantine's module computes all of its default variables as it loads, rendered or not (some 480 of
 * them: 3 ms on a first run in Node, several times that on a slow phone), and brings 1.7 KB of
 * gzipped script to every page. The build gives the provider this instead.
 */
export function MantineCssVariables(): null {
  return null;
}
