/**
 * `npm run bench -- --scenario popular --profile`: one cold visit of the ranked feed, its
 * time split by cause (docs/routes-and-filters.md, Popular): the relay requests for the
 * period's posts and for their counts (sent, events, last answer), the signature worker's
 * busy time, and the page's own script time by file, from a CPU profile of the page.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { newProfile, openBrowser } from './browser';
import { PROBE_SCRIPT, type ProbeResult } from './page-probe';

const WIRE_SCRIPT = readFileSync(fileURLToPath(new URL('./popular-profile.js', import.meta.url)), 'utf8');

interface ProfileNode {
  id: number;
  callFrame: { url: string; functionName: string };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
interface WireSplit {
  split: Record<string, { requests: number; events: number; first: number; last: number }>;
  sampledRequests: number;
  worker: { requests: number; events: number; idsOnly: number; busyMs: number };
}

/** Self time by script file (or V8's own buckets: garbage collector, program, idle), largest first. */
function selfTimeByFile(profile: CpuProfile): [string, number][] {
  const fileOf = new Map(
    profile.nodes.map((node) => [
      node.id,
      node.callFrame.url ? node.callFrame.url.replace(/^[a-z]+:\/\/[^/]*/, '') : `(${node.callFrame.functionName || 'native'})`,
    ]),
  );
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const file = fileOf.get(id) ?? '?';
    totals.set(file, (totals.get(file) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

export async function profilePopularVisit(url: string, chromiumPath: string, watchMs: number): Promise<void> {
  const profile = newProfile();
  const context = await openBrowser(profile.dir, chromiumPath);
  try {
    const page = await context.newPage();
    const warnings: string[] = [];
    context.on('request', (request) => {
      if (request.url().includes('wasm')) warnings.push(`asked for ${request.url()}`);
    });
    page.on('worker', (worker) => worker.on('console', (message) => warnings.push(`worker: ${message.text()}`)));
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await page.addInitScript(WIRE_SCRIPT);
    await page.addInitScript({ path: PROBE_SCRIPT });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForTimeout(watchMs);
    const { profile: cpu } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const probe = (await page.evaluate(() => (window as unknown as { __probe: ProbeResult }).__probe)) as ProbeResult;
    const wire = (await page.evaluate(() => (window as unknown as { __popularProfile(): WireSplit }).__popularProfile())) as WireSplit;
    const ms = (value: number): string => (Number.isFinite(value) ? String(Math.round(value)) : '-');
    console.log(`first ranked picture: ${ms(probe.firstPicture ?? NaN)} ms, twentieth: ${ms(probe.twentyPictures ?? NaN)} ms`);
    for (const [what, part] of Object.entries(wire.split)) {
      console.log(
        `relay requests, ${what}: ${part.requests} requests, ${part.events} events, from ${ms(part.first)} to ${ms(part.last)} ms`,
      );
    }
    console.log(`relay requests with sampled checks: ${wire.sampledRequests}`);
    const { events, idsOnly, requests, busyMs } = wire.worker;
    console.log(`signature worker: ${events} events (${idsOnly} ids only) in ${requests} requests, busy ${ms(busyMs)} ms`);
    const files = selfTimeByFile(cpu);
    const total = files.reduce((sum, [, time]) => sum + time, 0);
    console.log(`page thread over the visit: ${ms(total)} ms sampled`);
    for (const [file, time] of files.slice(0, 12)) console.log(`  ${ms(time).padStart(6)} ms  ${file}`);
    const kinds = new Map<string, number>();
    for (const warning of warnings) kinds.set(warning.slice(0, 80), (kinds.get(warning.slice(0, 80)) ?? 0) + 1);
    for (const [warning, count] of kinds) console.log(`console: ${count} × ${warning}`);
  } finally {
    await context.close();
    profile.remove();
  }
}
