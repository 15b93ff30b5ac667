import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { countingErrors } from './metrics.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same words as `text`, laid out (lib/mail-layout.ts); mail clients show it instead where they can. */
  html: string;
  /** Further headers, e.g. a notification's List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
  /**
   * The same on every send of one message (a notification's: notification-mail.ts), so a mail sent
   * again is seen as the same one; otherwise a new one per send.
   */
  messageId?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Closes what it keeps open (the SMTP connections), after the last send. */
  close?(): Promise<void>;
}

/**
 * SMTP connections kept open and reused: the outbox sends one message after another, so one
 * connection carries them, a few more serving the e-mails sent as requests are answered; each is
 * replaced after this many messages, as many servers limit the messages of one connection.
 */
const SMTP_POOL = { pool: true, maxConnections: 3, maxMessages: 100 } as const;

/**
 * A nodemailer transport made on first use: the server starts without loading nodemailer's code,
 * which only a message needs.
 */
function transportOnFirstUse(options: Parameters<typeof import('nodemailer').createTransport>[0]) {
  let transport: Promise<Transporter> | undefined;
  return {
    get: () =>
      (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options))),
    close: async () => (await transport)?.close(),
  };
}

/**
 * SMTP when configured; otherwise each message is written to `outbox/` as an .eml file that any
 * mail client opens, so a laptop needs no mail server.
 */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string; log: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = transportOnFirstUse({ url: options.smtpUrl, ...SMTP_POOL });
    return {
      async send(mail) {
        await countingErrors('smtp', async () => (await transport.get()).sendMail({ from: options.from, ...mail }));
      },
      close: transport.close,
    };
  }
  const transport = transportOnFirstUse({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    close: transport.close,
    async send(mail) {
      const info = await (await transport.get()).sendMail({ from: options.from, ...mail });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      // Written whole or not at all: whoever watches the outbox never reads half a message.
      await fs.writeFile(`${file}.partial`, info.message as Buffer);
      await fs.rename(`${file}.partial`, file);
      // The text stays in the file: it holds links that open accounts (password resets).
      options.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox');
    },
  };
}
