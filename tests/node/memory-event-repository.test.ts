/** The test relay's store keeps what NIP-01 says a relay keeps, and forgets what NIP-09 lets an author delete. */
import { describe, expect, it } from 'vitest';
import type { Event } from '@nostr-relay/common';
import { deriveAuthor, sign, type EventTemplate, type FixtureAuthor } from '../support/fixture-events';
import { MemoryEventRepository } from '../support/memory-event-repository';

const alice = deriveAuthor('memory-repository-alice', 'alice');
const bob = deriveAuthor('memory-repository-bob', 'bob');
const event = (author: FixtureAuthor, template: Partial<EventTemplate>): Event =>
  sign(author, { kind: 1, created_at: 1_000, tags: [], content: '', ...template }) as Event;
const ids = (events: readonly Event[]): string[] => events.map((found) => found.id);

describe('MemoryEventRepository', () => {
  it('keeps the newest replaceable event of an author and kind, and says an older one is a duplicate', () => {
    const store = new MemoryEventRepository({ defaultLimit: 100 });
    const older = event(alice, { kind: 3, created_at: 1_000 });
    const newer = event(alice, { kind: 3, created_at: 2_000 });
    expect(store.upsert(newer).isDuplicate).toBe(false);
    expect(store.upsert(older).isDuplicate).toBe(true);
    expect(ids(store.find({ kinds: [3] }))).toEqual([newer.id]);
  });

  it('keeps one addressable event per d tag', () => {
    const store = new MemoryEventRepository({ defaultLimit: 100 });
    const friends = event(alice, { kind: 30000, tags: [['d', 'friends']] });
    const family = event(alice, { kind: 30000, tags: [['d', 'family']] });
    const friendsAgain = event(alice, { kind: 30000, created_at: 1_001, tags: [['d', 'friends']] });
    for (const list of [friends, family, friendsAgain]) store.upsert(list);
    expect(ids(store.find({ kinds: [30000] })).sort()).toEqual([family.id, friendsAgain.id].sort());
  });

  it('answers newest first, within since, until and the limit, and nothing for a limit of 0', () => {
    const store = new MemoryEventRepository({ defaultLimit: 2 });
    const posts = [1, 2, 3, 4, 5].map((second) => event(bob, { created_at: second, content: `post ${second}` }));
    for (const post of posts) store.upsert(post);
    expect(ids(store.find({ kinds: [1] }))).toEqual([posts[4]?.id, posts[3]?.id]);
    expect(ids(store.find({ kinds: [1], since: 2, until: 4, limit: 10 }))).toEqual([posts[3]?.id, posts[2]?.id, posts[1]?.id]);
    expect(store.find({ kinds: [1], limit: 0 })).toEqual([]);
  });

  it('deletes an author’s own events by id or address, never another’s', () => {
    const store = new MemoryEventRepository({ defaultLimit: 100 });
    const hers = event(alice, { content: 'mine' });
    const his = event(bob, { content: 'his' });
    const list = event(alice, { kind: 30000, tags: [['d', 'friends']] });
    for (const stored of [hers, his, list]) store.upsert(stored);
    void store.deleteByDeletionRequest(
      event(alice, {
        kind: 5,
        tags: [
          ['e', hers.id],
          ['e', his.id],
          ['a', `30000:${alice.pubkey}:friends`],
        ],
      }),
    );
    expect(ids(store.find({}))).toEqual([his.id]);
  });

  it('searches profiles by the words of their names, in any case, with words of 3 letters or more', () => {
    const store = new MemoryEventRepository({ defaultLimit: 100 });
    const profile = event(alice, { kind: 0, content: JSON.stringify({ name: 'Alice Lens', about: 'film photographer' }) });
    store.upsert(profile);
    expect(ids(store.find({ kinds: [0], search: 'PHOTOGRAPHER alice' }))).toEqual([profile.id]);
    expect(store.find({ kinds: [0], search: 'alice bob' })).toEqual([]);
    expect(store.find({ kinds: [0], search: 'al' })).toEqual([]);
    expect(store.find({ kinds: [0], search: 'include:spam' })).toEqual([]);
  });
});
