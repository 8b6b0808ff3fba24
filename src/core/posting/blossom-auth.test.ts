import { describe, expect, it } from 'vitest';
import { BLOSSOM_AUTH_LIFETIME_SECONDS, blossomUploadAuth } from './blossom-auth';

const HASH = 'a'.repeat(64);

describe('blossomUploadAuth', () => {
  it('is a kind 24242 upload authorization for this file, expiring after its lifetime (BUD-01, BUD-02)', () => {
    expect(blossomUploadAuth({ hash: HASH, name: 'beach.jpg', now: 1_700_000_000 })).toEqual({
      kind: 24242,
      content: 'Upload beach.jpg',
      created_at: 1_700_000_000,
      tags: [
        ['t', 'upload'],
        ['x', HASH],
        ['expiration', String(1_700_000_000 + BLOSSOM_AUTH_LIFETIME_SECONDS)],
      ],
    });
  });

  it('expires in the future, minutes from now', () => {
    const event = blossomUploadAuth({ hash: HASH, name: 'a.png', now: 100 });
    const expiration = Number(event.tags.find((tag) => tag[0] === 'expiration')?.[1]);
    expect(expiration).toBeGreaterThan(100 + 60);
    expect(expiration).toBeLessThanOrEqual(100 + 3600);
  });

  it('names the file in plain words, without control characters, and a nameless one as a picture', () => {
    expect(blossomUploadAuth({ hash: HASH, name: 'a\nb\u0007.jpg', now: 1 }).content).toBe('Upload a b .jpg');
    expect(blossomUploadAuth({ hash: HASH, name: '  ', now: 1 }).content).toBe('Upload picture');
    expect([...blossomUploadAuth({ hash: HASH, name: 'x'.repeat(500), now: 1 }).content].length).toBe('Upload '.length + 100);
  });
});
