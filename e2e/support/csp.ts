import { test as base, expect, type Response } from '@playwright/test';

/**
 * A test under the app's Content-Security-Policy: it fails on any violation the browser reports
 * while it runs (a refused script, style or connection).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) =>
            console.error(
              `securitypolicyviolation: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} ` +
                `(${event.sourceFile}:${event.lineNumber})`,
            ),
          true,
        );
      });
      page.on('console', (message) => {
        const text = message.text();
        if (text.startsWith('securitypolicyviolation') || text.includes('Content Security Policy')) {
          violations.push(`${page.url()}: ${text}`);
        }
      });
      await use(violations);
      expect(violations).toEqual([]);
    },
    { auto: true },
  ],
});

/** The page at `path` came with the app's policy: scripts from itself only, in no frame. */
export function expectPolicy(response: Response | null, path: string) {
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, path).toContain("script-src 'self'");
  expect(policy, path).toContain("frame-ancestors 'none'");
}
