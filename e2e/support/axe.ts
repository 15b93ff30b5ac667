import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what issue 15 holds every screen to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Waits until no CSS transition or animation runs, so axe sees final colours, not a fade. Counted
 * two frames after asking: a dialog that has just appeared starts its fade-in a frame later.
 */
export async function settled(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              requestAnimationFrame(() =>
                requestAnimationFrame(() =>
                  resolve(document.getAnimations().filter((a) => a.playState === 'running' || a.pending).length),
                ),
              );
            }),
        ),
      { message: 'animations still running' },
    )
    .toBe(0);
}

/**
 * An axe-core sweep over the states a journey passes through: each `check` records the state's
 * violations, and `expectNone` fails with all of them at once, so one run lists every finding.
 */
export class AxeSweep {
  private readonly findings: string[] = [];

  constructor(private readonly page: Page) {}

  async check(state: string) {
    await settled(this.page);
    // axe.run in the page and in each frame of its own origin, the only ones the policy lets it
    // load (default-src 'self'). axe is put in a document once and reused for its later states:
    // evaluating its 600 KB again before every run, as @axe-core/playwright does twice a run, was
    // a third of the sweep's time. Only violations are reported in full: a unique selector for
    // every passing node is most of axe's time on a big page.
    for (const frame of this.page.frames()) {
      if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
    }
    const violations = await this.page.evaluate(async (tags) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      const results = await inPage.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations.map(({ id, help, nodes }) => ({
        id,
        help,
        nodes: nodes.map(({ target, failureSummary }) => `${target.join(' ')}: ${failureSummary ?? ''}`),
      }));
    }, WCAG_TAGS);
    for (const violation of violations) {
      const nodes = violation.nodes.map((node) => `    ${node}`);
      this.findings.push(`${state} (${this.page.url()}): ${violation.id}, ${violation.help}\n${nodes.join('\n')}`);
    }
  }

  expectNone() {
    expect(this.findings, this.findings.join('\n\n')).toEqual([]);
  }
}
