/**
 * `npm run bench -- --scenario public-relays [--runs N] [--variant NAME[,NAME]] [--check] [--proxy-http1]`: the app built with
 * `.env.public-relays` (dist-public, which scripts/bench.mjs builds), eight local relays
 * behind latency shims (bench/public-relays/), the browser over an emulated 10 Mbit/s,
 * 40 ms link. For each relay-health variant and each of a tag route, /global and an
 * author route: cold and warm first picture and twenty pictures, bytes received before
 * the first picture and relay connections opened, medians of N runs (5 unless told).
 * Prints a table per variant and writes bench/results/public-relays-{time}.json; `--check`
 * exits non-zero when a budget of bench/public-relays/budgets.ts is missed.
 *
 * The media server (image proxy and originals, port 7448) speaks HTTP/2 over TLS, as the
 * public image proxies do: requests share one connection and do not queue. Served so: a self-signed certificate made with
 * openssl into .cache/bench-tls (bench/public-relays/tls-certificate.ts), which the
 * bench's browser alone is told to accept; the app built with VITE_IMAGE_PROXY at the
 * https:// address into .cache/dist-public-h2 (scripts/bench.mjs); and the fixtures'
 * originals at that address too (the fixture cache, keyed by it, is made afresh when the
 * option changes). The Blossom server (7456) stays plain HTTP: the browser reaches the
 * copies on it only through the image proxy. The results file says `proxyHttp2: true`.
 * `--proxy-http1` serves it as one HTTP/1.1 host instead (dist-public): the browser opens
 * at most six connections to it, so a picture's request, a dead one's 404 and its copy's
 * request queue behind other pictures' downloads.
 *
 * Each run also visits the floor page (bench/floor-page/) cold, over the same link and
 * image proxy: one WebSocket to one relay. That relay is the first one the app's first
 * request asks (the first of VITE_RELAYS) when it is healthy in the variant; when it is
 * dead, silent or slow, the floor page asks the first healthy relay of the list from the
 * start. It waits for no time-out: it is the floor, what a page that already knew which
 * relay answers would reach, and the app, which asks several relays at once, is held to
 * it. For the author route, the first such relay of those the author writes to (where the
 * app's outbox model finds the posts): the others hold none of them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { nip19 } from 'nostr-tools';
import { generateFixtures } from '../tests/support/fixtures';
import { mediaFate, recoverableBlobs } from '../tests/support/media-fate';
import type { NetworkLink } from './network-link';
import { startFloorPage } from './floor-page/build-floor-page';
import { appConfigOf } from './floor-page/floor-address';
import { checkPublicRelayBudgets } from './public-relays/budgets';
import { startRelayNetwork } from './public-relays/relay-network';
import { busiestAuthor, relayListEvents, writePortsOf } from './public-relays/relay-set';
import { printVariantTable, type VariantResults } from './public-relays/report';
import { coldAndWarm, floorPageOf, measurePublicRoute } from './public-relays/route-visits';
import { makeTlsCertificate } from '../tests/support/tls-certificate';
import { healthOf, VARIANTS, type Variant } from './public-relays/variants';
import { startAppServer, startMediaServerProcess } from './servers';

const APP_PORT = 4175;
const http2 = !process.argv.includes('--proxy-http1');
/** scripts/bench.mjs builds the app into these. */
const DIST = http2 ? '.cache/dist-public-h2' : 'dist-public';
const LINK: NetworkLink = { kbps: 10_000, rttMs: 40 };
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const runs = runsFromArgs(process.argv);
const variantIndex = process.argv.indexOf('--variant');
// `--variant "all healthy"` runs that one variant alone; names separated by commas run those.
const chosenNames = new Set((process.argv[variantIndex + 1] ?? '').split(','));
const chosen = variantIndex < 0 ? VARIANTS : VARIANTS.filter((variant) => chosenNames.has(variant.name));
if (chosen.length === 0) throw new Error(`--variant takes one of: ${VARIANTS.map((variant) => variant.name).join(', ')}`);

const MEDIA_PORT = 7448;
/** The builds' public Blossom server (.env.public-relays VITE_BLOSSOM_SERVERS). */
const BLOSSOM_PORT = 7456;
const certificate = http2 ? makeTlsCertificate() : undefined;
const tlsArgs = certificate ? ['--tls-key', certificate.keyFile, '--tls-cert', certificate.certFile] : [];
// Trusts this certificate's key alone: Chromium does not cache what it loads with a certificate error.
const browserArgs = certificate ? [`--ignore-certificate-errors-spki-list=${certificate.spkiHash}`] : [];
let media = await startMediaServerProcess(MEDIA_PORT, tlsArgs);
const now = Math.floor(Date.now() / 1000);
const fixtures = generateFixtures({ set: 'bench', mediaBase: media.url, now });
// The bench set has no relay lists; the outbox model needs one per author.
const relayLists = relayListEvents(fixtures.authors, fixtures.meta.oldest - 60);
const network = await startRelayNetwork([...fixtures.events, ...relayLists]);
const { base, process: app } = await startAppServer(DIST, APP_PORT);
// The build's configuration; scripts/bench.mjs builds the HTTP/2 one with the proxy at https://.
const appConfig = appConfigOf('public-relays');
const imageProxy = http2 ? { ...appConfig.imageProxy, base: `https://127.0.0.1:${MEDIA_PORT}` } : appConfig.imageProxy;
const floorPage = await startFloorPage(imageProxy);

try {
  const author = busiestAuthor(fixtures.events);
  const routes = [`/tags/${fixtures.meta.topTag}`, '/global', `/p/${nip19.npubEncode(author)}`];
  console.log(
    `${fixtures.events.length} events and ${relayLists.length} relay lists on 8 relays; link ${LINK.kbps} kbit/s, ${LINK.rttMs} ms; ${runs} runs per route${http2 ? '; media server over HTTP/2' : ''}`,
  );
  const variants: Record<string, VariantResults> = {};
  for (const variant of chosen) {
    console.log(`\n${variant.name}`);
    await network.useVariant(variant);
    media = await mediaServerFor(variant.deadPicturesOneIn);
    const deadOneIn = variant.deadPicturesOneIn;
    const requestKey = deadOneIn ? (url: string) => deadPictureIn(url, deadOneIn) : undefined;
    const options = { chromiumPath, dist: DIST, link: LINK, takeConnections: network.takeConnections, requestKey, browserArgs };
    // The author's posts are only on the relays the author writes to.
    const floorRelays = routes.map((path) => (path === routes[2] ? floorRelay(variant, writePortsOf(author)) : floorRelay(variant)));
    console.log(`floor page relays: ${routes.map((path, index) => `${path.slice(0, 20)} ${floorRelays[index]}`).join(', ')}`);
    const floorOf = (index: number) =>
      floorPageOf({ base: floorPage.base, dist: floorPage.dist, relay: floorRelays[index] ?? '' }, routes[index] ?? '/');
    // One discarded run first, so the relays, the app server and the floor page's are warm.
    await coldAndWarm({ ...options, url: base + routes[0], ...floorOf(0) });
    const results: VariantResults = {};
    for (const [index, path] of routes.entries())
      results[path] = await measurePublicRoute({ ...options, url: base + path, runs, label: path.slice(0, 20), ...floorOf(index) });
    variants[variant.name] = results;
  }
  const date = new Date().toISOString();
  const file = `bench/results/public-relays-${date.replace(/[:.]/g, '-')}.json`;
  writeFileSync(
    file,
    JSON.stringify(
      {
        date,
        scenario: 'public-relays',
        events: fixtures.events.length,
        link: LINK,
        runs,
        ...(http2 ? { proxyHttp2: true } : {}),
        variants,
      },
      null,
      2,
    ),
  );
  for (const [name, results] of Object.entries(variants)) printVariantTable(name, results);
  console.log(`\nwritten to ${file}`);
  if (process.argv.includes('--check')) {
    const missed = checkPublicRelayBudgets(variants, routes[0] ?? '', routes[2] ?? '');
    for (const line of missed) console.log(`MISSED ${line}`);
    process.exitCode = missed.length > 0 ? 1 : 0;
  }
} finally {
  app.kill('SIGTERM');
  floorPage.stop();
  await network.stop();
  await media.stop();
}

/** The media server as the variant needs it: all pictures alive, or one in N dead with the recoverable half on a Blossom server. */
async function mediaServerFor(deadOneIn: number | undefined): Promise<typeof media> {
  await media.stop();
  if (!deadOneIn) return startMediaServerProcess(MEDIA_PORT, tlsArgs);
  mkdirSync('.cache', { recursive: true });
  const blobsFile = '.cache/bench-blobs.json';
  writeFileSync(blobsFile, JSON.stringify(recoverableBlobs(fixtures.events, deadOneIn)));
  return startMediaServerProcess(MEDIA_PORT, [
    ...tlsArgs,
    '--dead-one-in',
    String(deadOneIn),
    '--blossom-port',
    String(BLOSSOM_PORT),
    '--blobs',
    blobsFile,
  ]);
}

/** The first of the app's relays that is healthy in the variant (see the header), of those that hold the route's posts. */
function floorRelay(variant: Variant, holding?: readonly number[]): string {
  const healthy = appConfig.relays.find((relay) => {
    const port = Number(new URL(relay).port);
    return healthOf(variant, port) === 'healthy' && (!holding || holding.includes(port));
  });
  if (!healthy) throw new Error(`${variant.name}: no healthy relay for the floor page`);
  return healthy;
}

/** The dead picture a request asks for, directly or through the image proxy. */
function deadPictureIn(url: string, deadOneIn: number): string | undefined {
  const name = /\/media\/([A-Za-z0-9_-]+)\.[a-z0-9]+/.exec(decodeURIComponent(url))?.[1];
  return name && mediaFate(name, deadOneIn) !== 'alive' ? name : undefined;
}

function runsFromArgs(argv: readonly string[]): number {
  const index = argv.indexOf('--runs');
  if (index < 0) return 5;
  const value = Number(argv[index + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error('--runs takes a whole number of runs, e.g. --runs 2');
  return value;
}
