import { finalizeEvent, generateSecretKey } from 'nostr-tools';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NostrEvent } from '../core/types';

const genuine = (content: string): NostrEvent => finalizeEvent({ kind: 20, created_at: 1, tags: [], content }, generateSecretKey());
const forged = (event: NostrEvent): NostrEvent => ({ ...event, content: `${event.content}, changed` });

/** A worker that records every request and answers it a task later, with every id it was given as valid. */
class HeldWorker {
  static asked: NostrEvent[][] = [];
  static started = 0;
  constructor() {
    HeldWorker.started += 1;
  }
  onmessage: ((message: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  onmessageerror: (() => void) | null = null;
  postMessage({ id, events }: { id: number; events: NostrEvent[] }): void {
    HeldWorker.asked.push(events);
    setTimeout(() => this.onmessage?.({ data: { id, valid: events.map((event) => event.id) } } as MessageEvent), 0);
  }
  terminate(): void {}
}

/** The module anew, as a page that has just started: its worker and checker are module state. */
const freshModule = () => import('./verify-off-thread');

beforeEach(() => {
  vi.resetModules();
  HeldWorker.asked = [];
  HeldWorker.started = 0;
  vi.stubGlobal('Worker', HeldWorker);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.doUnmock('../core/event-signature');
});

describe('the first posts of a first visit', () => {
  it('wait for the page’s checker while it loads, and start no worker: what it checks comes after the first screen', async () => {
    const { startSignatureChecks, verifyFirstPosts } = await freshModule();
    const posts = [genuine('a'), genuine('b')];
    const fake = forged(genuine('c'));
    startSignatureChecks();

    const atOnce = await verifyFirstPosts([posts[0] as NostrEvent, fake], { atOnce: true });
    const inATask = await verifyFirstPosts([posts[1] as NostrEvent], { atOnce: false });

    expect([...atOnce]).toEqual([posts[0]?.id]);
    expect([...inATask]).toEqual([posts[1]?.id]);
    expect(HeldWorker.started).toBe(0);
    expect(HeldWorker.asked).toEqual([]);
  });

  it('go to the worker when the page’s checker cannot be loaded', async () => {
    vi.doMock('../core/event-signature', () => {
      throw new Error('the checker’s file could not be fetched');
    });
    const { startSignatureChecks, verifyFirstPosts } = await freshModule();
    const post = genuine('a');
    startSignatureChecks();

    const valid = await verifyFirstPosts([post], { atOnce: true });

    expect([...valid]).toEqual([post.id]);
    expect(HeldWorker.asked).toEqual([[post]]);
  });

  it('go to the worker when nothing has started the page’s checker', async () => {
    const { verifyFirstPosts } = await freshModule();
    const post = genuine('a');

    await verifyFirstPosts([post], { atOnce: true });

    expect(HeldWorker.asked).toEqual([[post]]);
  });
});
