import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NostrEvent } from '../core/types';
import type { SpeedUpRequest, VerifyRequest, VerifyResponse } from './signature-worker';
import { createSignatureChecks, type SignatureCheckerModule } from './verify-off-thread';

/** A post whose signature the fake checkers pass, or, forged, fail. */
const post = (name: string, { forged = false } = {}): NostrEvent => ({
  id: name.padEnd(64, '0'),
  pubkey: 'f'.repeat(64),
  kind: 20,
  created_at: 1,
  tags: [],
  content: name,
  sig: forged ? 'forged' : 'genuine',
});
const genuine = (event: NostrEvent): boolean => event.sig === 'genuine';
const ids = (events: NostrEvent[]): string[] => events.map((event) => event.id);

/** A worker that records every request, for the test to answer or to fail. */
class FakeWorker {
  requests: VerifyRequest[] = [];
  terminated = false;
  onmessage: ((message: { data: VerifyResponse }) => void) | null = null;
  onerror: (() => void) | null = null;
  onmessageerror: (() => void) | null = null;
  speedUps = 0;
  postMessage(request: VerifyRequest | SpeedUpRequest): void {
    if ('speedUp' in request) this.speedUps += 1;
    else this.requests.push(request);
  }
  terminate(): void {
    this.terminated = true;
  }
  /** Answers a request as the app's worker does: with the ids that passed. */
  answer(request: VerifyRequest | undefined, valid = ids(request?.events ?? [])): void {
    if (!request) throw new Error('no such request');
    this.onmessage?.({ data: { id: request.id, valid } });
  }
}

/** A gate the test opens: the checker's module arriving, or failing to. */
function gate<T>() {
  const ends: { open?: (value: T) => void; fail?: (error: Error) => void } = {};
  const opened = new Promise<T>((resolve, reject) => {
    ends.open = resolve;
    ends.fail = reject;
  });
  return { opened, open: (value: T) => ends.open?.(value), fail: (error: Error) => ends.fail?.(error) };
}

/**
 * The checks as a page that has just started has them, over fakes: a checker's module
 * whose checkers record what they check, and workers the test answers. `checker` is the
 * module's arrival; `noWorker` is a page that cannot start one.
 */
function freshChecks({ checker, noWorker = false }: { checker?: () => Promise<SignatureCheckerModule>; noWorker?: boolean } = {}) {
  /** What the page's own checker (createSignatureChecker's) checked, in order. */
  const checkedByPageChecker: NostrEvent[] = [];
  const module = {
    verifyEventSignature: vi.fn(genuine),
    /** The fakes' ids always match: a forged post differs only in its signature. */
    eventIdMatches: vi.fn((event: NostrEvent) => event.id.length > 0),
    createSignatureChecker: vi.fn(() => (event: NostrEvent) => {
      checkedByPageChecker.push(event);
      return genuine(event);
    }),
    warmSignatureChecker: vi.fn((check: (event: NostrEvent) => boolean) => check(post('sample'))),
  };
  const workers: FakeWorker[] = [];
  const deps = {
    startWorker: vi.fn(() => {
      if (noWorker) throw new Error('workers are not allowed here');
      const worker = new FakeWorker();
      workers.push(worker);
      return worker;
    }),
    loadChecker: vi.fn(checker ?? (async () => module)),
  };
  const checks = createSignatureChecks(deps);
  /** The one worker started, and its requests' events. */
  const worker = (): FakeWorker => {
    expect(workers).toHaveLength(1);
    return workers[0] as FakeWorker;
  };
  const asked = (): NostrEvent[][] => workers.flatMap((started) => started.requests.map((request) => request.events));
  return { ...checks, deps, module, checkedByPageChecker, workers, worker, asked };
}

/** Whether a promise has settled by the time the microtasks queued now have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  return done;
}

afterEach(() => vi.useRealTimers());

describe('the first posts of a first visit', () => {
  it('wait for the page’s checker while it loads, and start no worker: what it checks comes after the first screen', async () => {
    const loading = gate<SignatureCheckerModule>();
    const checks = freshChecks({ checker: () => loading.opened });
    const [a, b] = [post('a'), post('b')];
    const fake = post('c', { forged: true });
    checks.startSignatureChecks();

    const atOnce = checks.verifyFirstPosts([a, fake], { atOnce: true });
    const inATask = checks.verifyFirstPosts([b], { atOnce: false });
    expect(await settled(atOnce)).toBe(false);
    loading.open(checks.module);

    expect([...(await atOnce)]).toEqual([a.id]);
    expect([...(await inATask)]).toEqual([b.id]);
    expect(checks.deps.startWorker).not.toHaveBeenCalled();
    expect(checks.module.verifyEventSignature).not.toHaveBeenCalled();
  });

  it('load the page’s checker once, and warm it with a sample before the first post comes', async () => {
    const checks = freshChecks();
    checks.startSignatureChecks();
    checks.startSignatureChecks();
    await checks.verifyFirstPosts([post('a')], { atOnce: true });

    expect(checks.deps.loadChecker).toHaveBeenCalledOnce();
    expect(checks.module.createSignatureChecker).toHaveBeenCalledOnce();
    expect(checks.module.warmSignatureChecker).toHaveBeenCalledOnce();
    expect(ids(checks.checkedByPageChecker)).toEqual(ids([post('sample'), post('a')]));
  });

  it('once the checker is in, are checked in the caller’s task when asked at once', async () => {
    const checks = freshChecks();
    checks.startSignatureChecks();
    await checks.verifyFirstPosts([post('a')], { atOnce: true });

    const [b, fake] = [post('b'), post('c', { forged: true })];
    const valid = checks.verifyFirstPosts([b, fake], { atOnce: true });
    expect(ids(checks.checkedByPageChecker).slice(-2)).toEqual(ids([b, fake]));
    expect([...(await valid)]).toEqual([b.id]);
  });

  it('otherwise are checked each in a task of its own, in the order asked', async () => {
    const checks = freshChecks();
    checks.startSignatureChecks();
    await checks.verifyFirstPosts([post('a')], { atOnce: true });
    const before = checks.checkedByPageChecker.length;

    const [b, c] = [post('b'), post('c')];
    const first = checks.verifyFirstPosts([b], { atOnce: false });
    const second = checks.verifyFirstPosts([c], { atOnce: false });
    expect(checks.checkedByPageChecker).toHaveLength(before);

    expect([...(await second)]).toEqual([c.id]);
    expect([...(await first)]).toEqual([b.id]);
    expect(ids(checks.checkedByPageChecker.slice(before))).toEqual(ids([b, c]));
    expect(checks.deps.startWorker).not.toHaveBeenCalled();
  });

  it('go to the worker when the page’s checker cannot be loaded', async () => {
    const loading = gate<SignatureCheckerModule>();
    const checks = freshChecks({ checker: () => loading.opened });
    const a = post('a');
    checks.startSignatureChecks();

    const valid = checks.verifyFirstPosts([a], { atOnce: true });
    loading.fail(new Error('the checker’s file could not be fetched'));
    await vi.waitFor(() => expect(checks.asked()).toEqual([[a]]));
    checks.worker().answer(checks.worker().requests[0]);

    expect([...(await valid)]).toEqual([a.id]);
    expect(checks.checkedByPageChecker).toEqual([]);
  });

  it('go to the worker when nothing has started the page’s checker', async () => {
    const checks = freshChecks();
    const a = post('a');

    const valid = checks.verifyFirstPosts([a], { atOnce: true });
    expect(checks.asked()).toEqual([[a]]);
    checks.worker().answer(checks.worker().requests[0]);

    expect([...(await valid)]).toEqual([a.id]);
    expect(checks.deps.loadChecker).not.toHaveBeenCalled();
  });
});

describe('batches', () => {
  it('go to one worker, started on the first batch, and each gets its own answer', async () => {
    const checks = freshChecks();
    const [a, b, c] = [post('a'), post('b'), post('c')];
    expect(checks.deps.startWorker).not.toHaveBeenCalled();

    const first = checks.verifyBatchOffThread([a, b]);
    const second = checks.verifyBatchOffThread([c]);
    const worker = checks.worker();
    expect(checks.asked()).toEqual([[a, b], [c]]);
    worker.answer(worker.requests[1]);
    worker.answer(worker.requests[0], [a.id]);

    expect([...(await first)]).toEqual([a.id]);
    expect([...(await second)]).toEqual([c.id]);
    expect(checks.module.verifyEventSignature).not.toHaveBeenCalled();
  });

  it('of nothing pass nothing, without starting a worker', async () => {
    const checks = freshChecks();
    expect([...(await checks.verifyBatchOffThread([]))]).toEqual([]);
    expect(checks.deps.startWorker).not.toHaveBeenCalled();
  });

  it.each(['onerror', 'onmessageerror'] as const)(
    'are checked on the page when the worker fails (%s), those waiting and those after, and no worker starts again',
    async (failure) => {
      const checks = freshChecks();
      const [a, fake, b] = [post('a'), post('c', { forged: true }), post('b')];
      const waiting = checks.verifyBatchOffThread([a, fake]);
      const worker = checks.worker();

      worker[failure]?.();

      expect(worker.terminated).toBe(true);
      expect([...(await waiting)]).toEqual([a.id]);
      expect([...(await checks.verifyBatchOffThread([b]))]).toEqual([b.id]);
      expect(checks.module.verifyEventSignature).toHaveBeenCalledTimes(3);
      expect(checks.deps.startWorker).toHaveBeenCalledOnce();
      expect(worker.requests).toHaveLength(1);
    },
  );

  it('are checked on the page when no worker can be started, and starting one is not tried again', async () => {
    const checks = freshChecks({ noWorker: true });
    const [a, fake] = [post('a'), post('c', { forged: true })];

    expect([...(await checks.verifyBatchOffThread([a, fake]))]).toEqual([a.id]);
    expect([...(await checks.verifyBatchOffThread([a]))]).toEqual([a.id]);
    expect(checks.deps.startWorker).toHaveBeenCalledOnce();
  });
});

describe('checks asked one event at a time', () => {
  it('go to the worker together when asked within a frame, and each asker gets its own ids', async () => {
    vi.useFakeTimers();
    const checks = freshChecks();
    const [a, b] = [post('a'), post('b')];

    const first = checks.verifyOffThread([a]);
    const second = checks.verifyOffThread([b]);
    vi.advanceTimersByTime(15);
    expect(checks.asked()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(checks.asked()).toEqual([[a, b]]);
    checks.worker().answer(checks.worker().requests[0], [a.id]);

    expect([...(await first)]).toEqual([a.id]);
    expect([...(await second)]).toEqual([]);
  });

  it('go at once when a frame’s worth has gathered', () => {
    vi.useFakeTimers();
    const checks = freshChecks();
    const many = Array.from({ length: 500 }, (_, index) => post(`p${index}`));

    void checks.verifyOffThread(many.slice(0, 499));
    expect(checks.asked()).toEqual([]);
    void checks.verifyOffThread(many.slice(499));
    expect(checks.asked()).toEqual([many]);
  });
});

describe('sampled checks, ids only', () => {
  it('go to the worker apart from full checks, marked as ids only', async () => {
    vi.useFakeTimers();
    const checks = freshChecks();
    const [a, b] = [post('a'), post('b', { forged: true })];

    const idsOnly = checks.verifyIdsOffThread([b]);
    const whole = checks.verifyOffThread([a]);
    vi.advanceTimersByTime(16);
    const [idsRequest, wholeRequest] = checks.worker().requests;
    expect(idsRequest).toMatchObject({ events: [b], idsOnly: true });
    expect(wholeRequest).toEqual({ id: wholeRequest?.id, events: [a] });
    checks.worker().answer(idsRequest);
    checks.worker().answer(wholeRequest);
    expect([...(await idsOnly)]).toEqual([b.id]);
    expect([...(await whole)]).toEqual([a.id]);
  });

  it('are checked on the page as ids only when the worker fails', async () => {
    const checks = freshChecks({ noWorker: true });
    const forged = post('c', { forged: true });
    expect([...(await checks.verifyBatchOffThread([forged]))]).toEqual([]);
    vi.useFakeTimers();
    const idsOnly = checks.verifyIdsOffThread([forged]);
    await vi.advanceTimersByTimeAsync(16);
    expect([...(await idsOnly)]).toEqual([forged.id]);
    expect(checks.module.eventIdMatches.mock.calls.map(([checked]) => checked)).toEqual([forged]);
  });
});

describe('speeding up', () => {
  it('asks the worker, started for it if need be, to load its faster checker', () => {
    const checks = freshChecks();
    checks.speedUpChecks();
    expect(checks.worker().speedUps).toBe(1);
    expect(checks.worker().requests).toEqual([]);
  });

  it('asks nothing of a page that cannot start a worker', () => {
    const checks = freshChecks({ noWorker: true });
    expect(() => checks.speedUpChecks()).not.toThrow();
    expect(checks.workers).toEqual([]);
  });
});

describe('each set of checks', () => {
  it('has a worker and a checker of its own', async () => {
    const first = freshChecks();
    const second = freshChecks();
    first.startSignatureChecks();
    await first.verifyFirstPosts([post('a')], { atOnce: true });
    void first.verifyBatchOffThread([post('b')]);

    const valid = second.verifyFirstPosts([post('c')], { atOnce: true });
    expect(second.asked()).toEqual([[post('c')]]);
    second.worker().answer(second.worker().requests[0]);
    expect([...(await valid)]).toEqual([post('c').id]);
    expect(second.worker().requests[0]?.id).toBe(0);
  });
});
