// Small process helpers for the npm scripts. Plain Node, no dependencies: these run
// before `npm install` has happened.
import { spawn, spawnSync } from 'node:child_process';

export function run(command, args, options = {}) {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  const startedAt = Date.now();
  finish(command, args, startedAt, spawnSync(command, args, { stdio: 'inherit', ...options }));
}

/**
 * Like run, for a step that runs beside another whose output streams: its output is
 * printed in one block when it ends, so the two do not interleave line by line.
 */
export function runAsBlock(command, args, options = {}) {
  const startedAt = Date.now();
  const result = spawnSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024, ...options });
  console.log(`\n> ${[command, ...args].join(' ')}`);
  process.stdout.write(result.stdout ?? '');
  process.stdout.write(result.stderr ?? '');
  finish(command, args, startedAt, result);
}

/** Says what a step took, so a step that grows slow shows in CI's log, and throws if it failed. */
function finish(command, args, startedAt, result) {
  console.log(`> ${command} ${args[0] ?? ''}: ${seconds(startedAt)} s`);
  if (result.error) throw result.error;
  if (result.status !== 0) {
    const error = new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
    error.exitCode = result.status ?? 1;
    throw error;
  }
}

function seconds(startedAt) {
  return Math.round((Date.now() - startedAt) / 1000);
}

/**
 * Starts a step in the background; `done` resolves with its exit code. It runs in a
 * process group of its own, so `stop` ends it with every process it started (a test
 * runner's workers and browsers), not only the first. `stop` sends SIGINT, as a Ctrl-C
 * would: Playwright then closes the web servers it started in groups of their own, which
 * SIGTERM would leave running on their ports. It resolves once the step has ended.
 */
export function startStep(command, args, options = {}) {
  console.log(`\n> ${[command, ...args].join(' ')} &`);
  const startedAt = Date.now();
  const child = spawn(command, args, { stdio: 'inherit', detached: true, ...options });
  const done = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      console.log(`> ${command} ${args[0] ?? ''}: ${seconds(startedAt)} s`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      // Already ended.
    }
    await done;
  };
  // Outside the terminal's process group it would miss a Ctrl-C meant for the whole run.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      void stop().then(() => process.exit(1));
    });
  }
  return { done, stop };
}

export function start(command, args, options = {}) {
  console.log(`\n> ${[command, ...args].join(' ')} &`);
  return spawn(command, args, { stdio: 'inherit', ...options });
}

/** Runs main and turns a failure into a clear message and a non-zero exit code. */
export function main(fn) {
  fn().catch((error) => {
    console.error(`\n${error.message}`);
    process.exit(error.exitCode ?? 1);
  });
}
