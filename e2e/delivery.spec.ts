import { expect, test } from '@playwright/test';

/** What the built app puts on the wire: its real files, compressed at build, cached by their hash. */
test('the page’s scripts arrive brotli-compressed and cached for a year; robots.txt is a real file', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/sign-in');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);

  for (const script of scripts) {
    const compressed = await request.get(script, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.status(), script).toBe(200);
    expect(compressed.headers()['cache-control'], script).toBe('public, max-age=31536000, immutable');
    expect(compressed.headers()['content-encoding'], script).toBe('br');
  }

  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toContain('User-agent: *');
});
