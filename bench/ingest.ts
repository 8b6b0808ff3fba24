/**
 * A burst: 2,000 new picture posts reach an open /global page at once, sent to the relay
 * over the real protocol; the page's long tasks during the next seconds are counted.
 */
import { finalizeEvent } from 'nostr-tools';
import { WebSocket } from 'ws';
import { TEXT_NOTE_KIND } from '../src/core/events/kinds';
import { newProfile, openBrowser } from './browser';
import { PROBE_SCRIPT } from './page-probe';

export interface IngestResult {
  events: number;
  longTasks: number;
  longestTaskMs: number;
  totalLongTaskMs: number;
}

function burst(count: number, tag: string, mediaBase: string): object[] {
  const secret = new Uint8Array(32).fill(9);
  const now = Math.floor(Date.now() / 1000);
  return Array.from({ length: count }, (_, index) =>
    finalizeEvent(
      {
        kind: TEXT_NOTE_KIND,
        created_at: now,
        tags: [['t', tag]],
        content: `Burst ${index} ${mediaBase}/media/burst-${index}.jpg #${tag}`,
      },
      secret,
    ),
  );
}

async function publish(relayUrl: string, events: object[]): Promise<void> {
  const socket = new WebSocket(relayUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let acknowledged = 0;
  const done = new Promise<void>((resolve) => {
    socket.on('message', (data) => {
      if (String(data).startsWith('["OK"') && ++acknowledged === events.length) resolve();
    });
  });
  for (const event of events) socket.send(JSON.stringify(['EVENT', event]));
  await done;
  socket.close();
}

export async function measureIngest(options: {
  base: string;
  chromiumPath: string;
  dist: string;
  relay: { current(): { url: string } };
  count: number;
  tag: string;
}): Promise<IngestResult> {
  const events = burst(options.count, options.tag, 'http://127.0.0.1:7448');
  const profile = newProfile();
  const context = await openBrowser(profile.dir, options.chromiumPath);
  try {
    const page = await context.newPage();
    await page.addInitScript({ path: PROBE_SCRIPT });
    await page.goto(`${options.base}/global`);
    await page.waitForFunction(() => window.__probe.firstPicture !== null);
    await page.waitForTimeout(2000);
    const start = await page.evaluate(() => performance.now());
    await publish(options.relay.current().url, events);
    await page.waitForTimeout(5000);
    const probe = await page.evaluate(() => window.__probe);
    const tasks = probe.longTasks.filter((task) => task.start >= start);
    return {
      events: events.length,
      longTasks: tasks.length,
      longestTaskMs: Math.round(Math.max(0, ...tasks.map((task) => task.duration))),
      totalLongTaskMs: Math.round(tasks.reduce((sum, task) => sum + task.duration, 0)),
    };
  } finally {
    await context.close();
    profile.remove();
  }
}
