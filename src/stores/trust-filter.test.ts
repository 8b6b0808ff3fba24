import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrustCircle } from '../core/trust';
import type { MediaItem, NostrEvent } from '../core/types';
import { feedActions, initialFeedState, useFeedStore } from './feed-store';
import { sessionActions } from './session-store';
import { settingsActions } from './settings-store';
import type { TrustCircleDependencies } from './trust-circle-sync';
import { admitting, startTrustCircle, trustRootOf } from './trust-filter';
import { trustActions, useTrustStore } from './trust-store';
import { pictureOf } from '../../tests/support/media-item';

const USER = 'a'.repeat(64);
const FRIEND = 'b'.repeat(64);
const FRIEND_OF_FRIEND = 'c'.repeat(64);
const STRANGER = 'd'.repeat(64);
const NEW_FOLLOW = 'e'.repeat(64);
const ROOT_ONE = '1'.repeat(64);
const ROOT_TWO = '2'.repeat(64);

function followList(pubkey: string, follows: readonly string[], created_at = 100): NostrEvent {
  return {
    id: `${pubkey.slice(0, 8)}${created_at}`.padEnd(64, '0'),
    pubkey,
    kind: 3,
    created_at,
    tags: follows.map((key) => ['p', key]),
    content: '',
  };
}

function pictureBy(authorId: string, timestamp = 1, extra: Partial<MediaItem> = {}): MediaItem {
  const post = { id: authorId.replace(/./g, '9'), pubkey: authorId, kind: 20, created_at: timestamp, tags: [], content: '' };
  return pictureOf(post, `https://media.example/${authorId.slice(0, 8)}-${timestamp}.jpg`, extra);
}

describe('admitting', () => {
  const circle: TrustCircle = { follows: new Set([USER, FRIEND]), circle: new Set([USER, FRIEND, FRIEND_OF_FRIEND]) };

  it('admits everyone at "everyone", and when there is no root', () => {
    expect(admitting('everyone', { root: USER, circle })).toBeUndefined();
    expect(admitting('circle', { root: undefined, circle: undefined })).toBeUndefined();
  });

  it('holds everything back while the circle is not known yet', () => {
    const admits = admitting('circle', { root: USER, circle: undefined });
    expect(admits?.(pictureBy(FRIEND))).toBe(false);
    expect(admits?.(pictureBy(STRANGER))).toBe(false);
  });

  it('admits the authors of each level', () => {
    const atCircle = admitting('circle', { root: USER, circle });
    const atFollows = admitting('follows', { root: USER, circle });
    expect(atCircle?.(pictureBy(FRIEND_OF_FRIEND))).toBe(true);
    expect(atCircle?.(pictureBy(STRANGER))).toBe(false);
    expect(atFollows?.(pictureBy(FRIEND))).toBe(true);
    expect(atFollows?.(pictureBy(FRIEND_OF_FRIEND))).toBe(false);
  });

  it('admits nothing where the address requires a circle and there is none', () => {
    expect(admitting('circle', { root: undefined, circle: undefined, required: 'circle' })?.(pictureBy(FRIEND))).toBe(false);
  });

  it("admits a stranger's picture reposted by someone in the circle, and not one reposted by a stranger", () => {
    const admits = admitting('follows', { root: USER, circle });
    expect(admits?.(pictureBy(STRANGER, 1, { repostedBy: FRIEND }))).toBe(true);
    expect(admits?.(pictureBy(STRANGER, 1, { repostedBy: FRIEND_OF_FRIEND }))).toBe(false);
    expect(admits?.(pictureBy(FRIEND, 1, { repostedBy: STRANGER }))).toBe(true);
  });
});

describe('trustRootOf', () => {
  const signedOut = { pubkey: undefined, follows: undefined, followsSettled: false };

  it("leaves a signed-in user's follows to be asked for until their list is known, or every relay had none", () => {
    expect(trustRootOf({ pubkey: USER, follows: undefined, followsSettled: false }, [ROOT_ONE])).toEqual({ key: USER, people: [USER] });
    expect(trustRootOf({ pubkey: USER, follows: undefined, followsSettled: true }, [])).toEqual({ key: USER, people: [USER], follows: [] });
  });

  it("is the signed-in user's, with their follows, whatever the deployment's root", () => {
    expect(trustRootOf({ pubkey: USER, follows: [FRIEND], followsSettled: false }, [ROOT_ONE])).toEqual({
      key: USER,
      people: [USER],
      follows: [FRIEND],
    });
  });

  it("is the deployment's root for a visitor, named the same whatever the order of its keys", () => {
    const forward = trustRootOf(signedOut, [ROOT_ONE, ROOT_TWO]);
    const backward = trustRootOf(signedOut, [ROOT_TWO, ROOT_ONE]);
    expect(forward).toMatchObject({ people: [ROOT_ONE, ROOT_TWO] });
    expect(forward).not.toHaveProperty('follows');
    expect(forward?.key).toBe(backward?.key);
    expect(forward?.key).not.toBe(USER);
  });

  it('is none for a visitor on a deployment without a root', () => {
    expect(trustRootOf(signedOut, [])).toBeUndefined();
  });
});

interface FollowListRequest {
  authors: readonly string[];
  batch(events: NostrEvent[]): void;
  done(): void;
}

/** Nothing kept on this device; the relays and the first screen played by the test. */
function fakeDependencies() {
  const requests: FollowListRequest[] = [];
  let showFirstScreen = (): void => undefined;
  const firstScreen = new Promise<void>((resolve) => (showFirstScreen = resolve));
  const dependencies = {
    readRecord: () => Promise.resolve(undefined),
    writeRecord: () => Promise.resolve(),
    fetchFollowLists: vi.fn(
      (authors: readonly string[], onBatch: (events: NostrEvent[]) => void) =>
        new Promise<void>((done) => requests.push({ authors, batch: onBatch, done })),
    ),
    fetchFollowListsNow: () => Promise.resolve([]),
    afterFirstScreen: () => firstScreen,
    narrowing: () => false,
    now: () => 1_800_000_000_000,
  } satisfies TrustCircleDependencies;
  return { dependencies, requests, showFirstScreen };
}

/** Lets the build's awaited steps (the fakes answer at once) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const shownAuthors = (): string[] => useFeedStore.getState().items.map((item) => item.authorId);
const leftOutAuthors = (): string[] => useFeedStore.getState().leftOut.map((item) => item.authorId);

describe('startTrustCircle', () => {
  let stop: (() => void) | undefined;

  beforeEach(() => {
    sessionActions.signOut();
    trustActions.cleared();
    trustActions.require(undefined);
    settingsActions.reset();
    useFeedStore.setState(initialFeedState, true);
    feedActions.reset('global', true);
  });

  afterEach(() => {
    stop?.();
    stop = undefined;
  });

  it("narrows a feed to a signed-in user's follows as soon as their follow list is known", async () => {
    settingsActions.change({ trust: 'follows' });
    stop = startTrustCircle([], fakeDependencies().dependencies);
    expect(useFeedStore.getState().admits).toBeUndefined();
    sessionActions.start({ pubkey: USER, method: 'nsec', signerReady: true, relayList: undefined });
    feedActions.add('global', [pictureBy(FRIEND, 2), pictureBy(STRANGER, 1)]);
    expect(shownAuthors()).toEqual([]);
    expect(leftOutAuthors()).toEqual([FRIEND, STRANGER]);
    sessionActions.followListArrived(followList(USER, [FRIEND]), [FRIEND]);
    await settle();
    expect(shownAuthors()).toEqual([FRIEND]);
    expect(leftOutAuthors()).toEqual([STRANGER]);
  });

  it('brings in a new follow at once', async () => {
    settingsActions.change({ trust: 'follows' });
    stop = startTrustCircle([], fakeDependencies().dependencies);
    sessionActions.start({ pubkey: USER, method: 'nsec', signerReady: true, relayList: undefined });
    sessionActions.followListArrived(followList(USER, [FRIEND]), [FRIEND]);
    await settle();
    feedActions.add('global', [pictureBy(NEW_FOLLOW)]);
    expect(shownAuthors()).toEqual([]);
    sessionActions.followListArrived(followList(USER, [FRIEND, NEW_FOLLOW], 200), [FRIEND, NEW_FOLLOW]);
    expect(shownAuthors()).toEqual([NEW_FOLLOW]);
  });

  it("widens a visitor's feed as the deployment's circle grows, and follows the level chosen", async () => {
    const { dependencies, requests, showFirstScreen } = fakeDependencies();
    settingsActions.change({ trust: 'circle' });
    stop = startTrustCircle([ROOT_ONE], dependencies);
    feedActions.add('global', [pictureBy(FRIEND, 3), pictureBy(FRIEND_OF_FRIEND, 2), pictureBy(STRANGER, 1)]);
    expect(shownAuthors()).toEqual([]);
    showFirstScreen();
    await settle();
    requests[0]?.batch([followList(ROOT_ONE, [FRIEND])]);
    requests[0]?.done();
    await settle();
    expect(shownAuthors()).toEqual([FRIEND]);
    requests[1]?.batch([followList(FRIEND, [FRIEND_OF_FRIEND])]);
    expect(shownAuthors()).toEqual([FRIEND, FRIEND_OF_FRIEND]);
    expect(leftOutAuthors()).toEqual([STRANGER]);

    settingsActions.change({ trust: 'follows' });
    expect(shownAuthors()).toEqual([FRIEND]);
    expect(leftOutAuthors()).toEqual([FRIEND_OF_FRIEND, STRANGER]);
    settingsActions.change({ trust: 'everyone' });
    expect(shownAuthors()).toEqual([FRIEND, FRIEND_OF_FRIEND, STRANGER]);
    expect(leftOutAuthors()).toEqual([]);
  });

  it('admits everyone once the user signs out on a deployment without a root', async () => {
    settingsActions.change({ trust: 'follows' });
    stop = startTrustCircle([], fakeDependencies().dependencies);
    sessionActions.start({ pubkey: USER, method: 'nsec', signerReady: true, relayList: undefined });
    sessionActions.followListArrived(followList(USER, [FRIEND]), [FRIEND]);
    await settle();
    feedActions.add('global', [pictureBy(FRIEND, 2), pictureBy(STRANGER, 1)]);
    expect(shownAuthors()).toEqual([FRIEND]);
    sessionActions.signOut();
    expect(useTrustStore.getState().root).toBeUndefined();
    expect(useFeedStore.getState().admits).toBeUndefined();
    expect(shownAuthors()).toEqual([FRIEND, STRANGER]);
  });

  it('narrows a circle wall to the circle whatever the visitor chose, and lets no one in without a circle', async () => {
    const { dependencies, requests, showFirstScreen } = fakeDependencies();
    stop = startTrustCircle([ROOT_ONE], dependencies);
    feedActions.add('global', [pictureBy(FRIEND, 2), pictureBy(STRANGER, 1)]);
    expect(shownAuthors()).toEqual([FRIEND, STRANGER]);
    trustActions.require('circle');
    expect(shownAuthors()).toEqual([]);
    showFirstScreen();
    await settle();
    requests[0]?.batch([followList(ROOT_ONE, [FRIEND])]);
    requests[0]?.done();
    await settle();
    expect(shownAuthors()).toEqual([FRIEND]);
    trustActions.require(undefined);
    expect(shownAuthors()).toEqual([FRIEND, STRANGER]);
  });

  it('shows nothing on a circle wall of a deployment without a root', () => {
    stop = startTrustCircle([], fakeDependencies().dependencies);
    trustActions.require('circle');
    feedActions.add('global', [pictureBy(FRIEND, 2), pictureBy(STRANGER, 1)]);
    expect(shownAuthors()).toEqual([]);
  });
});
