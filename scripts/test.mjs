// `npm test`: everything CI checks, in order, stopping at the first failure.
import { ensureChromium, ensureDependencies, ensureFfmpeg } from './lib/ensure.mjs';
import { main, run } from './lib/run.mjs';

main(async () => {
  ensureDependencies();
  const chromium = ensureChromium();
  const ffmpeg = ensureFfmpeg();
  run('npm', ['run', 'typecheck']);
  run('npm', ['run', 'lint']);
  run('npx', ['vitest', 'run']);
  run('npx', ['vite', 'build', '--mode', 'local-relay', '--outDir', 'dist-local']);
  run('npx', ['vite', 'build', '--mode', 'hostile-relays', '--outDir', 'dist-hostile']);
  run('npx', ['vite', 'build', '--mode', 'trust-root', '--outDir', 'dist-trust']);
  run('npx', ['playwright', 'test'], { env: { ...process.env, CHROMIUM_PATH: chromium, FFMPEG_PATH: ffmpeg } });
  console.log('\nAll checks passed.');
});
