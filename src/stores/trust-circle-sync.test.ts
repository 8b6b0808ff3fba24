import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CIRCLE_EXPIRY_MS, CIRCLE_FRESH_MS, packKeys, unpackKeys, type CircleRecord } from '../core/trust';
import type { NostrEvent } from '../core/types';
import { createTrustCircleSync, type TrustCircleDependencies, type TrustRoot } from './trust-circle-sync';
import { trustActions, useTrustStore } from './trust-store';

const USER = 'a'.repeat(64);
const FRIEND = 'b'.repeat(64);
const OTHER_FRIEND = 'c'.repeat(64);
const FRIEND_OF_FRIEND = 'd'.repeat(64);
const OTHER_FRIEND_OF_FRIEND = 'e'.repeat(64);
const FORMER_FRIEND_OF_FRIEND = 'f'.repeat(64);
const NEW_FOLLOW = '1'.repeat(64);
const ROOT_ONE = '2'.repeat(64);
const ROOT_TWO = '3'.repeat(64);

const NOW = 1_800_000_000_000;
const HOUR = 60 * 60 * 1000;

const signedIn: TrustRoot = { key: USER, people: [USER], follows: [FRIEND, OTHER_FRIEND] };
const community: TrustRoot = { key: `root:${ROOT_ONE},${ROOT_TWO}`, people: [ROOT_ONE, ROOT_TWO] };

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

function record(root: string, builtAgo: number, follows: readonly string[], circle: readonly string[]): CircleRecord {
  return { root, builtAt: NOW - builtAgo, follows: packKeys(follows), circle: packKeys(circle) };
}

interface FollowListRequest {
  authors: readonly string[];
  batch(events: NostrEvent[]): void;
  signal: AbortSignal;
  done(): void;
}

/** The device's records, the relays and the first screen, played by the test. */
function fakeDependencies(...kept: CircleRecord[]) {
  const feeds = { narrowed: false };
  const records = new Map(kept.map((entry) => [entry.root, entry]));
  const requests: FollowListRequest[] = [];
  /** Asks made at once, without the relay client: each answers with what the test hands it. */
  const asksNow: { authors: readonly string[]; answer(events: NostrEvent[]): void }[] = [];
  let showFirstScreen = (): void => undefined;
  const firstScreen = new Promise<void>((resolve) => (showFirstScreen = resolve));
  const dependencies = {
    readRecord: (root: string) => Promise.resolve(records.get(root)),
    writeRecord: vi.fn((written: CircleRecord) => {
      records.set(written.root, written);
      return Promise.resolve();
    }),
    fetchFollowLists: vi.fn(
      (authors: readonly string[], onBatch: (events: NostrEvent[]) => void, signal: AbortSignal) =>
        new Promise<void>((done) => requests.push({ authors, batch: onBatch, signal, done })),
    ),
    fetchFollowListsNow: vi.fn((authors: readonly string[]) => new Promise<NostrEvent[]>((answer) => asksNow.push({ authors, answer }))),
    afterFirstScreen: () => firstScreen,
    narrowing: () => feeds.narrowed,
    now: () => NOW,
  } satisfies TrustCircleDependencies;
  return { dependencies, records, requests, asksNow, showFirstScreen, feeds };
}

/** Lets the build's awaited steps (the fakes answer at once) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const sorted = (keys: Iterable<string>): string[] => [...keys].sort();

/** What the store knows of the circle, in a form that compares plainly. */
function knownCircle(): { follows: string[]; circle: string[] } | undefined {
  const { circle } = useTrustStore.getState();
  return circle && { follows: sorted(circle.follows), circle: sorted(circle.circle) };
}

describe('trust circle sync', () => {
  beforeEach(() => trustActions.cleared());

  it("applies a signed-in user's own follows at once, and fetches nothing before the first screen", async () => {
    const { dependencies, showFirstScreen } = fakeDependencies();
    createTrustCircleSync(dependencies).start(signedIn);
    await settle();
    expect(useTrustStore.getState()).toMatchObject({ root: USER, gathering: true });
    expect(knownCircle()).toEqual({ follows: sorted([USER, FRIEND, OTHER_FRIEND]), circle: sorted([USER, FRIEND, OTHER_FRIEND]) });
    expect(dependencies.fetchFollowLists).not.toHaveBeenCalled();
    showFirstScreen();
    await settle();
    expect(dependencies.fetchFollowLists).toHaveBeenCalledOnce();
  });

  it('widens the circle with each batch, then keeps it whole with the time it was built', async () => {
    const { dependencies, records, requests, showFirstScreen } = fakeDependencies();
    createTrustCircleSync(dependencies).start(signedIn);
    showFirstScreen();
    await settle();
    expect(requests.map((request) => request.authors)).toEqual([[FRIEND, OTHER_FRIEND]]);
    const [request] = requests;
    request?.batch([followList(FRIEND, [FRIEND_OF_FRIEND, USER])]);
    expect(knownCircle()?.circle).toEqual(sorted([USER, FRIEND, OTHER_FRIEND, FRIEND_OF_FRIEND]));
    request?.batch([followList(OTHER_FRIEND, [OTHER_FRIEND_OF_FRIEND]), followList(OTHER_FRIEND, [FORMER_FRIEND_OF_FRIEND], 50)]);
    const whole = sorted([USER, FRIEND, OTHER_FRIEND, FRIEND_OF_FRIEND, OTHER_FRIEND_OF_FRIEND]);
    expect(knownCircle()).toEqual({ follows: sorted([USER, FRIEND, OTHER_FRIEND]), circle: whole });
    expect(useTrustStore.getState().gathering).toBe(true);
    expect(dependencies.writeRecord).not.toHaveBeenCalled();
    request?.done();
    await settle();
    expect(useTrustStore.getState().gathering).toBe(false);
    const written = records.get(USER);
    expect(written?.builtAt).toBe(NOW);
    expect(sorted(unpackKeys(written?.follows ?? ''))).toEqual(sorted([USER, FRIEND, OTHER_FRIEND]));
    expect(sorted(unpackKeys(written?.circle ?? ''))).toEqual(whole);
  });

  it('uses a fresh kept circle as it is and fetches nothing', async () => {
    const kept = record(community.key, HOUR, [ROOT_ONE, ROOT_TWO, FRIEND], [ROOT_ONE, ROOT_TWO, FRIEND, FRIEND_OF_FRIEND]);
    const { dependencies, showFirstScreen } = fakeDependencies(kept);
    createTrustCircleSync(dependencies).start(community);
    showFirstScreen();
    await settle();
    expect(knownCircle()).toEqual({ follows: sorted(unpackKeys(kept.follows)), circle: sorted(unpackKeys(kept.circle)) });
    expect(useTrustStore.getState().gathering).toBe(false);
    expect(dependencies.fetchFollowLists).not.toHaveBeenCalled();
    expect(dependencies.writeRecord).not.toHaveBeenCalled();
  });

  it("adds the user's follows as they are now to a kept circle", async () => {
    const { dependencies } = fakeDependencies(record(USER, HOUR, [USER, FRIEND], [USER, FRIEND, FRIEND_OF_FRIEND]));
    createTrustCircleSync(dependencies).start({ ...signedIn, follows: [FRIEND, NEW_FOLLOW] });
    await settle();
    expect(knownCircle()).toEqual({
      follows: sorted([USER, FRIEND, NEW_FOLLOW]),
      circle: sorted([USER, FRIEND, FRIEND_OF_FRIEND, NEW_FOLLOW]),
    });
  });

  it('uses a stale kept circle at once and replaces it only when the rebuilt one is whole', async () => {
    const keptCircle = [USER, FRIEND, OTHER_FRIEND, FORMER_FRIEND_OF_FRIEND];
    const kept = record(USER, CIRCLE_FRESH_MS + HOUR, [USER, FRIEND, OTHER_FRIEND], keptCircle);
    const { dependencies, records, requests, showFirstScreen } = fakeDependencies(kept);
    createTrustCircleSync(dependencies).start(signedIn);
    await settle();
    expect(knownCircle()?.circle).toEqual(sorted(keptCircle));
    expect(useTrustStore.getState().gathering).toBe(true);
    showFirstScreen();
    await settle();
    requests[0]?.batch([followList(FRIEND, [FRIEND_OF_FRIEND])]);
    expect(knownCircle()?.circle).toEqual(sorted(keptCircle));
    requests[0]?.done();
    await settle();
    const rebuilt = sorted([USER, FRIEND, OTHER_FRIEND, FRIEND_OF_FRIEND]);
    expect(knownCircle()?.circle).toEqual(rebuilt);
    expect(useTrustStore.getState().gathering).toBe(false);
    expect(records.get(USER)?.builtAt).toBe(NOW);
    expect(sorted(unpackKeys(records.get(USER)?.circle ?? ''))).toEqual(rebuilt);
  });

  it('ignores an expired kept circle, showing the first ring and then each batch', async () => {
    const kept = record(USER, CIRCLE_EXPIRY_MS + HOUR, [USER, FRIEND], [USER, FRIEND, FORMER_FRIEND_OF_FRIEND]);
    const { dependencies, requests, showFirstScreen } = fakeDependencies(kept);
    createTrustCircleSync(dependencies).start(signedIn);
    await settle();
    const firstRing = sorted([USER, FRIEND, OTHER_FRIEND]);
    expect(knownCircle()).toEqual({ follows: firstRing, circle: firstRing });
    showFirstScreen();
    await settle();
    requests[0]?.batch([followList(FRIEND, [FRIEND_OF_FRIEND])]);
    expect(knownCircle()?.circle).toEqual(sorted([...firstRing, FRIEND_OF_FRIEND]));
  });

  it("gathers a community root's own follow lists first, the newest of each", async () => {
    const { dependencies, requests, showFirstScreen } = fakeDependencies();
    createTrustCircleSync(dependencies).start(community);
    await settle();
    expect(knownCircle()).toBeUndefined();
    expect(dependencies.fetchFollowLists).not.toHaveBeenCalled();
    showFirstScreen();
    await settle();
    expect(requests.map((request) => request.authors)).toEqual([[ROOT_ONE, ROOT_TWO]]);
    requests[0]?.batch([followList(ROOT_ONE, [FRIEND], 200), followList(ROOT_ONE, [FORMER_FRIEND_OF_FRIEND], 100)]);
    requests[0]?.batch([followList(ROOT_TWO, [OTHER_FRIEND])]);
    expect(knownCircle()).toBeUndefined();
    requests[0]?.done();
    await settle();
    const firstRing = sorted([ROOT_ONE, ROOT_TWO, FRIEND, OTHER_FRIEND]);
    expect(knownCircle()).toEqual({ follows: firstRing, circle: firstRing });
    expect(requests.map((request) => sorted(request.authors))).toEqual([[ROOT_ONE, ROOT_TWO], sorted([FRIEND, OTHER_FRIEND])]);
    requests[1]?.batch([followList(FRIEND, [FRIEND_OF_FRIEND])]);
    expect(knownCircle()?.circle).toEqual(sorted([...firstRing, FRIEND_OF_FRIEND]));
  });

  it('asks for the first ring at once when feeds are narrowed and nothing is kept, and for the second after the first screen', async () => {
    const { dependencies, requests, asksNow, showFirstScreen, feeds } = fakeDependencies();
    feeds.narrowed = true;
    createTrustCircleSync(dependencies).start({ key: USER, people: [USER] });
    await settle();
    expect(asksNow.map((ask) => ask.authors)).toEqual([[USER]]);
    asksNow[0]?.answer([followList(USER, [FRIEND])]);
    await settle();
    expect(knownCircle()).toEqual({ follows: sorted([USER, FRIEND]), circle: sorted([USER, FRIEND]) });
    expect(requests).toHaveLength(0);
    showFirstScreen();
    await settle();
    expect(requests.map((request) => request.authors)).toEqual([[FRIEND]]);
  });

  it("stops the previous root's build when another starts: its late batches change nothing", async () => {
    const { dependencies, records, requests, showFirstScreen } = fakeDependencies();
    const sync = createTrustCircleSync(dependencies);
    sync.start(signedIn);
    showFirstScreen();
    await settle();
    const [old] = requests;
    sync.start(community);
    expect(old?.signal.aborted).toBe(true);
    expect(useTrustStore.getState()).toMatchObject({ root: community.key, circle: undefined, gathering: true });
    old?.batch([followList(FRIEND, [FRIEND_OF_FRIEND])]);
    old?.done();
    await settle();
    expect(useTrustStore.getState().root).toBe(community.key);
    expect(knownCircle()).toBeUndefined();
    expect(records.has(USER)).toBe(false);
  });

  it('stops when asked', async () => {
    const { dependencies, records, requests, showFirstScreen } = fakeDependencies();
    const stop = createTrustCircleSync(dependencies).start(signedIn);
    showFirstScreen();
    await settle();
    stop();
    expect(requests[0]?.signal.aborted).toBe(true);
    requests[0]?.done();
    await settle();
    expect(records.has(USER)).toBe(false);
  });

  it('ends gathering with what it has when fetching fails', async () => {
    const { dependencies, showFirstScreen } = fakeDependencies();
    dependencies.fetchFollowLists.mockRejectedValueOnce(new Error('no relay'));
    createTrustCircleSync(dependencies).start(signedIn);
    showFirstScreen();
    await settle();
    expect(useTrustStore.getState().gathering).toBe(false);
    expect(knownCircle()?.follows).toEqual(sorted([USER, FRIEND, OTHER_FRIEND]));
  });

  it('puts a new follow in both rings at once, and later batches keep it', async () => {
    const { dependencies, records, requests, showFirstScreen } = fakeDependencies();
    const sync = createTrustCircleSync(dependencies);
    sync.start(signedIn);
    await settle();
    sync.followsChanged(USER, [FRIEND, OTHER_FRIEND, NEW_FOLLOW]);
    const follows = sorted([USER, FRIEND, OTHER_FRIEND, NEW_FOLLOW]);
    expect(knownCircle()).toEqual({ follows, circle: follows });
    showFirstScreen();
    await settle();
    requests[0]?.batch([followList(FRIEND, [FRIEND_OF_FRIEND])]);
    expect(knownCircle()).toEqual({ follows, circle: sorted([...follows, FRIEND_OF_FRIEND]) });
    requests[0]?.done();
    await settle();
    expect(knownCircle()).toEqual({ follows, circle: sorted([...follows, FRIEND_OF_FRIEND]) });
    expect(records.has(USER)).toBe(true);
  });

  it("ignores a follow list change of a root that is not the current one's", async () => {
    const { dependencies } = fakeDependencies();
    const sync = createTrustCircleSync(dependencies);
    sync.start(community);
    await settle();
    sync.followsChanged(USER, [NEW_FOLLOW]);
    expect(useTrustStore.getState()).toMatchObject({ root: community.key, circle: undefined });
  });
});
