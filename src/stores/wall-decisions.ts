/**
 * A moderator's wall decisions that wait for their relays (docs/views-and-keys.md,
 * Moderation screen; docs/session-and-actions.md, Editing your lists). An approval, or the
 * removal a rejection makes, is published from the newest version of the moderator's set
 * their relays hold (own-sets.ts, place); when none of them answers, nothing is published,
 * and instead of being dropped the decision waits here, in the order it was made. While
 * any waits the relays are kept dialled; each that is back, or the network, sends the
 * queue again at once, and so does a schedule: 5 s, then twice as long each time, at most
 * a minute. Each waiting decision is sent in turn from the newest version a relay holds
 * then; a decision the other way on a post cancels the one waiting for it. Kept in memory
 * for the page's life; the session's user changing drops another user's.
 * The world outside comes in `edges`, so the tests run it with fakes and fake timers.
 */
import { create } from 'zustand';
import { hasSetEntry, setCoordinate } from '../core/sets';
import type { NostrEvent } from '../core/types';
import { keepRelaysConnected } from '../nostr/client';
import { ownSets, type PlaceOutcome, type SetTarget } from './own-sets';
import { useOwnSets } from './own-sets-store';
import { useSessionStore } from './session-store';

/** docs/constants.md, Own lists: the first wait before a waiting decision is sent again, doubled each time. */
export const DECISION_RETRY_MS = 5_000;
/** The longest wait between two tries. */
export const DECISION_RETRY_MAX_MS = 60_000;

export interface WallDecision {
  /** The wall's `d` identifier (core/wall/wall.ts). */
  wall: string;
  /** The moderator who made it. */
  pubkey: string;
  post: NostrEvent;
  target: SetTarget;
  /** In the set (an approval), or out of it. */
  present: boolean;
}

export interface WaitingDecision extends WallDecision {
  /** Being sent now: it can no longer be taken back, so its post is not decided on until it is done. */
  sending: boolean;
}

export interface WallDecisionsState {
  /** In the order they were made. */
  waiting: readonly WaitingDecision[];
}

/** The set is as asked, the decision waits for the relays, or it failed and the sets' notice says why. */
export type DecisionOutcome = 'placed' | 'waiting' | 'failed';

export interface WallDecisionsEdges {
  place(post: NostrEvent, target: SetTarget, present: boolean): Promise<PlaceOutcome>;
  /** Whether the moderator's set, as this page last saw it, names the post. */
  inKnownSet(postId: string, target: SetTarget): boolean;
  /** Keeps the relays dialled until the function returned is called; `onBack` hears of each relay back, and of the network. */
  keepRelays(onBack: () => void): () => void;
}

export function createWallDecisions(edges: WallDecisionsEdges) {
  const store = create<WallDecisionsState>()(() => ({ waiting: [] }));
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let releaseRelays: (() => void) | undefined;
  let sending = false;
  /** A relay came back while a try was under way, which may have asked before it was. */
  let backMeanwhile = false;

  const waiting = (): readonly WaitingDecision[] => store.getState().waiting;
  const samePost = (a: WallDecision, b: WallDecision): boolean => a.wall === b.wall && a.pubkey === b.pubkey && a.post.id === b.post.id;

  function setWaiting(next: readonly WaitingDecision[]): void {
    store.setState({ waiting: next });
    if (next.length > 0) {
      releaseRelays ??= edges.keepRelays(relayBack);
      return;
    }
    releaseRelays?.();
    releaseRelays = undefined;
    clearTimeout(timer);
    timer = undefined;
    failures = 0;
  }

  const without = (entry: WaitingDecision): void => setWaiting(waiting().filter((other) => other !== entry));
  const marked = (entry: WaitingDecision, isSending: boolean): WaitingDecision => {
    const next = { ...entry, sending: isSending };
    setWaiting(waiting().map((other) => (other === entry ? next : other)));
    return next;
  };

  function schedule(): void {
    if (timer !== undefined || sending || waiting().length === 0) return;
    const delay = Math.min(DECISION_RETRY_MAX_MS, DECISION_RETRY_MS * 2 ** failures);
    failures += 1;
    timer = setTimeout(() => {
      timer = undefined;
      void sendWaiting();
    }, delay);
  }

  /** Sends the waiting decisions in order, until one finds no relay answering. */
  async function sendWaiting(): Promise<void> {
    if (sending) return;
    sending = true;
    backMeanwhile = false;
    clearTimeout(timer);
    timer = undefined;
    let unreachable = false;
    for (let head = waiting()[0]; head && !unreachable; head = waiting()[0]) {
      const entry = marked(head, true);
      const outcome = await edges.place(entry.post, entry.target, entry.present);
      unreachable = outcome === 'unreachable';
      // A relay answered: the waits start short again. A decision that failed otherwise
      // (a signer's refusal) is dropped, and the sets' notice says why.
      if (outcome === 'placed') failures = 0;
      if (!unreachable) without(entry);
      else if (waiting().includes(entry)) marked(entry, false);
    }
    sending = false;
    if (unreachable && backMeanwhile) void sendWaiting();
    else schedule();
  }

  function relayBack(): void {
    if (sending) backMeanwhile = true;
    else void sendWaiting();
  }

  return {
    store,
    /**
     * A moderator's decision: published now when the relays answer, else kept waiting.
     * One the other way on a post with a decision waiting cancels that one, and publishes
     * only if the set as last seen is not already as now asked.
     */
    async decide(decision: WallDecision): Promise<DecisionOutcome> {
      const earlier = waiting().findLast((entry) => samePost(entry, decision));
      if (earlier && !earlier.sending) {
        if (earlier.present === decision.present) return 'waiting';
        without(earlier);
        if (edges.inKnownSet(decision.post.id, decision.target) === decision.present) return 'placed';
      }
      // Behind decisions still waiting: the relays get them in the order they were made.
      if (waiting().length > 0) {
        setWaiting([...waiting(), { ...decision, sending: false }]);
        return 'waiting';
      }
      const outcome = await edges.place(decision.post, decision.target, decision.present);
      if (outcome !== 'unreachable') return outcome;
      setWaiting([...waiting(), { ...decision, sending: false }]);
      schedule();
      return 'waiting';
    },
    /** The moderator's "Try now": the waiting decisions are sent at once. */
    retryNow(): void {
      void sendWaiting();
    },
    /** Decisions another user made cannot be signed any more. */
    sessionChanged(pubkey: string | undefined): void {
      if (waiting().some((entry) => entry.pubkey !== pubkey)) setWaiting(waiting().filter((entry) => entry.pubkey === pubkey));
    },
  };
}

export type WallDecisions = ReturnType<typeof createWallDecisions>;

/** The app's waiting decisions, over the moderator's sets and the real relay client. */
export const wallDecisions = createWallDecisions({
  place: (post, target, present) => ownSets.place(post, target, present),
  inKnownSet(postId, target) {
    const { pubkey, sets } = useOwnSets.getState();
    const set = pubkey === undefined ? undefined : sets[setCoordinate(target.kind, pubkey, target.identifier)];
    return set !== undefined && hasSetEntry(set.tags, postId);
  },
  keepRelays(onBack) {
    const stopKeeping = keepRelaysConnected(onBack);
    window.addEventListener('online', onBack);
    return () => {
      stopKeeping();
      window.removeEventListener('online', onBack);
    };
  },
});

useSessionStore.subscribe((state) => wallDecisions.sessionChanged(state.pubkey));
