import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveVapidDetails } from './vapid-keys.ts';

const dataDirs: string[] = [];
const newDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-vapid-'));
  dataDirs.push(dir);
  return dir;
};
const envOf = (DATA_DIR: string) => ({
  DATA_DIR,
  MAIL_FROM: 'portal@example.com',
  PUBLIC_URL: 'https://portal.example',
});

afterEach(() => {
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('VAPID keys', () => {
  it('generates on first start a pair web-push signs with, and keeps it for the next start', () => {
    const dataDir = newDataDir();
    const first = resolveVapidDetails(envOf(dataDir));

    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    // web-push refuses keys of the wrong form or length.
    expect(() => webPush.setVapidDetails(first.subject, first.publicKey, first.privateKey)).not.toThrow();
    expect(resolveVapidDetails(envOf(dataDir))).toEqual(first);
  });

  it('makes a different pair for another data directory', () => {
    expect(resolveVapidDetails(envOf(newDataDir())).publicKey).not.toBe(
      resolveVapidDetails(envOf(newDataDir())).publicKey,
    );
  });
});
