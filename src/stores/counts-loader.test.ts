import { bech32 } from '@scure/base';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELAY_BATCH_DELAY_MS } from '../core/primitives';
import type { CountFilter, CountTarget } from '../core/social';
import type { NostrEvent } from '../core/types';
import type { CountEventHandlers } from '../nostr/post-counts';
import { CACHED_POSTS, createCountsLoader, REQUEST_DELAY_MS, SETTLE_MS, type CountsDependencies } from './counts-loader';
import { countsActions, useCountsStore } from './counts-store';

const AUTHOR = 'f'.repeat(64);
const NO_ZAPS_AUTHOR = 'd'.repeat(64);
const SERVER = '5'.repeat(64);
const post = (n: number, kind = 20, pubkey = AUTHOR): CountTarget => ({ id: n.toString(16).padStart(64, 'a'), kind, pubkey });
const PICTURE = post(1);
const OTHER = post(2);
const person = (n: number) => n.toString(16).padStart(64, '0');

let nextId = 1;
function event(kind: number, pubkey: string, tags: string[][], content = ''): NostrEvent {
  return { id: (nextId++).toString(16).padStart(64, 'e'), pubkey, kind, created_at: 100, tags, content };
}
const like = (target: CountTarget, n: number) => event(7, person(n), [['e', target.id]], '+');

/** An invoice for 21 sats with a payment hash of `payment` and a zero signature (core/social/bolt11.ts reads no signature). */
function invoice(payment: number): string {
  const words = [0, 0, 0, 0, 0, 0, 1, 1, 1, 20, ...bech32.toWords(new Uint8Array(32).fill(payment))];
  words.push(...Array.from({ length: 104 }, () => 0));
  return bech32.encode('lnbc210n', words, 10_000);
}

/** A zap receipt for 21 sats; the fakes' signature check passes every zap request. */
function receipt(target: CountTarget, payment: number, signer = SERVER): NostrEvent {
  const request = event(9734, person(99), [
    ['p', target.pubkey],
    ['e', target.id],
    ['amount', '21000'],
  ]);
  return event(9735, signer, [
    ['p', target.pubkey],
    ['e', target.id],
    ['bolt11', invoice(payment)],
    ['description', JSON.stringify(request)],
  ]);
}

interface Request {
  filters: readonly CountFilter[];
  handlers: CountEventHandlers;
  closed: boolean;
}

/** The relays, the LNURL servers and the first screen, played by the test. */
function fakeDependencies() {
  const requests: Request[] = [];
  let showFirstScreen = (): void => undefined;
  const firstScreen = new Promise<void>((resolve) => (showFirstScreen = resolve));
  const dependencies = {
    watchEvents: vi.fn((filters: readonly CountFilter[], handlers: CountEventHandlers) => {
      const request: Request = { filters, handlers, closed: false };
      requests.push(request);
      return () => void (request.closed = true);
    }),
    zapServerKey: vi.fn(async (author: string) => (author === AUTHOR ? SERVER : undefined)),
    verify: () => true,
    afterFirstScreen: () => firstScreen,
  } satisfies CountsDependencies;
  return { dependencies, requests, showFirstScreen };
}

const counts = (target: CountTarget) => useCountsStore.getState().posts[target.id];
const askedIds = (request: Request | undefined) => request?.filters[0]?.['#e'];

async function started(...targets: CountTarget[]) {
  const fake = fakeDependencies();
  const loader = createCountsLoader(fake.dependencies);
  const stops = targets.map((target) => loader.watch(target));
  fake.showFirstScreen();
  await vi.advanceTimersByTimeAsync(REQUEST_DELAY_MS);
  return { ...fake, loader, stops };
}

beforeEach(() => {
  vi.useFakeTimers();
  countsActions.reset();
});
afterEach(() => vi.useRealTimers());

describe('counts loader', () => {
  it('asks for nothing before the first screen is shown, then for the posts wanted together in one request', async () => {
    const fake = fakeDependencies();
    const loader = createCountsLoader(fake.dependencies);
    loader.watch(PICTURE);
    loader.watch(post(3, 1));
    await vi.advanceTimersByTimeAsync(10 * REQUEST_DELAY_MS);
    expect(fake.requests).toHaveLength(0);
    fake.showFirstScreen();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.filters.map((filter) => filter.kinds)).toEqual([[7], [6, 16], [9735], [1111], [1]]);
    expect(askedIds(fake.requests[0])).toEqual([PICTURE.id, post(3, 1).id]);
  });

  it('asks nothing for a post that left before the delay was over, and asks for a post once however often it is watched', async () => {
    const fake = fakeDependencies();
    const loader = createCountsLoader(fake.dependencies);
    fake.showFirstScreen();
    const stop = loader.watch(OTHER);
    loader.watch(PICTURE);
    loader.watch(PICTURE);
    await vi.advanceTimersByTimeAsync(REQUEST_DELAY_MS - 1);
    stop();
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.requests.map(askedIds)).toEqual([[PICTURE.id]]);
  });

  it('puts at most six posts in one request', async () => {
    const { requests } = await started(...Array.from({ length: 8 }, (_, n) => post(n + 10)));
    expect(requests.map((request) => askedIds(request)?.length)).toEqual([6, 2]);
  });

  it('counts what the relays send in batches, and says a zero is a zero only once every relay has answered', async () => {
    const { requests } = await started(PICTURE, OTHER);
    const request = requests[0];
    request?.handlers.onEvent(like(PICTURE, 1));
    request?.handlers.onEvent(like(PICTURE, 2));
    request?.handlers.onEvent(event(16, person(3), [['e', PICTURE.id]]));
    expect(counts(PICTURE)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(RELAY_BATCH_DELAY_MS);
    expect(counts(PICTURE)).toMatchObject({ counts: { likes: 2, reposts: 1 }, settled: false });
    expect(counts(OTHER)).toBeUndefined();
    request?.handlers.onStored();
    expect(counts(PICTURE)?.settled).toBe(true);
    expect(counts(OTHER)).toMatchObject({ counts: { likes: 0 }, settled: true });
  });

  it('settles without every relay answering, after a while', async () => {
    await started(PICTURE);
    await vi.advanceTimersByTimeAsync(SETTLE_MS - 1);
    expect(counts(PICTURE)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(counts(PICTURE)?.settled).toBe(true);
  });

  it('keeps counting while the post is wanted: a new reaction shows as it comes', async () => {
    const { requests } = await started(PICTURE);
    requests[0]?.handlers.onStored();
    requests[0]?.handlers.onEvent(like(PICTURE, 1));
    await vi.advanceTimersByTimeAsync(RELAY_BATCH_DELAY_MS);
    expect(counts(PICTURE)?.counts.likes).toBe(1);
  });

  it('closes a request once none of its posts is wanted, and on coming back shows the kept counts at once and asks again', async () => {
    const { requests, loader, stops } = await started(PICTURE, OTHER);
    requests[0]?.handlers.onEvent(like(PICTURE, 1));
    requests[0]?.handlers.onStored();
    stops[0]?.();
    stops[0]?.();
    expect(requests[0]?.closed).toBe(false);
    stops[1]?.();
    expect(requests[0]?.closed).toBe(true);
    expect(counts(PICTURE)).toMatchObject({ counts: { likes: 1 }, settled: true });

    loader.watch(PICTURE);
    expect(counts(PICTURE)).toMatchObject({ counts: { likes: 1 }, settled: true });
    await vi.advanceTimersByTimeAsync(REQUEST_DELAY_MS);
    expect(requests.map(askedIds)).toEqual([[PICTURE.id, OTHER.id], [PICTURE.id]]);
    // The same events again change nothing.
    requests[1]?.handlers.onEvent(like(PICTURE, 1));
    await vi.advanceTimersByTimeAsync(RELAY_BATCH_DELAY_MS);
    expect(counts(PICTURE)?.counts.likes).toBe(1);
  });

  it("counts zap receipts signed by the author's LNURL server key, asked once per author, and none for an author without one", async () => {
    const noZaps = post(3, 20, NO_ZAPS_AUTHOR);
    const { requests, dependencies } = await started(PICTURE, OTHER, noZaps);
    const handlers = requests[0]?.handlers;
    handlers?.onEvent(receipt(PICTURE, 1));
    handlers?.onEvent(receipt(PICTURE, 2));
    handlers?.onEvent(receipt(PICTURE, 3, person(7)));
    handlers?.onEvent(receipt(OTHER, 4));
    handlers?.onEvent(receipt(noZaps, 5, SERVER));
    handlers?.onStored();
    await vi.advanceTimersByTimeAsync(0);
    expect(counts(PICTURE)?.counts).toMatchObject({ zaps: 2, zapMsat: 42_000, zappers: [{ pubkey: person(99), amountMsat: 42_000 }] });
    expect(counts(OTHER)?.counts).toMatchObject({ zaps: 1, zapMsat: 21_000 });
    expect(counts(noZaps)?.counts.zaps).toBe(0);
    expect(dependencies.zapServerKey.mock.calls).toEqual([[AUTHOR], [NO_ZAPS_AUTHOR]]);
  });

  it('keeps the counts of the most recent posts only, in the store as in its cache', async () => {
    const many = Array.from({ length: CACHED_POSTS + 1 }, (_, n) => post(n + 100));
    const { requests } = await started(...many);
    for (const request of requests) request.handlers.onStored();
    expect(counts(many[0] as CountTarget)).toBeUndefined();
    expect(counts(many[1] as CountTarget)?.settled).toBe(true);
    expect(Object.keys(useCountsStore.getState().posts)).toHaveLength(CACHED_POSTS);
  });

  it('keeps counts for fewer posts when told, dropping the least recent at once, and for CACHED_POSTS again after', async () => {
    const many = Array.from({ length: 10 }, (_, n) => post(n + 100));
    const { requests, loader } = await started(...many);
    for (const request of requests) request.handlers.onStored();
    loader.keepAtMost(4);
    expect(Object.keys(useCountsStore.getState().posts)).toHaveLength(4);
    expect(counts(many[5] as CountTarget)).toBeUndefined();
    expect(counts(many[6] as CountTarget)?.settled).toBe(true);
    loader.keepAtMost();
    for (const target of Array.from({ length: 8 }, (_, n) => post(n + 200))) loader.watch(target);
    await vi.advanceTimersByTimeAsync(REQUEST_DELAY_MS);
    for (const request of requests) request.handlers.onStored();
    expect(Object.keys(useCountsStore.getState().posts)).toHaveLength(12);
  });
});
