/**
 * `npm run bench -- --scenario popular --profile`: one cold visit of the ranked feed, its
 * time split by cause (docs/routes-and-filters.md, Popular): the relay requests for the
 * period's posts and for their counts (sent, events, last answer), the signature worker's
 * busy time, and the page's own script time by file, from a CPU profile of the page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { newProfile, openBrowser } from './browser';
import { PROBE_SCRIPT, type ProbeResult } from './page-probe';
import { summarize } from './stats';

const WIRE_SCRIPT = readFileSync(fileURLToPath(new URL('./popular-profile.js', import.meta.url)), 'utf8');
const COUNTED_SCRIPT = readFileSync(fileURLToPath(new URL('./popular-counted.js', import.meta.url)), 'utf8');

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
  split: Record<string, { requests: number; events: number; first: number; last: number; durations: number[] }>;
  sampledRequests: number;
  worker: { requests: number; events: number; idsOnly: number; busyMs: number };
}

/** Seconds of CPU this machine spent busy and in all, summed over its cores (/proc/stat). */
function machineCpu(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  const total = fields.reduce((sum, value) => sum + value, 0);
  // idle and iowait
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: (total - idle) / 100, total: total / 100 };
}

/**
 * CPU seconds of every chromium thread on this machine, keyed by the process's type and
 * the thread's name (e.g. `renderer DedicatedWorker`): a worker's own time, which no
 * profile of the page shows, and the browser's time outside the page.
 */
function chromiumThreadCpu(): Map<string, number> {
  const totals = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/);
      if (!command[0]?.includes('chrom')) continue;
      const type = command.find((part) => part.startsWith('--type='))?.slice('--type='.length) ?? 'browser';
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const name = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
        // Fields after the command name, which is in parentheses: utime and stime are the 12th and 13th.
        const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        const seconds = (Number(fields[11]) + Number(fields[12])) / 100;
        const key = `${type} ${name}`;
        totals.set(key, (totals.get(key) ?? 0) + seconds);
      }
    } catch {
      // a process that ended while read
    }
  }
  return totals;
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
    await page.addInitScript(COUNTED_SCRIPT);
    await page.addInitScript({ path: PROBE_SCRIPT });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
    await cdp.send('Profiler.start');
    const threadsBefore = chromiumThreadCpu();
    const relaysBefore = process.cpuUsage();
    const machineBefore = machineCpu();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForTimeout(watchMs);
    const relaysCpu = process.cpuUsage(relaysBefore);
    const machineAfter = machineCpu();
    const threads = [...chromiumThreadCpu()]
      .map(([thread, seconds]) => [thread, seconds - (threadsBefore.get(thread) ?? 0)] as const)
      .sort((a, b) => b[1] - a[1]);
    const { profile: cpu } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const probe = (await page.evaluate(() => (window as unknown as { __probe: ProbeResult }).__probe)) as ProbeResult;
    const wire = (await page.evaluate(() => (window as unknown as { __popularProfile(): WireSplit }).__popularProfile())) as WireSplit;
    const ms = (value: number): string => (Number.isFinite(value) ? String(Math.round(value)) : '-');
    const counted =
      (await page.evaluate(() => (window as unknown as { __popularCounted: { counted: number | null } }).__popularCounted.counted)) ?? NaN;
    console.log(
      `first ranked picture: ${ms(probe.firstPicture ?? NaN)} ms, twentieth: ${ms(probe.twentyPictures ?? NaN)} ms, counted: ${ms(counted)} ms`,
    );
    for (const [what, part] of Object.entries(wire.split)) {
      console.log(
        `relay requests, ${what}: ${part.requests} requests, ${part.events} events, from ${ms(part.first)} to ${ms(part.last)} ms, ` +
          `each to its end ${ms(summarize(part.durations).median ?? NaN)} ms (median), ${ms(summarize(part.durations).max ?? NaN)} ms (longest)`,
      );
    }
    console.log(`relay requests with sampled checks: ${wire.sampledRequests}`);
    const { events, idsOnly, requests, busyMs } = wire.worker;
    console.log(`signature worker: ${events} events (${idsOnly} ids only) in ${requests} requests, busy ${ms(busyMs)} ms`);
    // The bench's relays run in this process: its CPU is theirs.
    console.log(`relays' CPU over the visit: ${ms((relaysCpu.user + relaysCpu.system) / 1000)} ms`);
    const busy = machineAfter.busy - machineBefore.busy;
    const total = machineAfter.total - machineBefore.total;
    console.log(`machine busy over the visit: ${Math.round((busy / total) * 100)} % of its cores`);
    console.log('chromium threads over the visit (CPU):');
    for (const [thread, seconds] of threads.slice(0, 8)) console.log(`  ${ms(seconds * 1000).padStart(6)} ms  ${thread}`);
    const files = selfTimeByFile(cpu);
    const sampled = files.reduce((sum, [, time]) => sum + time, 0);
    console.log(`page thread over the visit: ${ms(sampled)} ms sampled`);
    for (const [file, time] of files.slice(0, 12)) console.log(`  ${ms(time).padStart(6)} ms  ${file}`);
    const kinds = new Map<string, number>();
    for (const warning of warnings) kinds.set(warning.slice(0, 80), (kinds.get(warning.slice(0, 80)) ?? 0) + 1);
    for (const [warning, count] of kinds) console.log(`console: ${count} × ${warning}`);
  } finally {
    await context.close();
    profile.remove();
  }
}
