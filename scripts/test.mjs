// `npm test`: everything CI checks, stopping at the first failure.
import { ensureChromium, ensureDependencies, ensureFfmpeg } from './lib/ensure.mjs';
import { buildE2eApps, e2eSlots } from './lib/e2e-builds.mjs';
import { main, run } from './lib/run.mjs';

main(async () => {
  ensureDependencies();
  const chromium = ensureChromium();
  const ffmpeg = ensureFfmpeg();
  // The checks that need no browser run first, alone: beside the browser tests' two
  // workers they would share the machine's cores with two browsers.
  run('npm', ['run', 'typecheck']);
  run('npm', ['run', 'lint']);
  run('npx', ['vitest', 'run']);
  buildE2eApps(e2eSlots());
  run('npx', ['playwright', 'test'], { env: { ...process.env, CHROMIUM_PATH: chromium, FFMPEG_PATH: ffmpeg } });
  console.log('\nAll checks passed.');
});
