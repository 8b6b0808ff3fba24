// Small process helpers for the npm scripts. Plain Node, no dependencies: these run
// before `npm install` has happened.
import { spawn, spawnSync } from 'node:child_process';

export function run(command, args, options = {}) {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  const startedAt = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  // Each step says what it took, so a step that grows slow shows in CI's log.
  console.log(`> ${command} ${args[0] ?? ''}: ${Math.round((Date.now() - startedAt) / 1000)} s`);
  if (result.error) throw result.error;
  if (result.status !== 0) {
    const error = new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
    error.exitCode = result.status ?? 1;
    throw error;
  }
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
  console.log(`> ${command} ${args[0] ?? ''}: ${Math.round((Date.now() - startedAt) / 1000)} s`);
  if (result.error) throw result.error;
  if (result.status !== 0) {
    const error = new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
    error.exitCode = result.status ?? 1;
    throw error;
  }
}

/** Starts a step in the background; `done` resolves with its exit code. */
export function startStep(command, args, options = {}) {
  console.log(`\n> ${[command, ...args].join(' ')} &`);
  const startedAt = Date.now();
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  const done = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      console.log(`> ${command} ${args[0] ?? ''}: ${Math.round((Date.now() - startedAt) / 1000)} s`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
  return { child, done };
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
