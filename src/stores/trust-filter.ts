/**
 * The trust circle at work (docs/content-rules.md, Trust circle): whose circle it is
 * follows the session (the signed-in user's, else the deployment's trust root, else none),
 * and what the feeds admit follows the circle and the visitor's "Show media from" level.
 * The admitting rule is set before the first feed items arrive; gathering the circle
 * loads in a chunk of its own.
 */
import type { CircleRecord, TrustCircle, TrustLevel } from '../core/trust';
import { admitsAuthor } from '../core/trust';
import type { MediaItem } from '../core/types';
import { feedActions } from './feed-store';
import { whenFirstPicturesShown } from './first-pictures';
import { useSessionStore, type SessionState } from './session-store';
import { useSettingsStore } from './settings-store';
import { createTrustCircleSync, type TrustCircleDependencies, type TrustRoot } from './trust-circle-sync';
import { trustActions, useTrustStore, type TrustState } from './trust-store';

/**
 * What the feeds admit at `level`: nothing until the first of the circle is known, so
 * strangers never flash; and nothing at all where the address requires a circle there is not.
 */
export function admitting(
  level: TrustLevel,
  trust: Pick<TrustState, 'root' | 'circle' | 'required'>,
): ((item: MediaItem) => boolean) | undefined {
  if (level === 'everyone') return undefined;
  if (trust.root === undefined) return trust.required ? () => false : undefined;
  const { circle } = trust;
  if (!circle) return () => false;
  const admits = (pubkey: string): boolean => admitsAuthor(level, circle, pubkey);
  // A repost by someone in the circle is their choice to share: it comes in too.
  return (item) => admits(item.authorId) || (item.repostedBy !== undefined && admits(item.repostedBy));
}

const NO_FOLLOWS: readonly string[] = [];

/**
 * The circle's root for this session, or none. A signed-in user's follow list comes with
 * the session's own lists once the first screen is in; until then the circle asks for it
 * itself when a narrowed feed needs it.
 */
export function trustRootOf(
  session: Pick<SessionState, 'pubkey' | 'follows' | 'followsSettled'>,
  configuredRoot: readonly string[],
): TrustRoot | undefined {
  if (session.pubkey) {
    const known = session.follows !== undefined || session.followsSettled;
    return { key: session.pubkey, people: [session.pubkey], ...(known ? { follows: session.follows ?? NO_FOLLOWS } : {}) };
  }
  if (configuredRoot.length === 0) return undefined;
  return { key: `root:${[...configuredRoot].sort().join(',')}`, people: configuredRoot };
}

const pageDependencies: TrustCircleDependencies = {
  readRecord: async (root): Promise<CircleRecord | undefined> => (await import('../nostr/trust-circle-cache')).readCircle(root),
  writeRecord: async (record) => (await import('../nostr/trust-circle-cache')).writeCircle(record),
  fetchFollowLists: async (authors, onBatch, signal) => (await import('../nostr/follow-lists')).fetchFollowLists(authors, onBatch, signal),
  fetchFollowListsNow: async (authors, signal) => (await import('../nostr/follow-lists-now')).fetchFollowListsNow(authors, signal),
  afterFirstScreen: whenFirstPicturesShown,
  narrowing: () => (useTrustStore.getState().required ?? useSettingsStore.getState().trust) !== 'everyone',
  now: Date.now,
};

/** Starts following the session and the level; the returned function stops. */
export function startTrustCircle(configuredRoot: readonly string[], dependencies = pageDependencies): () => void {
  const sync = createTrustCircleSync(dependencies);
  let stopBuild: (() => void) | undefined;
  let started: string | undefined;
  let follows: readonly string[] | undefined;

  function followSession(session: SessionState): void {
    const root = trustRootOf(session, configuredRoot);
    if (!root) {
      stopBuild?.();
      stopBuild = undefined;
      started = undefined;
      return trustActions.cleared();
    }
    if (started === root.key && stopBuild) {
      if (root.follows && root.follows !== follows) sync.followsChanged(root.key, (follows = root.follows));
      return;
    }
    stopBuild?.();
    started = root.key;
    follows = root.follows;
    stopBuild = sync.start(root);
  }

  let circle: TrustCircle | undefined;
  let level: TrustLevel | undefined;
  let root: string | undefined;
  let required: TrustLevel | undefined;
  function applyLevel(): void {
    const trust = useTrustStore.getState();
    const nextLevel = trust.required ?? useSettingsStore.getState().trust;
    if (trust.circle === circle && nextLevel === level && trust.root === root && trust.required === required) return;
    ({ circle, root, required } = trust);
    level = nextLevel;
    feedActions.setAdmits(admitting(level, trust));
  }

  const stops = [useSessionStore.subscribe(followSession), useTrustStore.subscribe(applyLevel), useSettingsStore.subscribe(applyLevel)];
  followSession(useSessionStore.getState());
  applyLevel();
  return () => {
    for (const stop of stops) stop();
    stopBuild?.();
  };
}
