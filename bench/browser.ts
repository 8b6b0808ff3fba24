/** Debian chromium through Playwright, with a fresh or reused profile per visit. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { watchLinkBytes, type LinkBytes } from './link-bytes';
import { emulateLink, type NetworkLink } from './network-link';
import { PROBE_SCRIPT, type ProbeResult } from './page-probe';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface VisitResult extends ProbeResult {
  scriptMs: number | null;
  scripts: { path: string; raw: number; gzip: number }[];
  requests: number;
  /** Only when the visit was asked to count them. */
  linkBytes?: LinkBytes;
  /** With `requestKey`: the most requests that went to one key. */
  mostRequestsOfOne?: number;
  /** With `requestKey`: each key asked more than once, with the addresses it was asked at, in order. */
  repeatedRequests?: string[];
}

export function newProfile(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'diorama-bench-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function openBrowser(profileDir: string, executablePath: string, extraArgs: readonly string[] = []): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    executablePath,
    headless: true,
    args: [...ARGS, ...extraArgs],
    viewport: { width: 1920, height: 1080 },
  });
}

async function scriptSeconds(cdp: CDPSession): Promise<number | null> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  const duration = metrics.find((metric) => metric.name === 'ScriptDuration')?.value;
  return duration === undefined ? null : duration * 1000;
}

export interface VisitOptions {
  watchMs?: number;
  link?: NetworkLink;
  countBytes?: boolean;
  requestKey?: (url: string) => string | undefined;
  /** Also count moves of pictures on screen, which reads the page's layout every frame of the visit. */
  watchMoves?: boolean;
  /** Runs in the page before its own scripts, e.g. to put a stored session in place. */
  initScript?: string;
}

/** One visit: navigate, watch for `watchMs`, and report what the browser showed. */
export async function visit(
  context: BrowserContext,
  url: string,
  distDir: string,
  { watchMs = 5000, link, countBytes = false, requestKey, watchMoves = false, initScript }: VisitOptions = {},
): Promise<VisitResult & { page: Page }> {
  const page = await context.newPage();
  if (initScript) await page.addInitScript(initScript);
  if (watchMoves) await page.addInitScript(() => Object.assign(window, { __probeMoves: true }));
  await page.addInitScript({ path: PROBE_SCRIPT });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (link) await emulateLink(cdp, link);
  const bytes = countBytes ? await watchLinkBytes(cdp) : undefined;
  const scripts: VisitResult['scripts'] = [];
  let requests = 0;
  const keyed = new Map<string, string[]>();
  page.on('request', (request) => {
    requests += 1;
    const key = requestKey?.(request.url());
    if (key) keyed.set(key, [...(keyed.get(key) ?? []), `${request.url()} (${request.resourceType()})`]);
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const path = new URL(response.url()).pathname;
    // The signature worker imports files the page has loaded already: one download each.
    if (scripts.some((script) => script.path === path)) return;
    try {
      const body = readFileSync(join(distDir, path));
      scripts.push({ path, raw: body.length, gzip: gzipSync(body).length });
    } catch {
      // a script that is not ours (none expected) is not counted
    }
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForTimeout(watchMs);
  const probe = await page.evaluate(() => window.__probe);
  const scriptMs = await scriptSeconds(cdp);
  let linkBytes: LinkBytes | undefined;
  if (bytes) {
    const firstPictureAt = probe.firstPicture === null ? null : (await page.evaluate(() => performance.timeOrigin)) + probe.firstPicture;
    linkBytes = bytes.result(firstPictureAt);
  }
  const mostRequestsOfOne = requestKey ? Math.max(0, ...[...keyed.values()].map((urls) => urls.length)) : undefined;
  const repeatedRequests = [...keyed].filter(([, urls]) => urls.length > 1).map(([key, urls]) => `${key}: ${urls.join(', ')}`);
  return {
    ...probe,
    scriptMs,
    scripts,
    requests,
    page,
    ...(linkBytes ? { linkBytes } : {}),
    ...(mostRequestsOfOne === undefined ? {} : { mostRequestsOfOne, repeatedRequests }),
  };
}

/**
 * One visit in a browser of its own on the profile, closed afterwards, as a visitor's
 * browser would be; `inspect` reads what it needs from the page before it closes.
 */
export async function visitInOwnBrowser<T = undefined>(
  browser: { profileDir: string; chromiumPath: string; args?: readonly string[] },
  url: string,
  distDir: string,
  options: VisitOptions,
  inspect?: (page: Page) => Promise<T>,
): Promise<{ result: VisitResult; inspected: T | undefined }> {
  const context = await openBrowser(browser.profileDir, browser.chromiumPath, browser.args);
  try {
    const { page, ...result } = await visit(context, url, distDir, options);
    const inspected = inspect ? await inspect(page) : undefined;
    await page.close({ runBeforeUnload: true });
    return { result, inspected };
  } finally {
    await context.close();
  }
}
