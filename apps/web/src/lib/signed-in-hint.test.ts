import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInHint } from './signed-in-hint';

/**
 * Runs index.html's inline script, which reads the hint before the app's script has arrived, and
 * says which of the browser's formats it used.
 */
function runPageScript(): string[] {
  const html = fs.readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');
  const [, script] = /<script>([\s\S]*?)<\/script>/.exec(html) ?? [];
  if (!script) throw new Error('index.html has no inline script');
  const used: string[] = [];
  const intl = {
    DateTimeFormat: class {
      format = () => used.push('date');
    },
    NumberFormat: class {
      format = () => used.push('number');
    },
  };
  (new Function('Intl', script) as (intl: unknown) => void)(intl);
  return used;
}

afterEach(() => {
  signedInHint.write(false);
});

describe("the page's early load of the date and number formatting data", () => {
  it('runs for a browser that was signed in, whose first page shows dates and amounts', () => {
    signedInHint.write(true);

    expect(runPageScript()).toEqual(['date', 'number']);
  });

  it('waits for a browser that was not signed in, whose sign-in page shows neither', () => {
    signedInHint.write(true);
    signedInHint.write(false);

    expect(runPageScript()).toEqual([]);
  });
});
