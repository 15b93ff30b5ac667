import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEml, type EmlPart } from './eml.ts';
import { freePort } from './server-process.ts';

/**
 * How the server answers each message: it takes it; refuses it for now (451), as a busy server
 * does; refuses it for good (550), as for a mailbox that does not exist; or takes it and then
 * answers 451, as when its answer is lost on the way (the sender cannot know it went).
 */
type SmtpMood = 'accept' | 'busy' | 'refuse' | 'lose-answer';

export interface SmtpServer {
  /** An `SMTP_URL` for nodemailer. */
  url: string;
  /** The messages it took, parsed, in order. */
  readonly received: EmlPart[];
  /** How many messages were offered (MAIL FROM), taken or not. */
  offered: () => number;
  /** How many connections were opened to it. */
  connections: () => number;
  setMood: (mood: SmtpMood) => void;
  /** Stops the server, dropping every connection: the mail server is down. */
  down: () => Promise<void>;
  /** Starts it again on the same port. */
  up: () => Promise<void>;
  close: () => Promise<void>;
}

/** Debian's Python, with its python3-aiosmtpd (another python3 on the PATH may lack it). */
const PYTHON = '/usr/bin/python3';
const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'smtp-server.py');

/** Fails the test that needs the server, saying what to install, rather than skipping it. */
function requireAiosmtpd() {
  const probe = spawnSync(PYTHON, ['-c', 'import aiosmtpd'], { encoding: 'utf8' });
  if (probe.status !== 0) {
    throw new Error(
      `The tests' SMTP server is Debian's python3-aiosmtpd, not found (${probe.error?.message ?? probe.stderr.trim()}): ` +
        'apt-get install -y --no-install-recommends python3-aiosmtpd (.ci/run installs it)',
    );
  }
}

/** Runs the script until it says it listens. */
function launch(port: number, state: string): Promise<ChildProcess> {
  const child = spawn(PYTHON, [SCRIPT, String(port), state], { stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`the SMTP server exited with ${code}: ${errors}`)));
  });
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    }
  });

/**
 * A real mail server for a test (Debian's aiosmtpd, in its own process): it records what it takes
 * and counts connections in a folder of its own, each written before the client hears the answer,
 * so a test reads them as soon as a send returns.
 */
export async function startSmtpServer(mood: SmtpMood = 'accept'): Promise<SmtpServer> {
  requireAiosmtpd();
  const state = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-smtp-'));
  const setMood = (next: SmtpMood) => fs.writeFileSync(path.join(state, 'mood'), next);
  setMood(mood);
  const port = await freePort();
  let child: ChildProcess | null = await launch(port, state);
  const events = (kind: string) => {
    const file = path.join(state, 'events');
    if (!fs.existsSync(file)) return 0;
    return fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line === kind).length;
  };
  const down = async () => {
    if (child) await stopped(child);
    child = null;
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    get received() {
      const folder = path.join(state, 'messages');
      return fs
        .readdirSync(folder)
        .filter((file) => file.endsWith('.eml'))
        .sort()
        .map((file) => parseEml(fs.readFileSync(path.join(folder, file), 'utf8')));
    },
    offered: () => events('mail'),
    connections: () => events('connect'),
    setMood,
    down,
    up: async () => {
      child = await launch(port, state);
    },
    close: async () => {
      await down();
      fs.rmSync(state, { recursive: true, force: true });
    },
  };
}
