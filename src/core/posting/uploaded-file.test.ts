import { describe, expect, it } from 'vitest';
import { parseBlobDescriptor, parseNip96Answer } from './uploaded-file';

const HASH = 'b'.repeat(64);
const OTHER = 'c'.repeat(64);

describe('parseBlobDescriptor', () => {
  it('reads the url, the hash sent and the type (BUD-02)', () => {
    const descriptor = { url: `https://cdn.example/${HASH}.jpg`, sha256: HASH, size: 10, type: 'image/jpeg', uploaded: 1 };
    expect(parseBlobDescriptor(descriptor, HASH)).toEqual({
      ok: true,
      file: { url: `https://cdn.example/${HASH}.jpg`, hash: HASH, mime: 'image/jpeg' },
    });
  });

  it('refuses an answer that is no descriptor, a non-http address, or other bytes', () => {
    expect(parseBlobDescriptor('ok', HASH)).toEqual({ ok: false, reason: 'its answer is not a blob descriptor' });
    expect(parseBlobDescriptor({ url: 'javascript:alert(1)', sha256: HASH }, HASH)).toEqual({
      ok: false,
      reason: 'the address it gave is not an http(s) address',
    });
    expect(parseBlobDescriptor({ url: `https://cdn.example/${OTHER}`, sha256: OTHER }, HASH)).toEqual({
      ok: false,
      reason: 'it stored different bytes than were sent',
    });
  });

  it('takes the hash in any case', () => {
    const answer = parseBlobDescriptor({ url: 'https://cdn.example/f', sha256: HASH.toUpperCase() }, HASH);
    expect(answer.ok && answer.file.hash).toBe(HASH);
  });
});

describe('parseNip96Answer', () => {
  const answer = (tags: unknown[]) => ({ status: 'success', message: 'Upload successful.', nip94_event: { tags, content: '' } });

  it('reads url, x, m and dim from the NIP-94 tags', () => {
    const json = answer([
      ['url', `https://files.example/${HASH}.jpg`],
      ['ox', HASH],
      ['x', HASH],
      ['m', 'image/jpeg'],
      ['dim', '640x480'],
    ]);
    expect(parseNip96Answer(json, HASH)).toEqual({
      ok: true,
      file: { url: `https://files.example/${HASH}.jpg`, hash: HASH, mime: 'image/jpeg', width: 640, height: 480 },
    });
  });

  it('takes the hash of what is served when the server changed the file', () => {
    const parsed = parseNip96Answer(
      answer([
        ['url', 'https://files.example/a.webp'],
        ['ox', HASH],
        ['x', OTHER],
        ['m', 'image/webp'],
      ]),
      HASH,
    );
    expect(parsed).toEqual({ ok: true, file: { url: 'https://files.example/a.webp', hash: OTHER, mime: 'image/webp' } });
  });

  it('refuses an error, an answer without tags, a bad address, or an original hash that is not the one sent', () => {
    expect(parseNip96Answer({ status: 'error', message: 'no' }, HASH).ok).toBe(false);
    expect(parseNip96Answer(answer([['url', 'data:image/png;base64,AAAA']]), HASH)).toEqual({
      ok: false,
      reason: 'the address it gave is not an http(s) address',
    });
    expect(
      parseNip96Answer(
        answer([
          ['url', 'https://files.example/a.jpg'],
          ['ox', OTHER],
        ]),
        HASH,
      ),
    ).toEqual({
      ok: false,
      reason: 'it stored different bytes than were sent',
    });
  });
});
