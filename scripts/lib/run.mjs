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
