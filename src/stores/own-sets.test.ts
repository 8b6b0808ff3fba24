import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCoordinate } from '../core/sets';
import type { NostrEvent } from '../core/types';
import type { EventTemplate, OwnSetHandlers } from '../nostr/client';
import { unreadableList } from './newest-own-list';
import { createOwnSets, SET_NOT_LOADED, SETS_LOADING, TITLE_REQUIRED, type OwnSetsEdges } from './own-sets';
import { useOwnSets } from './own-sets-store';

const ALICE = 'a'.repeat(64);
const POST = 'c'.repeat(64);
const FIRST = '1'.repeat(64);
const SECOND = '2'.repeat(64);
const NOW = 1_700_000_000;
const post: NostrEvent = { id: POST, pubkey: 'b'.repeat(64), kind: 20, created_at: NOW - 600, tags: [], content: '' };
const KEY = setCoordinate(30006, ALICE, 'sunsets');

function version(tags: string[][], createdAt: number, content = ''): NostrEvent {
  return {
    id: `${createdAt}`.padStart(64, '0'),
    pubkey: ALICE,
    kind: 30006,
    created_at: createdAt,
    content,
    tags: [['d', 'sunsets'], ...tags],
  };
}

/** The relays and signer played by the test: the watch is driven by hand, publishes are taken. */
function fakeEdges(pubkey: string | undefined = ALICE) {
  let published = 0;
  let handlers: OwnSetHandlers | undefined;
  let releaseBlockList: () => void = () => undefined;
  const blockListKnown = new Promise<void>((resolve) => {
    releaseBlockList = resolve;
  });
  const edges = {
    currentPubkey: vi.fn(() => pubkey),
    requireSigner: vi.fn(() => Promise.resolve()),
    whenBlockListKnown: vi.fn(() => blockListKnown),
    watchOwnSets: vi.fn((_: string, given: OwnSetHandlers) => {
      handlers = given;
      return vi.fn();
    }),
    publishRelays: vi.fn(() => Promise.resolve(['wss://relay.example'])),
    publishEvent: vi.fn((template: EventTemplate): Promise<NostrEvent> =>
      Promise.resolve({ ...template, id: `f${++published}`.padEnd(64, 'f'), pubkey: ALICE, sig: 'e'.repeat(128) }),
    ),
    // The relays answer, holding nothing newer than the session has seen, unless a test says otherwise.
    readOwnListNow: vi.fn<OwnSetsEdges['readOwnListNow']>(() => Promise.resolve({ events: [], answered: 1 })),
    seenOn: vi.fn((): string | undefined => 'wss://seen.example'),
    newIdentifier: vi.fn(() => 'fresh-id'),
    now: vi.fn(() => NOW),
  } satisfies OwnSetsEdges;
  return {
    edges,
    releaseBlockList: () => releaseBlockList(),
    relays: () => {
      if (!handlers) throw new Error('the sets are not watched');
      return handlers;
    },
  };
}

/** A sets instance watching ALICE's sets, with these versions shown and every relay answered. */
async function loaded(...events: NostrEvent[]) {
  const fake = fakeEdges();
  const sets = createOwnSets(fake.edges);
  sets.watch(ALICE);
  fake.releaseBlockList();
  await vi.waitFor(() => expect(fake.edges.watchOwnSets).toHaveBeenCalled());
  for (const event of events) fake.relays().onEvent(event);
  fake.relays().onSettled();
  return { ...fake, sets };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('own sets: loading', () => {
  it("asks for the user's sets only once their blocked relays are known, and keeps the newest version of each", async () => {
    const fake = fakeEdges();
    const sets = createOwnSets(fake.edges);
    sets.watch(ALICE);
    sets.watch(ALICE);
    await Promise.resolve();
    expect(fake.edges.watchOwnSets).not.toHaveBeenCalled();
    fake.releaseBlockList();
    await vi.waitFor(() => expect(fake.edges.watchOwnSets).toHaveBeenCalledTimes(1));
    const newer = version([['e', SECOND]], NOW - 10);
    fake.relays().onEvent(newer);
    fake.relays().onEvent(version([['e', FIRST]], NOW - 20));
    fake.relays().onEvent({ ...version([], NOW), pubkey: 'd'.repeat(64) });
    expect(useOwnSets.getState()).toMatchObject({ pubkey: ALICE, sets: { [KEY]: newer }, settled: false });
    fake.relays().onSettled();
    expect(useOwnSets.getState().settled).toBe(true);
  });

  it('forgets the sets when another user signs in, or none', async () => {
    const { sets, edges } = await loaded(version([['e', FIRST]], NOW - 10));
    const stopWatch = edges.watchOwnSets.mock.results[0]?.value as () => void;
    sets.sessionChanged(ALICE);
    expect(useOwnSets.getState().pubkey).toBe(ALICE);
    sets.sessionChanged(undefined);
    expect(stopWatch).toHaveBeenCalled();
    expect(useOwnSets.getState()).toMatchObject({ pubkey: undefined, sets: {}, settled: false });
  });
});

describe('own sets: adding and removing', () => {
  it('adds the post at the end, every other entry, the title and the content kept in order', async () => {
    const current = version(
      [
        ['title', 'Sunsets'],
        ['e', FIRST, 'wss://one.example'],
        ['a', `30023:${ALICE}:essay`],
        ['e', SECOND],
      ],
      NOW + 5,
      'private entries',
    );
    const { sets, edges } = await loaded(version([['e', FIRST]], NOW - 100), current);
    await sets.toggle(post, KEY);
    expect(edges.publishEvent).toHaveBeenCalledWith(
      {
        kind: 30006,
        content: 'private entries',
        tags: [...current.tags, ['e', POST, 'wss://seen.example']],
        // After the version it replaces, even when that one is dated ahead of the clock.
        created_at: NOW + 6,
      },
      ['wss://relay.example'],
    );
    // What the relay took is the newest version: taking the post out again starts from it.
    await sets.toggle(post, KEY);
    expect(edges.publishEvent).toHaveBeenLastCalledWith(expect.objectContaining({ tags: current.tags, created_at: NOW + 7 }), [
      'wss://relay.example',
    ]);
    expect(useOwnSets.getState().sets[KEY]?.tags).toEqual(current.tags);
    expect(useOwnSets.getState().working).toBeUndefined();
  });

  it('publishes nothing before every relay has answered for the sets', async () => {
    const fake = fakeEdges();
    const sets = createOwnSets(fake.edges);
    sets.watch(ALICE);
    fake.releaseBlockList();
    await vi.waitFor(() => expect(fake.edges.watchOwnSets).toHaveBeenCalled());
    fake.relays().onEvent(version([['e', FIRST]], NOW - 10));
    await sets.toggle(post, KEY);
    expect(fake.edges.publishEvent).not.toHaveBeenCalled();
    expect(useOwnSets.getState().notice).toBe(SETS_LOADING);
  });

  it('publishes nothing for a set no relay has shown, nor for another user than the one loaded', async () => {
    const { sets, edges } = await loaded(version([['e', FIRST]], NOW - 10));
    await sets.toggle(post, setCoordinate(30006, ALICE, 'other'));
    expect(useOwnSets.getState().notice).toBe(SET_NOT_LOADED);
    edges.currentPubkey.mockReturnValue('d'.repeat(64));
    await sets.toggle(post, KEY);
    expect(useOwnSets.getState().notice).toBe(SETS_LOADING);
    expect(edges.publishEvent).not.toHaveBeenCalled();
  });

  it('publishes nothing without a signer, and keeps the set as it was when no relay takes it', async () => {
    const current = version([['e', FIRST]], NOW - 10);
    const { sets, edges } = await loaded(current);
    edges.requireSigner.mockRejectedValueOnce(new Error('Signer required'));
    await sets.toggle(post, KEY);
    expect(edges.publishEvent).not.toHaveBeenCalled();
    edges.publishEvent.mockRejectedValueOnce(new Error('no relay took it'));
    await sets.toggle(post, KEY);
    expect(useOwnSets.getState()).toMatchObject({ sets: { [KEY]: current }, working: undefined, notice: 'Could not update the set.' });
  });
});

describe('own sets: creating', () => {
  it('creates a set with a fresh identifier, its title and description, and the post', async () => {
    const { sets, edges } = await loaded();
    await expect(sets.create({ ...post, kind: 21 }, { kind: 30005, title: ' Night walks ', description: 'Wet streets' })).resolves.toBe(
      true,
    );
    expect(edges.publishEvent).toHaveBeenCalledWith(
      {
        kind: 30005,
        content: '',
        tags: [
          ['d', 'fresh-id'],
          ['title', 'Night walks'],
          ['description', 'Wet streets'],
          ['e', POST, 'wss://seen.example'],
        ],
        created_at: NOW,
      },
      ['wss://relay.example'],
    );
    expect(useOwnSets.getState().sets[setCoordinate(30005, ALICE, 'fresh-id')]?.kind).toBe(30005);
  });

  it('asks for a title, and says when no relay took the new set', async () => {
    const { sets, edges } = await loaded();
    await expect(sets.create(post, { kind: 30006, title: '  ' })).resolves.toBe(false);
    expect(useOwnSets.getState().notice).toBe(TITLE_REQUIRED);
    edges.publishEvent.mockRejectedValueOnce(new Error('no relay took it'));
    await expect(sets.create(post, { kind: 30006, title: 'Sunsets' })).resolves.toBe(false);
    expect(useOwnSets.getState()).toMatchObject({ sets: {}, notice: 'Could not create the set.' });
  });
});

describe('place', () => {
  const target = { kind: 30006, identifier: 'sunsets', title: 'Sunsets' };
  const other: NostrEvent = { ...post, id: 'd'.repeat(64) };

  it('creates the set with the post when the user has none there yet', async () => {
    const { sets, edges } = await loaded();
    await expect(sets.place(post, target, true)).resolves.toBe('placed');
    expect(edges.publishEvent).toHaveBeenCalledWith(
      {
        kind: 30006,
        content: '',
        created_at: NOW,
        tags: [
          ['d', 'sunsets'],
          ['title', 'Sunsets'],
          ['e', POST, 'wss://seen.example'],
        ],
      },
      ['wss://relay.example'],
    );
    expect(useOwnSets.getState().sets[KEY]?.tags).toContainEqual(['e', POST, 'wss://seen.example']);
  });

  it('edits each version after the last when presses come quickly, and does nothing when the set is as asked', async () => {
    const { sets, edges } = await loaded(version([['e', FIRST]], NOW - 10));
    const presses = [sets.place(post, target, true), sets.place(other, target, true), sets.place(post, target, true)];
    await expect(Promise.all(presses)).resolves.toEqual(['placed', 'placed', 'placed']);
    expect(edges.publishEvent).toHaveBeenCalledTimes(2);
    expect(
      useOwnSets
        .getState()
        .sets[KEY]?.tags.filter((tag) => tag[0] === 'e')
        .map((tag) => tag[1]),
    ).toEqual([FIRST, POST, other.id]);
    await sets.place(post, target, false);
    expect(
      useOwnSets
        .getState()
        .sets[KEY]?.tags.filter((tag) => tag[0] === 'e')
        .map((tag) => tag[1]),
    ).toEqual([FIRST, other.id]);
    const created = edges.publishEvent.mock.calls.map(([template]) => template.created_at);
    expect(created).toEqual([...created].sort((a, b) => a - b));
    expect(new Set(created).size).toBe(created.length);
  });

  it('edits a set made on another device that this page never saw, rather than make it anew', async () => {
    const { sets, edges } = await loaded();
    const elsewhere = version(
      [
        ['title', 'Sunsets'],
        ['e', FIRST, 'wss://one.example'],
        ['client', 'another app'],
      ],
      NOW - 5,
      'kept',
    );
    edges.readOwnListNow.mockResolvedValue({ events: [elsewhere], answered: 1 });
    await expect(sets.place(post, target, true)).resolves.toBe('placed');
    expect(edges.readOwnListNow).toHaveBeenCalledWith({ kinds: [30006], authors: [ALICE], '#d': ['sunsets'] }, ['wss://relay.example']);
    expect(edges.publishEvent).toHaveBeenCalledWith(
      { kind: 30006, content: 'kept', tags: [...elsewhere.tags, ['e', POST, 'wss://seen.example']], created_at: NOW },
      ['wss://relay.example'],
    );
  });

  it('publishes nothing when no relay answered the set’s read: a toggle says why, a placement tells its caller', async () => {
    const { sets, edges } = await loaded(version([['e', FIRST]], NOW - 10));
    edges.readOwnListNow.mockResolvedValue({ events: [], answered: 0 });
    await expect(sets.place(post, target, true)).resolves.toBe('unreachable');
    expect(useOwnSets.getState().notice).toBeUndefined();
    await sets.toggle(post, KEY);
    expect(edges.publishEvent).not.toHaveBeenCalled();
    expect(useOwnSets.getState().notice).toBe(unreadableList('set'));
  });

  it('takes nothing out of a set the user does not have, and waits for the sets to load', async () => {
    const { sets, edges } = await loaded();
    await expect(sets.place(post, target, false)).resolves.toBe('placed');
    expect(edges.publishEvent).not.toHaveBeenCalled();
    const fake = fakeEdges();
    const unloaded = createOwnSets(fake.edges);
    unloaded.watch(ALICE);
    await expect(unloaded.place(post, target, true)).resolves.toBe('failed');
    expect(useOwnSets.getState().notice).toBe(SETS_LOADING);
  });
});
