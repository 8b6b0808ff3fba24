/**
 * Fakes for the signature checks' unit tests (src/nostr/verify-off-thread.ts): posts the
 * fake checkers pass or fail, workers the test answers, and the checks of a page that has
 * just started, built over them.
 */
import { expect, vi } from 'vitest';
import type { NostrEvent } from '../../src/core/types';
import type { SpeedUpRequest, VerifyRequest, VerifyResponse } from '../../src/nostr/signature-worker';
import { createSignatureChecks, type SignatureCheckerModule } from '../../src/nostr/verify-off-thread';

/** A post whose signature the fake checkers pass, or, forged, fail. */
export const post = (name: string, { forged = false } = {}): NostrEvent => ({
  id: name.padEnd(64, '0'),
  pubkey: 'f'.repeat(64),
  kind: 20,
  created_at: 1,
  tags: [],
  content: name,
  sig: forged ? 'forged' : 'genuine',
});
export const genuine = (event: NostrEvent): boolean => event.sig === 'genuine';
export const ids = (events: NostrEvent[]): string[] => events.map((event) => event.id);

/** A worker that records every request, for the test to answer or to fail. */
export class FakeWorker {
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
export function gate<T>() {
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
export function freshChecks({ checker, noWorker = false }: { checker?: () => Promise<SignatureCheckerModule>; noWorker?: boolean } = {}) {
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
export async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  return done;
}
