import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  CreateBucketCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  NoSuchKey,
  S3Client,
} from '@aws-sdk/client-s3';
import { freePort } from './server-process.ts';

const run = promisify(execFile);

/** What CI runs to have the server: Ceph's S3 gateway and the two daemons it stores into. */
export const S3_SERVER_INSTALL = 'apt-get install -y --no-install-recommends ceph-mon ceph-osd radosgw';
/** The programs a start runs (`ceph` is ceph-common's, which radosgw depends on). */
const PROGRAMS = ['monmaptool', 'ceph-mon', 'ceph', 'ceph-osd', 'radosgw', 'radosgw-admin'];

const onPath = (program: string) =>
  (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((folder) => folder !== '' && fs.existsSync(path.join(folder, program)));

/** Why this machine cannot start the S3 server (the programs it lacks), or undefined when it can. */
export function s3ServerUnavailable(): string | undefined {
  const missing = PROGRAMS.filter((program) => !onPath(program));
  if (missing.length === 0) return undefined;
  return `needs Ceph's radosgw (${missing.join(', ')} not found): ${S3_SERVER_INSTALL}`;
}

export interface S3Server {
  /** The S3 endpoint, for path-style requests (S3_FORCE_PATH_STYLE=true). */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Creates a bucket with a new name; answers the name. */
  createBucket: () => Promise<string>;
  /** The bytes of an object, or undefined when there is none under `key`. */
  read: (bucket: string, key: string) => Promise<Buffer | undefined>;
  /** The keys of the objects in `bucket` that start with `prefix`, in order. */
  objects: (bucket: string, prefix: string) => Promise<string[]>;
  /** The multipart uploads begun in `bucket` and neither completed nor aborted, with their stored parts. */
  multipartUploads: (bucket: string) => Promise<{ key: string; parts: number[] }[]>;
  /** The gateway is killed: connections to the endpoint are refused until `comeBack`. */
  goDown: () => Promise<void>;
  /** The gateway is frozen (SIGSTOP): connections are taken, no request is answered until `comeBack`. */
  goSilent: () => void;
  /** The gateway answers again: thawed, or started anew on the same port (the stored data is kept). */
  comeBack: () => Promise<void>;
  /** Kills every process of the cluster and removes its folder. */
  stop: () => Promise<void>;
}

/** A Ceph secret as keyrings hold it: type AES (1), creation time, 16 random bytes. */
function cephSecret() {
  const key = Buffer.alloc(28);
  key.writeUInt16LE(1, 0);
  key.writeUInt32LE(Math.floor(Date.now() / 1000), 2);
  key.writeUInt32LE(0, 6);
  key.writeUInt16LE(16, 10);
  randomBytes(16).copy(key, 12);
  return key.toString('base64');
}

/** One keyring for every daemon and client, loaded into the monitor when it is made. */
function keyring(entities: Record<string, Record<string, string>>) {
  return Object.entries(entities)
    .map(([name, caps]) =>
      [
        `[${name}]`,
        `\tkey = ${cephSecret()}`,
        ...Object.entries(caps).map(([service, cap]) => `\tcaps ${service} = "${cap}"`),
      ].join('\n'),
    )
    .map((entry) => `${entry}\n`)
    .join('');
}

/**
 * One monitor, one OSD keeping objects in memory and the gateway, every path in `dir`. Cephx stays
 * on: with `auth none`, radosgw 16 never authenticates to the monitor (get_initial_auth_request
 * returned -13). The monitor listens on one port, messenger v1. Proposals are not batched for a
 * second (paxos): each pool the gateway creates at its first start waits for two of them, nine
 * seconds in all otherwise.
 */
function cephConf(dir: string, fsid: string, monitorPort: number, gatewayPort: number) {
  return `[global]
fsid = ${fsid}
mon host = v1:127.0.0.1:${monitorPort}
mon initial members = a
ms bind msgr2 = false
auth cluster required = cephx
auth service required = cephx
auth client required = cephx
keyring = ${dir}/keyring
run dir = ${dir}/run
admin socket = ${dir}/run/$name.asok
pid file = ${dir}/run/$name.pid
log file = ${dir}/log/$name.log
crash dir = ${dir}/crash
mon data = ${dir}/mon/$id
osd data = ${dir}/osd/$id
mon cluster log to file = false
mon data avail warn = 1
mon data avail crit = 0
paxos propose interval = 0.01
paxos min wait = 0.01
osd objectstore = memstore
memstore device bytes = 1073741824
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
osd crush chooseleaf type = 0
mon allow pool size one = true
mon warn on pool no redundancy = false
[client.rgw]
rgw frontends = beast endpoint=127.0.0.1:${gatewayPort}
rgw data = ${dir}/rgw
`;
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (hasExited(child)) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

/**
 * A real S3 server for a test: Ceph's radosgw on a one-node cluster in a temporary folder, in
 * processes of its own, started in a few seconds. Its user and keys are fixed; each test makes its
 * bucket with `createBucket`.
 */
export async function startS3Server(): Promise<S3Server> {
  const unavailable = s3ServerUnavailable();
  if (unavailable) throw new Error(`No S3 server: ${unavailable}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));
  for (const folder of ['run', 'log', 'crash', 'mon', 'osd/0', 'rgw']) {
    fs.mkdirSync(path.join(dir, folder), { recursive: true });
  }
  const [monitorPort, gatewayPort] = [await freePort(), await freePort()];
  const fsid = randomUUID();
  const conf = path.join(dir, 'ceph.conf');
  fs.writeFileSync(conf, cephConf(dir, fsid, monitorPort, gatewayPort));
  fs.writeFileSync(
    path.join(dir, 'keyring'),
    keyring({
      'mon.': { mon: 'allow *' },
      'client.admin': { mon: 'allow *', osd: 'allow *', mgr: 'allow *' },
      'osd.0': { mon: 'allow profile osd', osd: 'allow *', mgr: 'allow profile osd' },
      'client.rgw': { mon: 'allow rw', osd: 'allow rwx', mgr: 'allow rw' },
    }),
  );
  const env = { ...process.env, CEPH_CONF: conf };
  const processes = new Set<ChildProcess>();
  // A test process that ends without stopping the server (an error, Ctrl-C) takes it along.
  const killAll = () => {
    for (const child of processes) if (!hasExited(child)) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', killAll);

  /** The end of a daemon's log: why it would not start. */
  const logTail = (name: string) => {
    try {
      return fs
        .readFileSync(path.join(dir, 'log', `${name}.log`), 'utf8')
        .split('\n')
        .slice(-15)
        .join('\n');
    } catch {
      return '(no log)';
    }
  };
  const command = async (program: string, args: string[]) => {
    try {
      await run(program, args, { env, timeout: 60_000 });
    } catch (error) {
      const { stderr } = error as { stderr?: string };
      throw new Error(`${program} ${args.join(' ')} failed: ${stderr ?? String(error)}`, { cause: error });
    }
  };
  /** A daemon in the foreground, as a child of this process. */
  const daemon = (program: string, args: string[]) => {
    const child = spawn(program, ['-f', ...args], { env, stdio: 'ignore' });
    processes.add(child);
    return child;
  };

  const endpoint = `http://127.0.0.1:${gatewayPort}`;
  let gateway: ChildProcess | undefined;
  /** Whether anything answers HTTP at the endpoint (radosgw answers an anonymous GET with its bucket list). */
  const answers = () =>
    fetch(endpoint).then(
      () => true,
      () => false,
    );
  /** Starts radosgw and waits until it answers HTTP (its first start also creates its pools). */
  const startGateway = async () => {
    gateway = daemon('radosgw', ['-n', 'client.rgw']);
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (hasExited(gateway)) throw new Error(`radosgw exited (${gateway.exitCode}):\n${logTail('client.rgw')}`);
      if (await answers()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`radosgw did not answer within 90 s:\n${logTail('client.rgw')}`);
  };

  const accessKeyId = 'portal-test';
  const secretAccessKey = 'portal-test-secret';
  try {
    const monmap = path.join(dir, 'monmap');
    await command('monmaptool', ['--create', '--addv', 'a', `[v1:127.0.0.1:${monitorPort}]`, '--fsid', fsid, monmap]);
    await command('ceph-mon', ['--mkfs', '-i', 'a', '--monmap', monmap, '--keyring', path.join(dir, 'keyring')]);
    daemon('ceph-mon', ['-i', 'a']);
    const osdUuid = randomUUID();
    await command('ceph', ['--connect-timeout', '60', 'osd', 'new', osdUuid, '0']);
    await command('ceph-osd', ['-i', '0', '--mkfs', '--osd-uuid', osdUuid]);
    daemon('ceph-osd', ['-i', '0']);
    await startGateway();
    await command('radosgw-admin', [
      'user',
      'create',
      '--uid',
      'portal-test',
      '--display-name',
      'Portal tests',
      '--access-key',
      accessKeyId,
      '--secret',
      secretAccessKey,
    ]);
  } catch (error) {
    const died = [...processes].filter(hasExited).map((child) => child.spawnargs.join(' '));
    killAll();
    process.removeListener('exit', killAll);
    if (died.length === 0) throw error;
    throw new Error(`${(error as Error).message}\nexited early: ${died.join('; ')}`, { cause: error });
  }

  const region = 'us-east-1';
  const client = new S3Client({
    endpoint,
    region,
    forcePathStyle: true,
    credentials: { accessKeyId, secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  let frozen = false;

  return {
    endpoint,
    region,
    accessKeyId,
    secretAccessKey,
    async createBucket() {
      const bucket = `portal-${randomBytes(6).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return bucket;
    },
    async read(bucket, key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async objects(bucket, prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const listed = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }),
        );
        keys.push(...(listed.Contents ?? []).map((object) => object.Key ?? ''));
        ContinuationToken = listed.NextContinuationToken;
      } while (ContinuationToken);
      return keys;
    },
    async multipartUploads(bucket) {
      const listed = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
      return Promise.all(
        (listed.Uploads ?? []).map(async ({ Key, UploadId }) => {
          const { Parts } = await client.send(new ListPartsCommand({ Bucket: bucket, Key, UploadId }));
          return { key: Key ?? '', parts: (Parts ?? []).map((part) => part.PartNumber ?? 0) };
        }),
      );
    },
    async goDown() {
      if (gateway) await killed(gateway);
    },
    goSilent() {
      if (gateway && !hasExited(gateway)) {
        gateway.kill('SIGSTOP');
        frozen = true;
      }
    },
    async comeBack() {
      if (frozen && gateway && !hasExited(gateway)) {
        gateway.kill('SIGCONT');
        frozen = false;
        return;
      }
      frozen = false;
      if (!gateway || hasExited(gateway)) await startGateway();
    },
    async stop() {
      client.destroy();
      process.removeListener('exit', killAll);
      await Promise.all([...processes].map(killed));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
