import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { parseEml, type EmlPart } from './eml.ts';

/** How the stub answers a message: it takes it, or refuses it for now (451) as a busy server does. */
type SmtpMood = 'accept' | 'busy';

export interface SmtpStub {
  /** An `SMTP_URL` for nodemailer. */
  url: string;
  /** The messages it took, parsed, in order. */
  received: EmlPart[];
  /** How many messages were offered (MAIL FROM), taken or not. */
  offered: () => number;
  setMood: (mood: SmtpMood) => void;
  /** Stops listening and drops every connection: the mail server is down. */
  down: () => Promise<void>;
  /** Listens again on the same port. */
  up: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * A mail server speaking just enough SMTP (RFC 5321) for nodemailer: greeting, EHLO, MAIL, RCPT,
 * DATA with dot-stuffing, RSET, NOOP, QUIT; no TLS and no login. A busy one answers MAIL FROM
 * with 451, as a real server under load or greylisting does.
 */
export async function startSmtpStub(mood: SmtpMood = 'accept'): Promise<SmtpStub> {
  let current = mood;
  let offered = 0;
  const received: EmlPart[] = [];
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffered = '';
    let data: string[] | null = null;
    reply('220 smtp.test ESMTP stub');
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      let end = buffered.indexOf('\r\n');
      while (end >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        end = buffered.indexOf('\r\n');
        if (data) {
          if (line === '.') {
            received.push(parseEml(data.join('\r\n')));
            data = null;
            reply('250 2.0.0 queued');
          } else {
            data.push(line.startsWith('..') ? line.slice(1) : line);
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 smtp.test');
        else if (verb === 'MAIL') {
          offered += 1;
          reply(current === 'busy' ? '451 4.3.2 Try again later' : '250 2.1.0 OK');
        } else if (verb === 'RCPT' || verb === 'RSET' || verb === 'NOOP') reply('250 2.0.0 OK');
        else if (verb === 'DATA') {
          data = [];
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
        } else reply('502 5.5.2 Command not recognized');
      }
    });
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const down = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  await listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    offered: () => offered,
    setMood: (next) => {
      current = next;
    },
    down,
    up: () => listen(port),
    close: async () => {
      if (server.listening) await down();
    },
  };
}
