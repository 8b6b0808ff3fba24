/**
 * The counts behind a popular order (docs/routes-and-filters.md, Popular): the period's
 * posts are read in batches, a few batches at a time, each until every relay has sent what
 * it stores (or COUNT_SETTLE_MS, for a relay that never says so). Reactions and reposts
 * count once per person; a zap receipt counts only once it passes the same checks as the
 * counts under a post (core/social/zap-receipt.ts). Reactions and reposts are checked by sample
 * (docs/data-and-requests.md, Sampled checks): one a relay caught forging sent counts only
 * if a relay still trusted sent it too, and a relay caught later has its share taken out.
 */
import {
  addToTally,
  addZap,
  checkZapReceipt,
  type CountFilter,
  type CountTally,
  type CountTarget,
  emptyTally,
  postsNamed,
  rankingFilters,
} from '../../core/social';
import { ZAP_RECEIPT_KIND } from '../../core/events';
import type { NostrEvent } from '../../core/types';
import type { PopularDependencies } from './popular-dependencies';

/** docs/constants.md, Popular: posts read in one request, requests open at once, and the longest wait for a silent relay. */
export const COUNT_BATCH_POSTS = 50;
export const COUNT_READS_AT_ONCE = 3;
export const COUNT_SETTLE_MS = 8_000;
/**
 * docs/constants.md, Popular: an answer this long may have been cut at a relay's cap (500
 * is a common one), so what is older is asked for too, at most COUNT_PAGES pages a batch.
 */
export const COUNT_PAGE_FULL = 500;
export const COUNT_PAGES = 10;

export interface RankingCounts {
  /** Posts to count, batched as they come. */
  add(targets: readonly CountTarget[]): void;
  /** No more posts will come: the last, smaller batch goes too. */
  finish(): void;
  tallyOf(id: string): CountTally | undefined;
  /** Posts whose batch has answered. */
  counted(): number;
  /** Every post added is counted and every zap receipt checked. */
  settled(): boolean;
  stop(): void;
}

type CountDependencies = Pick<
  PopularDependencies,
  'readCountEvents' | 'zapServerKey' | 'verify' | 'isDistrusted' | 'watchDistrustedRelays'
>;

/** A reaction or repost read, and the relays that sent it ('' when the client did not say). */
interface SentEvent {
  event: NostrEvent;
  relays: string[];
}

/** `relays`: a relay or search route's own, which its counts come from as its posts do. */
export function createRankingCounts(dependencies: CountDependencies, onChange: () => void, relays?: readonly string[]): RankingCounts {
  const targets = new Map<string, CountTarget>();
  const tallies = new Map<string, CountTally>();
  const receipts = new Set<string>();
  const sent = new Map<string, SentEvent>();
  const serverKeys = new Map<string, Promise<string | undefined>>();
  const open = new Set<() => void>();
  let waiting: CountTarget[] = [];
  let reading = 0;
  let counted = 0;
  let zapChecks = 0;
  let finished = false;
  let stopped = false;

  function serverKeyOf(author: string): Promise<string | undefined> {
    let known = serverKeys.get(author);
    if (!known) {
      known = dependencies.zapServerKey(author).catch(() => undefined);
      serverKeys.set(author, known);
    }
    return known;
  }

  async function checkZap(target: CountTarget, receipt: NostrEvent): Promise<void> {
    zapChecks++;
    try {
      const serverKey = await serverKeyOf(target.pubkey);
      const check = serverKey
        ? checkZapReceipt(receipt, { postId: target.id, recipient: target.pubkey, serverKey }, dependencies.verify)
        : undefined;
      const tally = tallies.get(target.id);
      if (check?.ok && tally) addZap(tally, check.zap);
    } finally {
      zapChecks--;
      if (!stopped) onChange();
    }
  }

  const trusted = ({ relays }: SentEvent): boolean => relays.some((relay) => !dependencies.isDistrusted(relay));

  /** Adds a reaction or repost to the tallies of the posts it names; true when one changed. */
  function tallyEvent(event: NostrEvent, named: ReadonlyMap<string, CountTarget>): boolean {
    let changed = false;
    for (const target of postsNamed(event, named)) {
      const tally = tallies.get(target.id);
      if (tally) changed = addToTally(tally, event) || changed;
    }
    return changed;
  }

  function received(event: NostrEvent, relay: string, batch: ReadonlyMap<string, CountTarget>): boolean {
    if (event.kind === ZAP_RECEIPT_KIND) {
      // Checked whole, signature and all, by the relay gate and again below: whoever sent it, it stands.
      for (const target of postsNamed(event, batch)) {
        if (receipts.has(event.id)) continue;
        receipts.add(event.id);
        void checkZap(target, event);
      }
      return false;
    }
    const known = sent.get(event.id);
    if (known) return seenAgain(event.id, relay, batch);
    const entry = { event, relays: [relay] };
    sent.set(event.id, entry);
    return trusted(entry) && tallyEvent(event, batch);
  }

  /** Another relay sent an event read before: it may be the first trusted one to. */
  function seenAgain(id: string, relay: string, named: ReadonlyMap<string, CountTarget>): boolean {
    const entry = sent.get(id);
    if (!entry || entry.relays.includes(relay)) return false;
    const before = trusted(entry);
    entry.relays.push(relay);
    return !before && trusted(entry) && tallyEvent(entry.event, named);
  }

  /** A relay was caught forging: every reaction and repost is counted again without what it alone sent. */
  function recount(): void {
    for (const [id, tally] of tallies) tallies.set(id, { ...emptyTally(), comments: tally.comments, zaps: tally.zaps });
    for (const entry of sent.values()) if (trusted(entry)) tallyEvent(entry.event, targets);
    if (!stopped) onChange();
  }
  const stopWatchingRelays = dependencies.watchDistrustedRelays(recount);

  /**
   * One page of a batch's counts; a filter whose answer is as long as a relay's usual cap
   * may have been cut short, and is asked again for what is older, up to COUNT_PAGES.
   */
  function readPage(named: ReadonlyMap<string, CountTarget>, filters: readonly CountFilter[], page: number, done: () => void): void {
    const got = filters.map(() => ({ events: 0, oldest: Number.POSITIVE_INFINITY }));
    let answered = false;
    const answer = (): void => {
      if (answered) return;
      answered = true;
      clearTimeout(settle);
      const more = filters.flatMap((filter, index) => {
        const { events, oldest } = got[index] ?? { events: 0, oldest: 0 };
        return events >= COUNT_PAGE_FULL && Number.isFinite(oldest) ? [{ ...filter, until: oldest }] : [];
      });
      if (more.length > 0 && page + 1 < COUNT_PAGES && !stopped) readPage(named, more, page + 1, done);
      else done();
    };
    const settle = setTimeout(answer, COUNT_SETTLE_MS);
    const stop = dependencies.readCountEvents(
      filters,
      {
        // A relay slower than the settle wait still counts: the ranking is redone, under the stay-put rule.
        onEvent: (event, relay = '') => {
          const index = filters.findIndex((filter) => filter.kinds.includes(event.kind));
          const entry = got[index];
          if (entry) {
            entry.events++;
            entry.oldest = Math.min(entry.oldest, event.created_at);
          }
          if (received(event, relay, named) && answered && !stopped) onChange();
        },
        onSeenAgain: (id, relay = '') => {
          if (seenAgain(id, relay, named) && answered && !stopped) onChange();
        },
        onStored: answer,
      },
      relays,
    );
    open.add(stop);
  }

  function read(batch: CountTarget[]): void {
    reading++;
    const named = new Map(batch.map((target) => [target.id, target]));
    readPage(named, rankingFilters([...named.keys()]), 0, () => {
      reading--;
      counted += batch.length;
      pump();
      if (!stopped) onChange();
    });
  }

  function pump(): void {
    while (!stopped && reading < COUNT_READS_AT_ONCE && (waiting.length >= COUNT_BATCH_POSTS || (finished && waiting.length > 0))) {
      read(waiting.slice(0, COUNT_BATCH_POSTS));
      waiting = waiting.slice(COUNT_BATCH_POSTS);
    }
  }

  return {
    add(added) {
      for (const target of added) {
        if (targets.has(target.id)) continue;
        targets.set(target.id, target);
        tallies.set(target.id, emptyTally());
        waiting.push(target);
      }
      pump();
    },
    finish() {
      finished = true;
      pump();
    },
    tallyOf: (id) => tallies.get(id),
    counted: () => counted,
    settled: () => finished && waiting.length === 0 && reading === 0 && zapChecks === 0,
    stop() {
      stopped = true;
      stopWatchingRelays();
      for (const stop of open) stop();
      open.clear();
    },
  };
}
