/**
 * One request per picture address, whoever asks and however often its element is made
 * anew: a grid tile handed to another post and back would otherwise ask a slow or dead
 * host again before the first answer came (docs/data-and-requests.md, Media recovery).
 */
export type ProbeResult = 'loaded' | 'failed';

interface Probe {
  result?: ProbeResult;
  waiting: Set<(result: ProbeResult) => void>;
}

/** Enough for every poster of a long visit; the oldest answers are forgotten first. */
const MAX_PROBES = 500;
const probes = new Map<string, Probe>();

function startProbe(address: string): Probe {
  const probe: Probe = { waiting: new Set() };
  const settle = (result: ProbeResult): void => {
    probe.result = result;
    for (const notify of probe.waiting) notify(result);
    probe.waiting.clear();
  };
  // No referrer policy of its own: the element that shows the picture asks with the
  // page's, and only a request made alike is answered from the browser's cache.
  const image = new Image();
  image.onload = () => settle('loaded');
  image.onerror = () => settle('failed');
  image.src = address;
  probes.set(address, probe);
  if (probes.size > MAX_PROBES) probes.delete(probes.keys().next().value as string);
  return probe;
}

/** Calls `onResult` once the picture at `address` has loaded or failed; returns a function that stops waiting. */
export function probePicture(address: string, onResult: (result: ProbeResult) => void): () => void {
  const probe = probes.get(address) ?? startProbe(address);
  if (probe.result) {
    onResult(probe.result);
    return () => undefined;
  }
  probe.waiting.add(onResult);
  return () => probe.waiting.delete(onResult);
}
