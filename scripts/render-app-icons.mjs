// Renders the favicons and the installed app's icons (apps/web/public/icons/*.png) from the product
// mark, the same drawing as apps/web/src/components/logo.tsx, with the system's Chromium.
// Run once when the mark changes (`node scripts/render-app-icons.mjs`); the PNGs are committed.
import path from 'node:path';
import { chromium } from '@playwright/test';

const outDir = path.join(import.meta.dirname, '../apps/web/public/icons');
/** The mark's colour; also the manifest's theme colour. */
const VIOLET = '#7048e8';
const ARC = 'M21.5 11.2a7 7 0 1 0 0 9.6';

/** The mark as the favicon draws it: a rounded square with the arc. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="8" fill="${VIOLET}"/>
  <path d="${ARC}" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/>
</svg>`;

/**
 * For launchers that cut icons to their own shape: the colour to every edge, and the arc within
 * the central circle of 80 % a launcher always shows (the maskable icon's safe zone).
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${VIOLET}"/>
  <g transform="translate(16 16) scale(0.75) translate(-16 -16)">
    <path d="${ARC}" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/>
  </g>
</svg>`;

const icons = [
  // The favicons are PNGs, not the SVG they are drawn from: a page decodes its favicon on its main
  // thread, and an SVG one builds a whole SVG document there, 40-180 ms on a slow phone's CPU.
  { file: 'favicon-32.png', size: 32, svg: rounded },
  { file: 'favicon-48.png', size: 48, svg: rounded },
  { file: 'icon-192.png', size: 192, svg: rounded },
  { file: 'icon-512.png', size: 512, svg: rounded },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
  // iOS's home screen takes this one, and rounds it itself.
  { file: 'apple-touch-icon-180.png', size: 180, svg: maskable },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.locator('svg').screenshot({ path: path.join(outDir, file), omitBackground: true });
    console.log(`${file}: ${size}×${size}`);
  }
} finally {
  await browser.close();
}
