// `npm run test:e2e [-- playwright args]`: the browser tests alone, with the app builds
// they load. E2E_WORKERS (default 1) runs that many workers, each in a slot of its own
// from E2E_SLOT_BASE on (tests/support/ports.ts), so runs on one machine can stand apart.
import { ensureChromium, ensureFfmpeg, ensureOpenssl } from './lib/ensure.mjs';
import { buildE2eApps, e2eSlots } from './lib/e2e-builds.mjs';
import { main, run } from './lib/run.mjs';

main(async () => {
  const chromium = ensureChromium();
  const ffmpeg = ensureFfmpeg();
  ensureOpenssl();
  buildE2eApps(e2eSlots());
  run('npx', ['playwright', 'test', ...process.argv.slice(2)], { env: { ...process.env, CHROMIUM_PATH: chromium, FFMPEG_PATH: ffmpeg } });
});
