/**
 * A popular order's world for its unit tests (src/stores/popular/run-popular-feed.test.ts):
 * signed reactions, reposts and zap receipts, and fakes of everything the runner asks of
 * the relays, the zap checks, the snapshot store and the viewer's mutes, recording what
 * it asked so a test can answer as the relays would.
 */
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import { finalizeEvent, getPublicKey } from 'nostr-tools/pure';
import { POSTED_AT } from './fake-feed-dependencies';
import { encodeInvoice } from '../support/bolt11-encode';
import type { CountFilter } from '../../src/core/social/count-filters';
import { verifyEventSignature } from '../../src/core/events/event-signature';
import type { FeedRequest } from '../../src/core/feed/feed-request';
import { DEFAULT_SETTINGS } from '../../src/core/routes/route';
import type { FeedFilter, NostrEvent } from '../../src/core/types';
import type { CountEventHandlers } from '../../src/nostr/post-counts';
import type { FeedHandlers, SubscribeOptions } from '../../src/nostr/feed-subscription';
import type { PopularDependencies } from '../../src/stores/popular/popular-dependencies';

export const request: FeedRequest = { settings: { ...DEFAULT_SETTINGS, tags: ['photography'], popular: '7d' } };
export const NOW = POSTED_AT + 60;
export const key = (seed: string): Uint8Array => sha256(new TextEncoder().encode(seed));
export const person = (seed: string): Uint8Array => key(`person ${seed}`);

export function reaction(post: NostrEvent, by: Uint8Array, content = '+'): NostrEvent {
  return finalizeEvent(
    {
      kind: 7,
      created_at: NOW,
      content,
      tags: [
        ['e', post.id],
        ['p', post.pubkey],
      ],
    },
    by,
  );
}

export function repost(post: NostrEvent, by: Uint8Array): NostrEvent {
  return finalizeEvent(
    {
      kind: 6,
      created_at: NOW,
      content: '',
      tags: [
        ['e', post.id],
        ['p', post.pubkey],
      ],
    },
    by,
  );
}

export const LNURL_SERVER = key('lnurl server');

/** A zap receipt of `sats` for `post`, signed by `signer` (the author's LNURL server unless forged). */
export function zapReceipt(post: NostrEvent, sats: number, signer = LNURL_SERVER): NostrEvent {
  const request = finalizeEvent(
    {
      kind: 9734,
      created_at: NOW,
      content: '',
      tags: [
        ['p', post.pubkey],
        ['e', post.id],
        ['amount', String(sats * 1000)],
      ],
    },
    person('zapper'),
  );
  const description = JSON.stringify(request);
  const bolt11 = encodeInvoice({
    amountMsat: sats * 1000,
    paymentHash: bytesToHex(key(`payment ${post.id} ${sats}`)),
    descriptionHash: bytesToHex(sha256(new TextEncoder().encode(description))),
    nodeSecret: key('node'),
    timestamp: NOW,
  });
  const tags = [
    ['p', post.pubkey],
    ['e', post.id],
    ['description', description],
    ['bolt11', bolt11],
  ];
  return finalizeEvent({ kind: 9735, created_at: NOW, content: '', tags }, signer);
}

interface CountRead {
  filters: readonly CountFilter[];
  relays: readonly string[] | undefined;
  handlers: CountEventHandlers;
  stopped: boolean;
}

export function popularWorld(options: { muted?: string[]; snapshot?: NostrEvent[] } = {}) {
  let muted = options.muted ?? [];
  let countingChanged: () => void = () => undefined;
  let relayCaught: (relay: string) => void = () => undefined;
  const distrusted = new Set<string>();
  const pages: { filter: FeedFilter; handlers: FeedHandlers; options?: SubscribeOptions; stopped: boolean }[] = [];
  const reads: CountRead[] = [];
  const writes: NostrEvent[][] = [];
  const dependencies: PopularDependencies = {
    subscribe(filter, handlers, options) {
      const page = { filter, handlers, options, stopped: false };
      pages.push(page);
      return () => {
        page.stopped = true;
      };
    },
    readCountEvents(filters, handlers, relays) {
      const read = { filters, handlers, relays, stopped: false };
      reads.push(read);
      return () => {
        read.stopped = true;
      };
    },
    isDistrusted: (relay) => distrusted.has(relay),
    watchDistrustedRelays(onCaught) {
      relayCaught = onCaught;
      return () => {
        relayCaught = () => undefined;
      };
    },
    zapServerKey: () => Promise.resolve(getPublicKey(LNURL_SERVER)),
    verify: verifyEventSignature,
    whoCounts: () => {
      const now = muted;
      return (pubkey) => !now.includes(pubkey);
    },
    watchWhoCounts(onChange) {
      countingChanged = onChange;
      return () => {
        countingChanged = () => undefined;
      };
    },
    snapshots: {
      has: () => options.snapshot !== undefined,
      read: () => Promise.resolve(options.snapshot ?? []),
      write: (_key, events) => {
        writes.push([...events]);
        return Promise.resolve();
      },
    },
    now: () => NOW,
  };
  /** Every post read so far has its counts: each open read answers with the events that name its posts, as `relay` sent them. */
  function answerReads(events: readonly NostrEvent[], relay?: string): void {
    for (const read of reads.filter((entry) => !entry.stopped)) {
      const ids = new Set(read.filters.flatMap((filter) => filter['#e'] ?? []));
      for (const event of events)
        if (event.tags.some((tag) => tag[0] === 'e' && ids.has(tag[1] ?? ''))) read.handlers.onEvent(event, relay);
      read.handlers.onStored();
      read.stopped = true;
    }
  }
  /**
   * Every open request for posts answers as relays holding `posts` would: those in its
   * time (and among its ids), newest first up to its limit, then EOSE.
   */
  function answerPages(posts: readonly NostrEvent[]): void {
    for (const page of pages.filter((entry) => !entry.stopped)) {
      const { since = 0, until = Number.POSITIVE_INFINITY, ids, limit } = page.filter;
      const matching = posts
        .filter((post) => post.created_at >= since && post.created_at <= until && (!ids || ids.includes(post.id)))
        .sort((a, b) => b.created_at - a.created_at)
        .slice(0, limit);
      if (matching.length > 0) page.handlers.onEvents(matching);
      page.handlers.onEose?.();
    }
  }
  function mute(pubkey: string): void {
    muted = [...muted, pubkey];
    countingChanged();
  }
  /** The relay gate caught `relay` forging a signature. */
  function catchRelay(relay: string): void {
    distrusted.add(relay);
    relayCaught(relay);
  }
  return { dependencies, pages, reads, writes, answerPages, answerReads, mute, catchRelay };
}
