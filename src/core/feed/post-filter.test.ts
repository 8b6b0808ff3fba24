import { describe, expect, it } from 'vitest';
import { npubToHex } from '../events/npub';
import { isAdultRelated, isReply, judgePost, matchesTypeFilter } from './post-filter';
import type { NostrEvent } from '../types';

const someone = 'a'.repeat(64);
const adultAuthor = npubToHex('npub10l8k2vx4f6mxjwf9ds2tufyl4xr9q7sj535pf3wpthyhl2rs9pdqh2vrsg') ?? '';
const mixedAuthor = npubToHex('npub12jedfuhk2wfr7syr38t2f55652khuyz9f88r63ftm0j2vudxq9sqq7677r') ?? '';
const blockedAuthor = npubToHex('npub10m6d9ynzzx0w07spu2n5cx36z77smmyn7rs9gsvta57etrcyh68swace67') ?? '';

function post(tags: string[][], pubkey = someone): NostrEvent {
  return { id: 'f'.repeat(64), pubkey, kind: 1, created_at: 1, tags, content: '' };
}

const strict = { showReplies: false, showAdult: false, tagView: false };

describe('isReply', () => {
  it('follows NIP-10 markers and positional e tags', () => {
    expect(isReply(post([['e', 'x', '', 'reply']]))).toBe(true);
    expect(isReply(post([['e', 'x', '', 'root']]))).toBe(true);
    expect(isReply(post([['e', 'x']]))).toBe(true);
    expect(isReply(post([['e', 'x', '', 'mention']]))).toBe(false);
    expect(
      isReply(
        post([
          ['q', 'x'],
          ['p', 'y'],
        ]),
      ),
    ).toBe(false);
  });
});

describe('isAdultRelated', () => {
  it('flags adult tags and adult authors', () => {
    expect(isAdultRelated(post([['t', 'NSFW']]), { tagView: false })).toBe(true);
    expect(isAdultRelated(post([], adultAuthor), { tagView: true })).toBe(true);
    expect(isAdultRelated(post([['t', 'cats']]), { tagView: false })).toBe(false);
  });

  it('does not count a content warning alone as adult: such posts are shown blurred', () => {
    expect(isAdultRelated(post([['content-warning', 'nudity']]), { tagView: true })).toBe(false);
    expect(isAdultRelated(post([['content-warning', '']]), { tagView: false })).toBe(false);
    // With an adult hashtag or author the post stays adult, warning or not.
    expect(
      isAdultRelated(
        post([
          ['content-warning', 'nudity'],
          ['t', 'nsfw'],
        ]),
        { tagView: true },
      ),
    ).toBe(true);
    expect(isAdultRelated(post([['content-warning', 'nudity']], adultAuthor), { tagView: true })).toBe(true);
    expect(isAdultRelated(post([['content-warning', 'nudity']], mixedAuthor), { tagView: false })).toBe(true);
  });

  it('counts mixed authors as adult in tag views only for adult tags', () => {
    expect(isAdultRelated(post([['t', 'art']], mixedAuthor), { tagView: true })).toBe(false);
    expect(isAdultRelated(post([['t', 'nude']], mixedAuthor), { tagView: true })).toBe(true);
    expect(isAdultRelated(post([['t', 'art']], mixedAuthor), { tagView: false })).toBe(true);
  });
});

describe('judgePost', () => {
  it('applies the rules in order', () => {
    expect(judgePost(post([], blockedAuthor), { ...strict, showAdult: true })).toBe('blocked-author');
    expect(judgePost(post([['t', 'NSFL']]), strict)).toBe('blocked-tag');
    expect(judgePost(post([['e', 'x', '', 'reply']]), strict)).toBe('reply');
    expect(judgePost(post([['t', 'nsfw']]), strict)).toBe('adult');
    expect(judgePost(post([['t', 'cats']]), strict)).toBe('ok');
  });

  it('shows a content-warned post of an ordinary author, and keeps an adult-tagged one out', () => {
    expect(judgePost(post([['content-warning', 'spiders']]), strict)).toBe('ok');
    expect(
      judgePost(
        post([
          ['content-warning', 'nudity'],
          ['t', 'NSFW'],
        ]),
        strict,
      ),
    ).toBe('adult');
    expect(judgePost(post([['content-warning', '']], adultAuthor), strict)).toBe('adult');
  });

  it('lets replies and adult posts through when asked, and honours mutes', () => {
    const options = { showReplies: true, showAdult: true, tagView: false };
    expect(
      judgePost(
        post([
          ['e', 'x', '', 'reply'],
          ['t', 'nsfw'],
        ]),
        options,
      ),
    ).toBe('ok');
    expect(judgePost(post([]), { ...options, mutedAuthors: new Set([someone]) })).toBe('blocked-author');
    expect(judgePost(post([], someone.toUpperCase()), { ...options, blockedAuthors: new Set([someone]) })).toBe('blocked-author');
  });
});

describe('matchesTypeFilter', () => {
  it('keeps only the chosen type', () => {
    expect(matchesTypeFilter({ type: 'video' }, 'image')).toBe(false);
    expect(matchesTypeFilter({ type: 'video' }, 'video')).toBe(true);
    expect(matchesTypeFilter({ type: 'image' }, 'all')).toBe(true);
  });
});
