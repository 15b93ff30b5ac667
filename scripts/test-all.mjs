/**
 * `npm test`: every check the project has, in stages. The steps of a stage run side by side
 * (each one's output is printed whole when it ends, not interleaved), and a stage starts when the
 * one before has passed. Each step's duration is printed as it ends and all of them at the end,
 * so a slow step shows where the time goes. Stops at the first stage with a failed step.
 *
 * Lint's five parts, the type check and the build depend on nothing, and each is mostly one
 * thread: side by side, the short ones fill the cores beside eslint and tsc (one after another,
 * lint alone took as long as the rest of the stage). The unit tests use every core: they run
 * alone. The size check and the crash test need the build; the browser journeys, the heaviest,
 * run last and alone.
 */
import { spawn } from 'node:child_process';

/**
 * Stages in order: each is a list of `[name, npm script, ceiling in seconds]` run side by side.
 * A step still running at its ceiling (several times its usual time on a busy host) is stuck:
 * it is stopped and fails with what it printed, instead of holding the run until CI's own limit
 * ends it with nothing to show.
 */
const STAGES = [
  [
    ['eslint', 'lint:code', 900],
    ['imports', 'lint:imports', 900],
    ['knip', 'lint:unused', 900],
    ['prettier', 'lint:format', 900],
    ['i18n', 'i18n:check', 900],
    ['typecheck', 'typecheck', 900],
    ['build', 'build', 900],
  ],
  [['unit', 'test:unit', 1800]],
  [
    ['size', 'test:size', 600],
    ['crash', 'test:crash:ci', 900],
  ],
  [['e2e', 'test:e2e', 2400]],
];

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

/** Process groups of the steps running now, stopped with the run however it ends. */
const running = new Set();

/** Stops a step and every process it started (each step leads a process group of its own). */
function stopGroup(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // the group has already gone
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const pid of running) stopGroup(pid);
    process.exit(1);
  });
}

/** Runs one npm script; alone, its output streams; beside others, it is kept until it ends. */
function runStep(name, script, ceilingSeconds, alone) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', alone ? 'inherit' : 'pipe', alone ? 'inherit' : 'pipe'],
      env: process.env,
      detached: true,
    });
    running.add(child.pid);
    let stuck = false;
    const ceiling = setTimeout(() => {
      stuck = true;
      stopGroup(child.pid);
    }, ceilingSeconds * 1000);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    let ended = false;
    const end = (code, signal, leftOpen) => {
      if (ended) return;
      ended = true;
      clearTimeout(ceiling);
      stopGroup(child.pid);
      running.delete(child.pid);
      if (!alone) process.stdout.write(Buffer.concat(output));
      if (leftOpen) console.log(`\n[test] ${name}: a process it started still held its output open`);
      if (stuck) console.log(`\n[test] ${name}: stopped, still running after ${ceilingSeconds} s`);
      const passed = code === 0 && !stuck;
      const took = seconds(started);
      console.log(`\n[test] ${name}: ${passed ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${took} s\n`);
      resolve({ name, passed, took });
    };
    child.on('close', (code, signal) => end(code, signal, false));
    // 'close' waits for the output to close too, which a process the step left running holds open:
    // those processes are stopped with the step, and one that left its group is waited for no more
    // than a few seconds.
    child.on('exit', (code, signal) => {
      stopGroup(child.pid);
      setTimeout(() => end(code, signal, true), 10_000).unref();
    });
  });
}

const started = performance.now();
const results = [];
for (const stage of STAGES) {
  console.log(`[test] starting ${stage.map(([name]) => name).join(', ')}`);
  const outcomes = await Promise.all(
    stage.map(([name, script, ceiling]) => runStep(name, script, ceiling, stage.length === 1)),
  );
  results.push(...outcomes);
  if (outcomes.some((outcome) => !outcome.passed)) break;
}

console.log('[test] step durations (seconds; steps of one stage ran side by side):');
for (const { name, passed, took } of results)
  console.log(`  ${name.padEnd(10)} ${took.padStart(7)}${passed ? '' : '  FAILED'}`);
console.log(`  ${'total'.padEnd(10)} ${seconds(started).padStart(7)}`);
process.exitCode = results.every((outcome) => outcome.passed) && results.length === STAGES.flat().length ? 0 : 1;
