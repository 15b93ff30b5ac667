import { createECDH } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '../../config/env.ts';

/** What signs every push: the key pair browsers subscribe with, and who push services may contact. */
export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const KEYS_FILE = 'vapid-keys.json';

/**
 * A new VAPID key pair (RFC 8292): P-256, the public key as its uncompressed point (65 bytes) and
 * the private key as 32 bytes, both base64url, as web-push reads them. Made here rather than by
 * web-push, whose code would otherwise load with every start.
 */
export function newVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey('base64url'),
    // A private key with leading zero bytes comes out shorter: web-push wants exactly 32.
    privateKey: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
      .subarray(-32)
      .toString('base64url'),
  };
}

/**
 * The configured VAPID keys, or a pair generated on first start and kept in DATA_DIR (readable by
 * this user only), so every instance sharing DATA_DIR signs with the same keys and browsers stay
 * subscribed across restarts. Two instances starting at once: the first to put the file in place
 * wins, the other reads it.
 */
export function resolveVapidDetails(
  env: Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'DATA_DIR' | 'MAIL_FROM' | 'PUBLIC_URL'>,
): VapidDetails {
  const subject = env.VAPID_SUBJECT ?? defaultSubject(env.MAIL_FROM, env.PUBLIC_URL);
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const file = path.join(env.DATA_DIR, KEYS_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(env.DATA_DIR, { recursive: true });
    const { publicKey, privateKey } = newVapidKeys();
    // Written whole under a name of its own, then linked into place: another instance reading the
    // file never finds it half written, and of two linking at once the first wins.
    const draft = `${file}.${process.pid}.${Date.now()}`;
    fs.writeFileSync(draft, JSON.stringify({ publicKey, privateKey }), { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.unlinkSync(draft);
    }
  }
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}

/**
 * Push services accept a `mailto:` or `https:` contact: the sender's address of MAIL_FROM
 * (`Name <address>` or a bare address), else the portal's address when it is https.
 */
function defaultSubject(mailFrom: string, publicUrl: string): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? /^[^<>\s]+@[^<>\s]+$/.exec(mailFrom.trim())?.[0];
  if (address) return `mailto:${address}`;
  if (publicUrl.startsWith('https:')) return publicUrl;
  return 'mailto:no-reply@creatorportal.example';
}
