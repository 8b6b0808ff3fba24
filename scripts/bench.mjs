// `npm run bench [-- --check]`: build with the local configuration, then run the benchmark.
// `npm run bench -- --scenario signed-in [--runs N] [--check]`: a tag route signed out and
// signed in as a user who follows 1,000 people (bench/signed-in.ts).
// `npm run bench -- --scenario public-relays [--runs N]`: build with .env.public-relays
// into dist-public, then run the public-relays scenario (bench/public-relays.ts) instead.
// The image proxy is at an https:// address (the media server over HTTP/2, as public
// proxies serve): that build goes to .cache/dist-public-h2, the variable overriding the
// mode file. `--proxy-http1` builds dist-public, with the mode file's plain HTTP proxy.
// `npm run bench -- --scenario popular [--runs N] [--check] [--scale N]`: a hashtag newest first and in
// its Popular order over eight relays (bench/popular.ts), built into .cache/dist-popular.
// `npm run bench -- --scenario soak [--slides 3000] [--wall approved] …`: screen mode for a long
// day, compressed (bench/soak.ts); built into .cache/dist-soak for the ports of its own slot.
// `npm run bench -- --scenario wall-scale [--runs 3] [--check] [--slot 6]`: an approved-only wall of
// three moderators with 5,000 approvals each against one of 20 approvals (bench/wall-scale.ts);
// built into .cache/dist-wall-scale for the ports of its slot.
import { shiftedEnv } from './lib/e2e-builds.mjs';
import { ensureChromium, ensureDependencies } from './lib/ensure.mjs';
import { main, run } from './lib/run.mjs';

/** The soak's slot (tests/support/ports.ts): its relay, media server and app stand apart from other runs. */
const SOAK_SLOT = 5;
/** Where the soak's app is built for `slot`: bench/soak.ts serves it from there. */
const soakDist = (slot) => (slot === SOAK_SLOT ? '.cache/dist-soak' : `.cache/dist-soak-slot-${slot}`);
/** The wall-scale scenario's slot, unless `--slot` names another. */
const WALL_SCALE_SLOT = 6;

main(async () => {
  ensureDependencies();
  const chromium = ensureChromium();
  const args = process.argv.slice(2);
  const scenarioIndex = args.indexOf('--scenario');
  const scenario = scenarioIndex < 0 ? 'loopback' : args[scenarioIndex + 1];
  const env = { env: { ...process.env, CHROMIUM_PATH: chromium } };
  if (scenario === 'public-relays') {
    if (!args.includes('--proxy-http1')) {
      run('npx', ['vite', 'build', '--mode', 'public-relays', '--outDir', '.cache/dist-public-h2'], {
        env: { ...process.env, VITE_IMAGE_PROXY: 'https://127.0.0.1:7448' },
      });
    } else run('npx', ['vite', 'build', '--mode', 'public-relays', '--outDir', 'dist-public']);
    run(
      'npx',
      ['tsx', 'bench/public-relays.ts', ...args.filter((_, index) => index !== scenarioIndex && index !== scenarioIndex + 1)],
      env,
    );
    return;
  }
  if (scenario === 'signed-in') {
    run('npx', ['vite', 'build', '--mode', 'local-relay', '--outDir', 'dist-local']);
    run('npx', ['tsx', 'bench/signed-in.ts', ...args.filter((_, index) => index !== scenarioIndex && index !== scenarioIndex + 1)], env);
    return;
  }
  if (scenario === 'popular') {
    const relays = Array.from({ length: 8 }, (_, index) => `ws://127.0.0.1:${7390 + index}`).join(',');
    run('npx', ['vite', 'build', '--mode', 'local-relay', '--outDir', '.cache/dist-popular', '--logLevel', 'warn'], {
      env: { ...process.env, VITE_RELAYS: relays, VITE_OUTBOX_RELAYS: relays, VITE_PUBLIC_URL: 'http://127.0.0.1:4179' },
    });
    const rest = args.filter((_, index) => index !== scenarioIndex && index !== scenarioIndex + 1);
    run('npx', ['tsx', 'bench/popular.ts', ...rest], env);
    return;
  }
  if (scenario === 'soak') {
    const rest = args.filter((_, index) => index !== scenarioIndex && index !== scenarioIndex + 1);
    // Another slot (`--slot`) gets a build of its own, so two soaks can run side by side.
    const slotIndex = rest.indexOf('--slot');
    const slot = slotIndex < 0 ? SOAK_SLOT : Number(rest[slotIndex + 1]);
    run('npx', ['vite', 'build', '--mode', 'local-relay', '--outDir', soakDist(slot), '--logLevel', 'warn'], {
      env: { ...process.env, ...shiftedEnv('.env.local-relay', slot) },
    });
    run('npx', ['tsx', 'bench/soak.ts', ...(slotIndex < 0 ? ['--slot', String(slot)] : []), ...rest], env);
    return;
  }
  if (scenario === 'wall-scale') {
    const rest = args.filter((_, index) => index !== scenarioIndex && index !== scenarioIndex + 1);
    const slotIndex = rest.indexOf('--slot');
    const slot = slotIndex < 0 ? WALL_SCALE_SLOT : Number(rest[slotIndex + 1]);
    run('npx', ['vite', 'build', '--mode', 'local-relay', '--outDir', '.cache/dist-wall-scale', '--logLevel', 'warn'], {
      env: { ...process.env, ...shiftedEnv('.env.local-relay', slot) },
    });
    run('npx', ['tsx', 'bench/wall-scale.ts', ...(slotIndex < 0 ? ['--slot', String(slot)] : []), ...rest], env);
    return;
  }
  if (scenario !== 'loopback') {
    throw new Error(`unknown --scenario ${scenario}: public-relays, signed-in, popular, soak, wall-scale or none`);
  }
  run('npx', ['vite', 'build', '--mode', 'local-relay', '--outDir', 'dist-local']);
  run('npx', ['tsx', 'bench/run.ts', ...args], env);
});
