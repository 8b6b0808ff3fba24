import { nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../types';
import { nostrUri, parsePostPointer, parseViewAddress, placeInPost, postParam, withViewAddress } from './view-address';

const post = { id: 'a'.repeat(64), pubkey: 'b'.repeat(64), kind: 20 };

describe('parseViewAddress', () => {
  it('is the grid without a view parameter, or with one it does not know', () => {
    expect(parseViewAddress('')).toEqual({ view: 'grid', media: 0 });
    expect(parseViewAddress('?view=carousel&post=x')).toEqual({ view: 'grid', media: 0 });
  });

  it('reads the view and a nevent post', () => {
    const address = parseViewAddress(`?type=image&view=scroll&post=${postParam(post)}`);
    expect(address.view).toBe('scroll');
    expect(address.post).toMatchObject({ id: post.id, author: post.pubkey, kind: 20 });
  });

  it('reads a note id too, and drops a post that is not an id', () => {
    expect(parseViewAddress(`?view=slideshow&post=${nip19.noteEncode(post.id)}`).post).toEqual({ id: post.id, relays: [] });
    expect(parseViewAddress('?view=scroll&post=javascript:alert(1)')).toEqual({ view: 'scroll', media: 0 });
    expect(parseViewAddress(`?view=scroll&post=${nip19.npubEncode(post.pubkey)}`)).toEqual({ view: 'scroll', media: 0 });
    expect(parsePostPointer('nevent1'.padEnd(2000, 'q'))).toBeUndefined();
  });
});

describe('withViewAddress', () => {
  it('adds the view and the post after the filter parameters, keeping them', () => {
    const search = withViewAddress('?type=video&replies=true', 'scroll', post);
    expect(search).toBe(`?type=video&replies=true&view=scroll&post=${postParam(post)}`);
    expect(parseViewAddress(search).post?.id).toBe(post.id);
  });

  it('replaces the post in place and removes both on the grid', () => {
    const first = withViewAddress('?adult=true', 'scroll', post);
    const second = withViewAddress(first, 'scroll', { ...post, id: 'c'.repeat(64) });
    expect(parseViewAddress(second).post?.id).toBe('c'.repeat(64));
    expect(withViewAddress(second, 'grid')).toBe('?adult=true');
    expect(withViewAddress(withViewAddress('', 'slideshow', post), 'grid')).toBe('');
  });

  it('keeps screen mode while the slideshow moves on, and leaves it with the slideshow', () => {
    const screen = withViewAddress('?screen=true&slide=5', 'slideshow', post);
    expect(screen).toBe(`?screen=true&slide=5&view=slideshow&post=${postParam(post)}`);
    expect(withViewAddress(screen, 'grid')).toBe('?slide=5');
    expect(withViewAddress(screen, 'scroll', post)).toBe(`?slide=5&view=scroll&post=${postParam(post)}`);
  });
});

describe('nostrUri', () => {
  it('is a NIP-21 URI of a nevent with the relay hint, author and kind', () => {
    const uri = nostrUri(post, 'wss://relay.example.com/');
    expect(uri.startsWith('nostr:nevent1')).toBe(true);
    const decoded = nip19.decode(uri.slice('nostr:'.length));
    expect(decoded).toEqual({ type: 'nevent', data: { id: post.id, author: post.pubkey, kind: 20, relays: ['wss://relay.example.com'] } });
  });

  it('leaves out a hint that is not a relay address', () => {
    const decoded = nip19.decode(nostrUri(post, 'javascript:alert(1)').slice('nostr:'.length));
    expect(decoded.type === 'nevent' && decoded.data.relays).toEqual([]);
  });
});

describe('the picture within a post', () => {
  const post = { id: 'b'.repeat(64), pubkey: 'a'.repeat(64), kind: 1 };

  it('names a later picture of the post, and only a later one', () => {
    expect(withViewAddress('', 'scroll', post, 2)).toContain('media=3');
    expect(withViewAddress('', 'scroll', post, 0)).not.toContain('media');
    expect(parseViewAddress(withViewAddress('', 'slideshow', post, 2)).media).toBe(2);
    expect(withViewAddress(withViewAddress('', 'scroll', post, 2), 'grid')).toBe('');
  });

  it('reads anything but a small positive number as the first picture', () => {
    for (const value of ['0', '-1', 'x', '1e3', '101', '']) {
      expect(parseViewAddress(`?view=scroll&post=${postParam(post)}&media=${value}`).media).toBe(0);
    }
  });
});

describe('placeInPost', () => {
  it('counts the pictures of the same post before the item', () => {
    const item = (key: string, noteId: string) => ({ key, noteId }) as MediaItem;
    const items = [item('a1', 'a'), item('b1', 'b'), item('a2', 'a'), item('a3', 'a')];
    expect(placeInPost(items, items[3]!)).toBe(2);
    expect(placeInPost(items, items[1]!)).toBe(0);
    expect(placeInPost(items, item('z', 'z'))).toBe(0);
  });
});
