import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

it('writes each message to the outbox whole: a watcher never reads half an e-mail', async () => {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-outbox-'));
  scratch.push(outboxDir);
  const mailer = createMailer({ outboxDir, from: 'Portal <no-reply@portal.test>', log: pino({ level: 'silent' }) });
  const body = `${'A line of a long message.\n'.repeat(4000)}The last line.`;

  const seen: string[] = [];
  const watcher = fs.watch(outboxDir, (_event, file) => {
    if (!file?.endsWith('.eml')) return;
    const content = fs.readFileSync(path.join(outboxDir, file), { encoding: 'utf8', flag: 'r' });
    seen.push(content);
  });
  try {
    for (let message = 0; message < 5; message += 1) {
      await mailer.send({ to: `reader${message}@example.com`, subject: 'Reset your password', text: body });
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    watcher.close();
  }

  const files = fs.readdirSync(outboxDir);
  expect(files).toHaveLength(5);
  expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
  expect(seen.length).toBeGreaterThan(0);
  for (const content of seen) expect(content.trimEnd().endsWith('The last line.')).toBe(true);
});
