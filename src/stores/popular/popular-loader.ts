/**
 * A popular order as the page runs it: the runner (run-popular-feed.ts) wired to the relay
 * client, the zap checks, the snapshot store and the viewer's mutes and trust circle. A
 * chunk of its own, loaded when a popular order is first opened (stores/popular-feed.ts).
 */
import { createSignatureChecker } from '../../core/events';
import type { FeedRequest } from '../../core/feed';
import { admitsAuthor, localMuteList, trustApplies } from '../../core/trust';
import { countsPerson } from '../../core/feed';
import { subscribeFeed } from '../../nostr/client';
import { hasSnapshot, readSnapshot, writeSnapshot } from '../../nostr/feed-snapshot';
import { readCountEvents } from '../../nostr/post-counts';
import { isDistrusted, watchDistrustedRelays } from '../../nostr/sampled-checks';
import { speedUpChecks } from '../../nostr/verify-off-thread';
import { authorZapServerKey } from '../author-zap-server-key';
import type { OpenFeed } from '../feed/run-feed';
import { useFeedStore } from '../feed-store';
import { useLocalMutes } from '../local-mutes-store';
import { useSessionStore } from '../session-store';
import { useSettingsStore } from '../settings-store';
import { useTrustStore } from '../trust-store';
import type { PopularDependencies } from './popular-dependencies';
import { runPopularFeed } from './run-popular-feed';

/** Whose reactions count in this feed now (docs/content-rules.md, Popular score). */
function whoCounts(request: FeedRequest): (pubkey: string) => boolean {
  const muted = new Set([...useSessionStore.getState().mutes.pubkeys, ...localMuteList(useLocalMutes.getState()).pubkeys]);
  const level = useSettingsStore.getState().trust;
  const { circle } = useTrustStore.getState();
  const narrowed = trustApplies(request.settings) && useFeedStore.getState().narrowed && level !== 'everyone';
  return countsPerson({ muted, inCircle: narrowed ? (pubkey) => admitsAuthor(level, circle, pubkey) : undefined });
}

/** Calls back when the mutes, the circle or the viewer's level change: a ranking made before counted other people. */
function watchWhoCounts(onChange: () => void): () => void {
  const stops = [
    useSessionStore.subscribe((state, before) => state.mutes !== before.mutes && onChange()),
    useLocalMutes.subscribe(onChange),
    useTrustStore.subscribe((state, before) => state.circle !== before.circle && onChange()),
    useSettingsStore.subscribe((state, before) => state.trust !== before.trust && onChange()),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

export function openPopularFeed(request: FeedRequest): OpenFeed {
  // A ranking checks thousands of signatures: the worker's faster checker is worth its download now.
  speedUpChecks();
  const dependencies: PopularDependencies = {
    subscribe: subscribeFeed,
    readCountEvents,
    isDistrusted,
    watchDistrustedRelays,
    zapServerKey: authorZapServerKey,
    verify: createSignatureChecker(),
    whoCounts: () => whoCounts(request),
    watchWhoCounts,
    snapshots: { has: hasSnapshot, read: readSnapshot, write: (key, events) => writeSnapshot(key, events, { ranked: true }) },
    now: () => Math.floor(Date.now() / 1000),
  };
  return runPopularFeed(request, dependencies);
}
