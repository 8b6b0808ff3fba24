import { describe, expect, it } from 'vitest';
import { EMPTY_MUTE_LIST, isMutedItem, parseMuteList } from './mute-list';
import type { NostrEvent } from './types';

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
