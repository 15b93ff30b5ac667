/**
 * `npm test`: every check the project has, in stages. The steps of a stage run side by side
 * (each one's output is printed whole when it ends, not interleaved), and a stage starts when the
 * one before has passed. Each step's duration is printed as it ends and all of them at the end,
 * so a slow step shows where the time goes. Stops at the first stage with a failed step.
 *
 * Lint, the type check and the build depend on nothing and share the two cores well (much of
 * each is one thread). The unit tests use every core: they run alone. The size check and the
 * crash test need the build; the browser journeys, the heaviest, run last and alone.
 */
import { spawn } from 'node:child_process';

/** Stages in order: each is a list of `[name, npm script]` run side by side. */
const STAGES = [
  [
    ['lint', 'lint'],
    ['typecheck', 'typecheck'],
    ['build', 'build'],
  ],
  [['unit', 'test:unit']],
  [
    ['size', 'test:size'],
    ['crash', 'test:crash:ci'],
  ],
  [['e2e', 'test:e2e']],
];

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

/** Runs one npm script; alone, its output streams; beside others, it is kept until it ends. */
function runStep(name, script, alone) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    let ended = false;
    const end = (code, signal, leftOpen) => {
      if (ended) return;
      ended = true;
      if (!alone) process.stdout.write(Buffer.concat(output));
      if (leftOpen) console.log(`\n[test] ${name}: a process it started still holds its output open`);
      const passed = code === 0;
      const took = seconds(started);
      console.log(`\n[test] ${name}: ${passed ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${took} s\n`);
      resolve({ name, passed, took });
    };
    child.on('close', (code, signal) => end(code, signal, false));
    // 'close' waits for the output to close too, which a process the step left running holds open:
    // the step ends with its own exit, its output read for a few seconds more.
    child.on('exit', (code, signal) => setTimeout(() => end(code, signal, true), 10_000).unref());
  });
}

const started = performance.now();
const results = [];
for (const stage of STAGES) {
  console.log(`[test] starting ${stage.map(([name]) => name).join(', ')}`);
  const outcomes = await Promise.all(stage.map(([name, script]) => runStep(name, script, stage.length === 1)));
  results.push(...outcomes);
  if (outcomes.some((outcome) => !outcome.passed)) break;
}

console.log('[test] step durations (seconds; steps of one stage ran side by side):');
for (const { name, passed, took } of results)
  console.log(`  ${name.padEnd(10)} ${took.padStart(7)}${passed ? '' : '  FAILED'}`);
console.log(`  ${'total'.padEnd(10)} ${seconds(started).padStart(7)}`);
process.exitCode = results.every((outcome) => outcome.passed) && results.length === STAGES.flat().length ? 0 : 1;
