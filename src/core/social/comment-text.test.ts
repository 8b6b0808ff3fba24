import { nip19 as reference } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { cleanCommentText, commentTokens, MAX_COMMENT_CHARS, mentionedPubkeys, type CommentToken } from './comment-text';

const key = '3bf0c63fcb93463407af97a5e5ee64fa883d107ef9e558472c4eb9aaaefa459d';
const npub = reference.npubEncode(key);
const id = 'b'.repeat(64);

/** Every address a token leads to: the app's own paths and http(s) links only. */
function addresses(tokens: readonly CommentToken[]): string[] {
  return tokens.flatMap((token) => {
    if (token.type === 'link' || token.type === 'post') return [token.href];
    if (token.type === 'hashtag') return [token.path];
    if (token.type === 'mention') return [`/p/${token.npub}`];
    return [];
  });
}

describe('comment text', () => {
  it('is text when there is nothing else in it', () => {
    expect(commentTokens('What a light!')).toEqual([{ type: 'text', text: 'What a light!' }]);
    expect(commentTokens('')).toEqual([]);
    expect(commentTokens('  \n ')).toEqual([]);
  });

  it('makes links of http(s) URLs, leaving the punctuation that ends a sentence outside', () => {
    expect(commentTokens('See https://example.com/a?b=c#d, then (http://x.org/y).')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'link', href: 'https://example.com/a?b=c#d', text: 'https://example.com/a?b=c#d' },
      { type: 'text', text: ', then (' },
      { type: 'link', href: 'http://x.org/y', text: 'http://x.org/y' },
      { type: 'text', text: ').' },
    ]);
    // A bracket the link opened is its own.
    expect(commentTokens('https://en.wikipedia.org/wiki/Heron_(bird)')[0]).toMatchObject({
      type: 'link',
      text: 'https://en.wikipedia.org/wiki/Heron_(bird)',
    });
    expect(commentTokens('HTTPS://EXAMPLE.COM/Path')).toEqual([
      { type: 'link', href: 'https://example.com/Path', text: 'HTTPS://EXAMPLE.COM/Path' },
    ]);
  });

  it('never makes a link of another scheme', () => {
    for (const hostile of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//evil.example/x',
      'https:/evil.example',
      `https://${'a'.repeat(3000)}.com`,
    ]) {
      const tokens = commentTokens(hostile);
      expect(
        tokens.every((token) => token.type === 'text'),
        hostile,
      ).toBe(true);
      expect(tokens.map((token) => (token.type === 'text' ? token.text : '')).join('')).toBe(hostile);
    }
    // A link inside a javascript: URL leads only where it says.
    const tokens = commentTokens("javascript:fetch('https://evil.example/steal')");
    expect(addresses(tokens)).toEqual(['https://evil.example/steal']);
    expect(tokens[0]).toEqual({ type: 'text', text: "javascript:fetch('" });
  });

  it('keeps HTML as the text it is', () => {
    const html = '<img src=x onerror=alert(1)><script>alert("x")</script><a href="javascript:alert(1)">click</a>';
    expect(commentTokens(html)).toEqual([{ type: 'text', text: html }]);
    // A quote ends a link: an attribute cannot be smuggled into the address.
    expect(commentTokens('<a href="https://evil.example/"onmouseover="x">')).toEqual([
      { type: 'text', text: '<a href="' },
      { type: 'link', href: 'https://evil.example/', text: 'https://evil.example/' },
      { type: 'text', text: '"onmouseover="x">' },
    ]);
  });

  it('names people mentioned by npub or nprofile, in either case', () => {
    const nprofile = reference.nprofileEncode({ pubkey: key, relays: ['wss://r.example'] });
    expect(commentTokens(`hi nostr:${npub} and nostr:${nprofile}!`)).toEqual([
      { type: 'text', text: 'hi ' },
      { type: 'mention', pubkey: key, npub },
      { type: 'text', text: ' and ' },
      { type: 'mention', pubkey: key, npub },
      { type: 'text', text: '!' },
    ]);
    expect(commentTokens(`NOSTR:${npub.toUpperCase()}`)).toEqual([{ type: 'mention', pubkey: key, npub }]);
    expect(mentionedPubkeys(`nostr:${npub} nostr:${nprofile}`)).toEqual([key]);
  });

  it('links posts named by note or nevent to the note viewer, and leaves broken ids as text', () => {
    const note = reference.noteEncode(id);
    const nevent = reference.neventEncode({ id, relays: ['wss://r.example'], author: key, kind: 20 });
    expect(commentTokens(`nostr:${note}`)).toEqual([{ type: 'post', href: `https://njump.me/${note}`, text: `${note.slice(0, 16)}…` }]);
    expect(commentTokens(`nostr:${nevent}`)).toEqual([
      { type: 'post', href: `https://njump.me/${nevent}`, text: `${nevent.slice(0, 16)}…` },
    ]);
    const broken = `nostr:${npub.slice(0, -1)}q`;
    expect(commentTokens(broken)).toEqual([{ type: 'text', text: broken }]);
    const mixed = `nostr:${npub.slice(0, 10)}${npub.slice(10).toUpperCase()}`;
    expect(commentTokens(mixed)).toEqual([{ type: 'text', text: mixed }]);
    // An nsec is never read, nor shown as anything but text.
    const nsec = `nostr:${reference.nsecEncode(new Uint8Array(32).fill(7))}`;
    expect(commentTokens(nsec)).toEqual([{ type: 'text', text: nsec }]);
  });

  it('links hashtags that start a word to their gallery', () => {
    expect(commentTokens('#Heron at dawn #bird_life, not a#b nor &#38; nor #')).toEqual([
      { type: 'hashtag', tag: 'heron', path: '/tags/heron', text: '#Heron' },
      { type: 'text', text: ' at dawn ' },
      { type: 'hashtag', tag: 'bird_life', path: '/tags/bird_life', text: '#bird_life' },
      { type: 'text', text: ', not a#b nor &#38; nor #' },
    ]);
    expect(commentTokens('#été')).toEqual([{ type: 'hashtag', tag: 'été', path: `/tags/${encodeURIComponent('été')}`, text: '#été' }]);
  });

  it('removes direction controls and other control characters, keeping line breaks', () => {
    expect(cleanCommentText('abc\u202Edef\u2066ghi\u2069\u200F')).toBe('abcdefghi');
    expect(cleanCommentText('one\r\ntwo\u0000\u0007\u001B[31m\tthree\u0085')).toBe('one\ntwo[31m\tthree');
    expect(cleanCommentText('a\n\n\n\n\nb')).toBe('a\n\nb');
    // A direction override cannot turn a link around.
    expect(commentTokens('\u202Ehttps://example.com/moc.live')).toEqual([
      { type: 'link', href: 'https://example.com/moc.live', text: 'https://example.com/moc.live' },
    ]);
  });

  it('cuts huge text, quickly and without splitting a character', () => {
    const started = performance.now();
    const tokens = commentTokens(`${'#tag https://example.com/x nostr:'.repeat(100_000)}`);
    expect(performance.now() - started).toBeLessThan(1000);
    const shown = tokens.map((token) => ('text' in token ? token.text : '')).join('');
    expect(shown.length).toBeLessThanOrEqual(MAX_COMMENT_CHARS + 1);

    const emoji = cleanCommentText(`${'a'.repeat(MAX_COMMENT_CHARS - 1)}😀😀`);
    expect(emoji).toBe(`${'a'.repeat(MAX_COMMENT_CHARS - 1)}…`);
    expect(cleanCommentText('x'.repeat(MAX_COMMENT_CHARS))).toBe('x'.repeat(MAX_COMMENT_CHARS));
  });
});
