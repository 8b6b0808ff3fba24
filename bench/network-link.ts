/**
 * An emulated network link for the route visits (`npm run bench -- --link 2000/100`:
 * kbit/s down, milliseconds of round trip; up is half the down rate), through Chrome's
 * own network conditions. The budgets are for loopback; this shows what a visitor on a
 * slow link waits for, which loopback hides: a script fetched beside the first pictures
 * costs a slow link their bandwidth, and loopback nothing.
 */
import type { CDPSession } from '@playwright/test';

export interface NetworkLink {
  kbps: number;
  rttMs: number;
}

/** The `--link` argument's link, undefined without one; throws on a malformed one. */
export function linkFromArgs(argv: readonly string[]): NetworkLink | undefined {
  const index = argv.indexOf('--link');
  if (index < 0) return undefined;
  const match = /^(\d+)\/(\d+)$/.exec(argv[index + 1] ?? '');
  if (!match) throw new Error('--link takes kbit/s and round-trip ms, e.g. --link 2000/100');
  return { kbps: Number(match[1]), rttMs: Number(match[2]) };
}

export async function emulateLink(cdp: CDPSession, link: NetworkLink): Promise<void> {
  const bytesPerSecond = (link.kbps * 1000) / 8;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: link.rttMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond / 2,
  });
}
