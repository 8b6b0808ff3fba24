import { nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { postLink } from './post-link';
import { parseRoute } from './route';
import { parseViewAddress } from './view-address';

const pubkey = 'b'.repeat(64);
const item = { author: nip19.npubEncode(pubkey), post: { id: 'a'.repeat(64), pubkey, kind: 20 } } as Parameters<typeof postLink>[1];

describe('postLink', () => {
  it("is the author's page on the public address, in the scroll view at the post's nevent", () => {
    const link = new URL(postLink('https://diorama.pictures/', item, 0, false));
    expect(link.origin).toBe('https://diorama.pictures');
    expect(link.pathname).toBe(`/p/${item.author}`);
    expect(link.searchParams.get('view')).toBe('scroll');
    const post = link.searchParams.get('post') ?? '';
    expect(post.startsWith('nevent1')).toBe(true);
    expect(nip19.decode(post)).toEqual({ type: 'nevent', data: { id: item.post.id, author: pubkey, kind: 20, relays: [] } });
    expect(parseRoute(link.pathname, link.search)).toMatchObject({ kind: 'gallery', settings: { npubs: [item.author] } });
  });

  it('names a later picture of the post, and keeps adult content shown when the screen shows it', () => {
    const link = postLink('http://127.0.0.1:4173', item, 2, true);
    expect(link.startsWith(`http://127.0.0.1:4173/p/${item.author}?adult=true&view=scroll&post=nevent1`)).toBe(true);
    expect(parseViewAddress(new URL(link).search)).toMatchObject({ view: 'scroll', media: 2, post: { id: item.post.id } });
  });
});
