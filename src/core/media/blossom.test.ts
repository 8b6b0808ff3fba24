import { describe, expect, it } from 'vitest';
import { blobCandidates, blobHash, serverBase, serversOfList } from './blossom';

const HASH = 'ab'.repeat(32);

describe('blobHash', () => {
  it("is the post's own x, lower-cased", () => {
    expect(blobHash({ url: 'https://host.example/a.jpg', hash: HASH.toUpperCase() })).toBe(HASH);
  });

  it('is a 64-hex file name in the address, with or without an extension', () => {
    expect(blobHash({ url: `https://cdn.example/${HASH}.png` })).toBe(HASH);
    expect(blobHash({ url: `https://cdn.example/media/${HASH}` })).toBe(HASH);
  });

  it('is unknown for other names and for a hash elsewhere in the address', () => {
    expect(blobHash({ url: 'https://host.example/picture.jpg' })).toBeUndefined();
    expect(blobHash({ url: `https://host.example/${HASH}/picture.jpg` })).toBeUndefined();
    expect(blobHash({ url: `https://host.example/${HASH}0.jpg` })).toBeUndefined();
    expect(blobHash({ url: 'https://host.example/a.jpg', hash: 'not-a-hash' })).toBeUndefined();
  });
});

describe('serversOfList', () => {
  it('reads server tags in order, unique, http(s) only, without trailing slashes', () => {
    const tags = [
      ['server', 'https://one.example/'],
      ['r', 'https://no.example'],
      ['server', 'javascript:alert(1)'],
      ['server', 'https://one.example'],
      ['server', 'http://two.example/path/'],
    ];
    expect(serversOfList(tags)).toEqual(['https://one.example', 'http://two.example/path']);
  });

  it('keeps at most eight', () => {
    const tags = Array.from({ length: 20 }, (_, index) => ['server', `https://s${index}.example`]);
    expect(serversOfList(tags)).toHaveLength(8);
  });

  it('ignores a server address with a query', () => {
    expect(serverBase('https://one.example/?a=1')).toBeUndefined();
  });
});

describe('blobCandidates', () => {
  it("is the file's own address, then the author's servers, then the public ones, keeping the extension", () => {
    const ref = { url: 'https://dead.example/p.jpg', hash: HASH };
    expect(blobCandidates(ref, ['https://mine.example'], ['https://public.example'])).toEqual([
      'https://dead.example/p.jpg',
      `https://mine.example/${HASH}.jpg`,
      `https://public.example/${HASH}.jpg`,
    ]);
  });

  it("takes the extension from the mime type when the address has none, and skips the file's own server", () => {
    const ref = { url: `https://mine.example/${HASH}`, mime: 'image/webp' };
    expect(blobCandidates(ref, ['https://mine.example', 'https://other.example'], ['https://other.example'])).toEqual([
      `https://mine.example/${HASH}`,
      `https://other.example/${HASH}.webp`,
    ]);
  });

  it('is only the own address when the hash is unknown', () => {
    expect(blobCandidates({ url: 'https://dead.example/p.jpg' }, ['https://mine.example'], ['https://public.example'])).toEqual([
      'https://dead.example/p.jpg',
    ]);
  });
});
