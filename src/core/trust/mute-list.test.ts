import { describe, expect, it } from 'vitest';
import {
  addMuteTag,
  EMPTY_MUTE_LIST,
  isEmptyMuteList,
  isMutedEvent,
  isMutedItem,
  muteTag,
  parseMuteList,
  withMuteEntry,
} from './mute-list';
import type { NostrEvent } from '../types';

const ALICE = 'a'.repeat(64);
const BOB = 'b'.repeat(64);
const POST_ID = 'c'.repeat(64);

function muteEvent(tags: string[][], kind = 10000): NostrEvent {
  return { id: 'f'.repeat(64), pubkey: 'e'.repeat(64), kind, created_at: 1, tags, content: '' };
}

function item(overrides: { author?: string; tags?: string[]; content?: string; repostedBy?: string } = {}) {
  const author = overrides.author ?? BOB;
  const post: NostrEvent = {
    id: POST_ID,
    pubkey: author,
    kind: 1,
    created_at: 1,
    tags: (overrides.tags ?? []).map((t) => ['t', t]),
    content: overrides.content ?? 'A harbour at dawn',
  };
  return { authorId: author, noteId: POST_ID, tags: overrides.tags ?? [], post, repostedBy: overrides.repostedBy };
}

describe('parseMuteList', () => {
  it('reads public p, t, word and e entries, cleaned', () => {
    const list = parseMuteList(
      muteEvent([
        ['p', ALICE.toUpperCase()],
        ['t', '#CatStr'],
        ['word', '  Spoiler '],
        ['e', POST_ID],
        ['p', 'not-hex'],
        ['word', ''],
        ['x', 'y'],
      ]),
    );
    expect([...list.pubkeys]).toEqual([ALICE]);
    expect([...list.hashtags]).toEqual(['catstr']);
    expect(list.words).toEqual(['spoiler']);
    expect([...list.eventIds]).toEqual([POST_ID]);
  });

  it('reads nothing from another kind', () => {
    expect(parseMuteList(muteEvent([['p', ALICE]], 3))).toEqual(EMPTY_MUTE_LIST);
  });
});

describe('isMutedItem', () => {
  const mutes = parseMuteList(
    muteEvent([
      ['p', ALICE],
      ['t', 'catstr'],
      ['word', 'spoiler'],
      ['e', 'd'.repeat(64)],
    ]),
  );

  it('mutes by author, hashtag, word (any case) and post', () => {
    expect(isMutedItem(item({ author: ALICE }), mutes)).toBe(true);
    expect(isMutedItem(item({ tags: ['CatStr'] }), mutes)).toBe(true);
    expect(isMutedItem(item({ content: 'Big SPOILER ahead' }), mutes)).toBe(true);
    expect(isMutedItem(item(), parseMuteList(muteEvent([['e', POST_ID]])))).toBe(true);
    expect(isMutedItem(item(), mutes)).toBe(false);
  });

  it('judges a repost by the post it carries, and by who reposted it', () => {
    expect(isMutedItem(item({ author: ALICE, repostedBy: BOB }), mutes)).toBe(true);
    expect(isMutedItem(item({ repostedBy: ALICE }), mutes)).toBe(true);
    expect(isMutedItem(item({ repostedBy: 'd'.repeat(64) }), mutes)).toBe(false);
  });

  it('mutes nothing with an empty list', () => {
    expect(isMutedItem(item({ author: ALICE, tags: ['catstr'] }), EMPTY_MUTE_LIST)).toBe(false);
  });
});

describe('isMutedEvent', () => {
  const mutes = parseMuteList(
    muteEvent([
      ['p', ALICE],
      ['t', 'catstr'],
      ['word', 'spoiler'],
      ['e', 'd'.repeat(64)],
    ]),
  );
  const comment = (overrides: Partial<NostrEvent>): NostrEvent => ({
    id: POST_ID,
    pubkey: BOB,
    kind: 1111,
    created_at: 1,
    tags: [],
    content: 'Lovely light',
    ...overrides,
  });

  it('mutes a comment by author, the event, a hashtag or a word (any case)', () => {
    expect(isMutedEvent(comment({ pubkey: ALICE }), mutes)).toBe(true);
    expect(isMutedEvent(comment({ id: 'd'.repeat(64) }), mutes)).toBe(true);
    expect(isMutedEvent(comment({ tags: [['t', 'CatStr']] }), mutes)).toBe(true);
    expect(isMutedEvent(comment({ content: 'No SPOILERS please' }), mutes)).toBe(true);
    expect(isMutedEvent(comment({}), mutes)).toBe(false);
    expect(isMutedEvent(comment({ pubkey: ALICE }), EMPTY_MUTE_LIST)).toBe(false);
  });
});

describe('addMuteTag', () => {
  const earlier = [
    ['p', ALICE],
    ['t', 'catstr'],
    ['word', 'spoiler'],
    ['e', 'd'.repeat(64)],
    ['relay', 'wss://unknown.example', 'kept as it is'],
  ];

  it('adds an author as a public p tag and a post as a public e tag, after every other tag, in order', () => {
    expect(addMuteTag(earlier, { kind: 'author', pubkey: BOB })).toEqual([...earlier, ['p', BOB]]);
    expect(addMuteTag(earlier, { kind: 'post', eventId: POST_ID })).toEqual([...earlier, ['e', POST_ID]]);
  });

  it('starts a list from no tags', () => {
    expect(addMuteTag([], { kind: 'author', pubkey: BOB.toUpperCase() })).toEqual([['p', BOB]]);
  });

  it('does not list an entry twice, whatever case it was listed in', () => {
    expect(addMuteTag(earlier, { kind: 'author', pubkey: ALICE })).toEqual(earlier);
    expect(addMuteTag([['e', POST_ID.toUpperCase()]], { kind: 'post', eventId: POST_ID })).toEqual([['e', POST_ID.toUpperCase()]]);
    // A p tag with the post's id is another entry: an author with that key.
    expect(addMuteTag([['p', POST_ID]], { kind: 'post', eventId: POST_ID })).toEqual([
      ['p', POST_ID],
      ['e', POST_ID],
    ]);
  });

  it('leaves the tags it was given alone', () => {
    const tags = [['p', ALICE]];
    const added = addMuteTag(tags, { kind: 'author', pubkey: BOB });
    added[0]?.push('changed');
    expect(tags).toEqual([['p', ALICE]]);
  });

  it('names the tag of an entry', () => {
    expect(muteTag({ kind: 'author', pubkey: ALICE })).toEqual(['p', ALICE]);
    expect(muteTag({ kind: 'post', eventId: POST_ID })).toEqual(['e', POST_ID]);
  });
});

describe('withMuteEntry', () => {
  it('hides the new entry at once, keeping what the list muted before', () => {
    const before = parseMuteList(muteEvent([['t', 'catstr']]));
    const withAuthor = withMuteEntry(before, { kind: 'author', pubkey: BOB });
    expect(isMutedItem(item(), withAuthor)).toBe(true);
    expect(isMutedItem(item({ author: ALICE, tags: ['catstr'] }), withAuthor)).toBe(true);
    expect(isMutedItem(item({ author: ALICE }), withMuteEntry(before, { kind: 'post', eventId: POST_ID }))).toBe(true);
    expect(before.pubkeys.size).toBe(0);
  });

  it('tells an empty list from one that mutes something', () => {
    expect(isEmptyMuteList(EMPTY_MUTE_LIST)).toBe(true);
    expect(isEmptyMuteList(withMuteEntry(EMPTY_MUTE_LIST, { kind: 'post', eventId: POST_ID }))).toBe(false);
    expect(isEmptyMuteList(parseMuteList(muteEvent([['word', 'x']])))).toBe(false);
  });
});
