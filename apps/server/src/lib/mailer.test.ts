import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, expect, it } from 'vitest';
import { findPart, parseEml } from '../testing/eml.ts';
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
      await mailer.send({
        to: `reader${message}@example.com`,
        subject: 'Reset your password',
        text: body,
        html: `<!DOCTYPE html><html><body><p>${body}</p></body></html>`,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    watcher.close();
  }

  const files = fs.readdirSync(outboxDir);
  expect(files).toHaveLength(5);
  expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
  expect(seen.length).toBeGreaterThan(0);
  for (const content of seen) {
    const message = parseEml(content);
    expect(findPart(message, 'text/plain')?.body.trimEnd().endsWith('The last line.')).toBe(true);
    expect(findPart(message, 'text/html')?.body.trimEnd().endsWith('</html>')).toBe(true);
  }
});

it('writes a text part and an HTML part, mail clients choosing which to show', async () => {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-outbox-'));
  scratch.push(outboxDir);
  const mailer = createMailer({ outboxDir, from: 'Portal <no-reply@portal.test>', log: pino({ level: 'silent' }) });
  const text = 'Hai Siti,\n\nBuka pautan ini: https://portal.test/reset-password?token=a=b\n\n团队';

  await mailer.send({ to: 'siti@example.com', subject: 'Set semula', text, html: '<p>Hai Siti, 团队</p>' });

  const [file = ''] = fs.readdirSync(outboxDir);
  const message = parseEml(fs.readFileSync(path.join(outboxDir, file), 'utf8'));
  expect(message.header('Content-Type')).toMatch(/^multipart\/alternative;/);
  expect(findPart(message, 'text/plain')?.body).toBe(text);
  expect(findPart(message, 'text/html')?.body).toBe('<p>Hai Siti, 团队</p>');
});
