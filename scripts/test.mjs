// `npm test`: everything CI checks, stopping at the first failure.
import { ensureChromium, ensureDependencies, ensureFfmpeg, ensureOpenssl } from './lib/ensure.mjs';
import { buildE2eApps, e2eSlots } from './lib/e2e-builds.mjs';
import { main, runAsBlock, startStep } from './lib/run.mjs';

main(async () => {
  ensureDependencies();
  const chromium = ensureChromium();
  const ffmpeg = ensureFfmpeg();
  ensureOpenssl();
  buildE2eApps(e2eSlots());
  // The browser tests take most of the time, much of it waiting on the page: the checks
  // that need no browser run beside them, each printed as one block when it ends.
  const browserTests = startStep('npx', ['playwright', 'test'], { env: { ...process.env, CHROMIUM_PATH: chromium, FFMPEG_PATH: ffmpeg } });
  try {
    runAsBlock('npm', ['run', 'typecheck']);
    runAsBlock('npm', ['run', 'lint']);
    runAsBlock('npx', ['vitest', 'run']);
  } catch (error) {
    await browserTests.stop();
    throw error;
  }
  const code = await browserTests.done;
  if (code !== 0) {
    const error = new Error(`npx playwright test exited with ${code}`);
    error.exitCode = code;
    throw error;
  }
  console.log('\nAll checks passed.');
});
