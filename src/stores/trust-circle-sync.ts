/**
 * Builds the trust circle of one root (docs/content-rules.md, Trust circle): a copy kept
 * on this device first, then the root's follow lists and theirs from the relays, in
 * batches, after the first screen's pictures. Each batch widens the circle a little, so a
 * large one never costs one long task; the whole is kept for the next visit.
 */
import {
  circleAge,
  circleFromRecord,
  type CircleRecord,
  newestPerAuthor,
  packKeys,
  parseFollows,
  type TrustCircle,
  widenCircle,
} from '../core/trust';
import type { NostrEvent } from '../core/types';
import { trustActions, useTrustStore } from './trust-store';

export interface TrustRoot {
  /** Names the circle in the store and on this device. */
  key: string;
  /** Whose follows are the first ring: the signed-in user, or the deployment's trust root. */
  people: readonly string[];
  /** The first ring when it is already known (the signed-in user's own follow list). */
  follows?: readonly string[];
}

export interface TrustCircleDependencies {
  readRecord(root: string): Promise<CircleRecord | undefined>;
  writeRecord(record: CircleRecord): Promise<void>;
  /** Asks for the follow lists of `authors`, handing each batch over as it completes; resolves when all have. */
  fetchFollowLists(authors: readonly string[], onBatch: (events: NostrEvent[]) => void, signal: AbortSignal): Promise<void>;
  /** The same for a few people, asked at once, without the relay client (nostr/follow-lists-now.ts). */
  fetchFollowListsNow(authors: readonly string[], signal: AbortSignal): Promise<NostrEvent[]>;
  /** Resolves once the first screen's pictures are shown: gathering must not compete with them. */
  afterFirstScreen(): Promise<void>;
  /** Feeds are narrowed now: with nothing of the circle known they show nothing, so the first ring cannot wait. */
  narrowing(): boolean;
  now(): number;
}

export interface TrustCircleSync {
  /** Builds `root`'s circle, stopping any other; the returned function stops it. */
  start(root: TrustRoot): () => void;
  /** The signed-in user followed or unfollowed: the first ring is theirs at once. */
  followsChanged(root: string, follows: readonly string[]): void;
}

/** The circle with `firstRing` as its follows: everyone in it is in the circle too. */
function withFirstRing(circle: TrustCircle | undefined, firstRing: ReadonlySet<string>): TrustCircle {
  return { follows: firstRing, circle: union(circle?.circle, firstRing) };
}

function union(a: ReadonlySet<string> | undefined, b: ReadonlySet<string>): ReadonlySet<string> {
  if (!a) return b;
  let wider: Set<string> | undefined;
  for (const key of b) {
    if (a.has(key)) continue;
    wider ??= new Set(a);
    wider.add(key);
  }
  return wider ?? a;
}

export function createTrustCircleSync(dependencies: TrustCircleDependencies): TrustCircleSync {
  let running: AbortController | undefined;
  /** The signed-in user's first ring as it is now: a follow made while the circle is built stays in it. */
  let ownRing: { root: string; ring: ReadonlySet<string> } | undefined;

  function known(root: string, circle: TrustCircle): void {
    trustActions.known(root, ownRing?.root === root ? withFirstRing(circle, ownRing.ring) : circle);
  }

  async function firstRing(root: TrustRoot, signal: AbortSignal, now: boolean): Promise<Set<string>> {
    if (root.follows) return new Set([...root.people, ...root.follows]);
    const lists: NostrEvent[] = [];
    if (now) lists.push(...(await dependencies.fetchFollowListsNow(root.people, signal)));
    else await dependencies.fetchFollowLists(root.people, (events) => lists.push(...events), signal);
    return new Set([...root.people, ...newestPerAuthor(lists).flatMap(parseFollows)]);
  }

  async function build(root: TrustRoot, signal: AbortSignal): Promise<void> {
    const record = await dependencies.readRecord(root.key).catch(() => undefined);
    const age = record ? circleAge(record, dependencies.now()) : 'expired';
    const kept = age === 'expired' ? undefined : record;
    if (signal.aborted) return;
    if (kept) {
      known(root.key, circleFromRecord(kept));
      if (age === 'fresh') return trustActions.gathered(root.key);
    }
    // The own follow list is at hand: the first ring shows at once, before any fetching.
    if (!kept && root.follows) known(root.key, withFirstRing(undefined, new Set([...root.people, ...root.follows])));
    const firstRingNow = !kept && !root.follows && dependencies.narrowing();
    if (!firstRingNow) await dependencies.afterFirstScreen();
    if (signal.aborted) return;
    const follows = await firstRing(root, signal, firstRingNow);
    if (signal.aborted) return;
    // A kept circle stays on screen until the new one is whole: pictures do not leave and come back.
    const showProgress = !kept;
    if (showProgress) known(root.key, { follows, circle: follows });
    if (firstRingNow) {
      await dependencies.afterFirstScreen();
      if (signal.aborted) return;
    }
    let circle: ReadonlySet<string> = follows;
    const others = [...follows].filter((key) => !root.people.includes(key));
    await dependencies.fetchFollowLists(
      others,
      (events) => {
        circle = widenCircle(circle, newestPerAuthor(events));
        if (showProgress) known(root.key, { follows, circle });
      },
      signal,
    );
    if (signal.aborted) return;
    known(root.key, { follows, circle });
    trustActions.gathered(root.key);
    await dependencies
      .writeRecord({ root: root.key, builtAt: dependencies.now(), follows: packKeys(follows), circle: packKeys(circle) })
      .catch(() => undefined);
  }

  return {
    start(root) {
      running?.abort();
      const controller = new AbortController();
      running = controller;
      ownRing = root.follows ? { root: root.key, ring: new Set([...root.people, ...root.follows]) } : undefined;
      trustActions.started(root.key);
      void build(root, controller.signal).catch(() => trustActions.gathered(root.key));
      return () => {
        controller.abort();
        if (running === controller) running = undefined;
      };
    },
    followsChanged(root, follows) {
      const state = useTrustStore.getState();
      if (state.root !== root) return;
      const ring = new Set([root, ...follows]);
      ownRing = { root, ring };
      // Before anything else of the circle is known, the user's own follows are its first ring.
      known(root, state.circle ?? withFirstRing(undefined, ring));
    },
  };
}
