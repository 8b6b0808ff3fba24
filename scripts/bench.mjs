// `npm run bench [-- --check]`: build with the local configuration, then run the benchmark.
import { ensureChromium, ensureDependencies } from './lib/ensure.mjs';
import { main, run } from './lib/run.mjs';

main(async () => {
  ensureDependencies();
  const chromium = ensureChromium();
  run('npx', ['vite', 'build', '--mode', 'local-relay', '--outDir', 'dist-local']);
  run('npx', ['tsx', 'bench/run.ts', ...process.argv.slice(2)], { env: { ...process.env, CHROMIUM_PATH: chromium } });
});
