// Runs in the page before its own scripts (bench/popular-profile.ts): notes, at the wire,
// when each relay request was sent, how many events it brought and when it ended, and
// how long the signature worker was busy, so one visit's time can be split by cause.
(() => {
  const requests = new Map();
  const worker = { requests: 0, events: 0, idsOnly: 0, busyMs: 0, lastAnswer: 0 };
  const sent = new Map();
  const kindsOf = (filters) => new Set(filters.flatMap((filter) => (Array.isArray(filter?.kinds) ? filter.kinds : [])));

  const NativeSocket = window.WebSocket;
  window.WebSocket = class extends NativeSocket {
    constructor(...args) {
      super(...args);
      const relay = String(args[0]);
      this.addEventListener('message', (message) => {
        if (typeof message.data !== 'string') return;
        const type = message.data.slice(2, message.data.indexOf('"', 2));
        if (type !== 'EVENT' && type !== 'EOSE' && type !== 'CLOSED' && type !== 'COUNT') return;
        const id = message.data.slice(message.data.indexOf(',') + 2, message.data.indexOf('"', message.data.indexOf(',') + 2));
        const entry = requests.get(`${relay} ${id}`);
        if (!entry) return;
        if (type === 'EVENT') {
          entry.events += 1;
          entry.lastEvent = performance.now();
        } else entry.end ??= performance.now();
      });
    }
    send(data) {
      if (typeof data === 'string' && data.startsWith('["REQ"')) {
        try {
          const [, id, ...filters] = JSON.parse(data);
          const kinds = kindsOf(filters);
          const what = kinds.has(20) || kinds.has(21) || kinds.has(22) ? 'posts' : kinds.has(7) || kinds.has(9735) ? 'counts' : 'other';
          requests.set(`${this.url} ${id}`, { what, start: performance.now(), events: 0, end: undefined, lastEvent: undefined });
        } catch {
          // not ours to judge
        }
      }
      return super.send(data);
    }
  };

  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (message) => {
        const asked = sent.get(message.data?.id);
        if (!asked) return;
        const now = performance.now();
        worker.busyMs += now - Math.max(asked.at, worker.lastAnswer);
        worker.lastAnswer = now;
      });
    }
    postMessage(message, ...rest) {
      if (message && Array.isArray(message.events)) {
        worker.requests += 1;
        worker.events += message.events.length;
        if (message.idsOnly) worker.idsOnly += message.events.length;
        sent.set(message.id, { at: performance.now() });
      }
      return super.postMessage(message, ...rest);
    }
  };

  window.__popularProfile = () => {
    const split = {};
    for (const entry of requests.values()) {
      const part = (split[entry.what] ??= { requests: 0, events: 0, first: Infinity, last: 0, durations: [] });
      part.requests += 1;
      if (entry.end !== undefined) part.durations.push(entry.end - entry.start);
      part.events += entry.events;
      part.first = Math.min(part.first, entry.start);
      part.last = Math.max(part.last, entry.end ?? entry.lastEvent ?? entry.start);
    }
    const { requests: asked, events, idsOnly, busyMs } = worker;
    const sampledRequests = [...requests.keys()].filter((key) => key.includes(' sampled-')).length;
    return { split, sampledRequests, worker: { requests: asked, events, idsOnly, busyMs } };
  };
})();
