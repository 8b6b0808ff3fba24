import { describe, expect, it } from 'vitest';
import { serverHost, uploadPlan, uploadServerBase, type UploadTarget } from './upload-server';

const FALLBACK: UploadTarget = { protocol: 'blossom', server: 'https://blossom.default' };

describe('uploadServerBase', () => {
  it('takes https servers and http ones on this computer, without a trailing slash', () => {
    expect(uploadServerBase('https://cdn.example/')).toBe('https://cdn.example');
    expect(uploadServerBase('http://127.0.0.1:7458')).toBe('http://127.0.0.1:7458');
    expect(uploadServerBase('http://localhost:3000/')).toBe('http://localhost:3000');
  });

  it('refuses plain http across a network, other schemes and addresses with a query', () => {
    expect(uploadServerBase('http://cdn.example')).toBeUndefined();
    expect(uploadServerBase('ftp://cdn.example')).toBeUndefined();
    expect(uploadServerBase('https://cdn.example/?a=1')).toBeUndefined();
    expect(uploadServerBase('not a url')).toBeUndefined();
  });
});

describe('uploadPlan', () => {
  it('uploads to the first Blossom server of the user and mirrors to the second', () => {
    expect(
      uploadPlan(
        { blossom: ['https://one.example/', 'https://two.example', 'https://three.example'], nip96: ['https://n.example'] },
        FALLBACK,
      ),
    ).toEqual({
      target: { protocol: 'blossom', server: 'https://one.example' },
      mirror: 'https://two.example',
      source: 'blossom-list',
    });
  });

  it('has no mirror with one Blossom server, and skips servers it may not use', () => {
    expect(uploadPlan({ blossom: ['http://plain.example', 'https://one.example', 'https://one.example/'], nip96: [] }, FALLBACK)).toEqual({
      target: { protocol: 'blossom', server: 'https://one.example' },
      mirror: undefined,
      source: 'blossom-list',
    });
  });

  it('uses the first NIP-96 server when the user has no Blossom server', () => {
    expect(uploadPlan({ blossom: ['http://plain.example'], nip96: ['https://nip96.example'] }, FALLBACK)).toEqual({
      target: { protocol: 'nip96', server: 'https://nip96.example' },
      source: 'nip96-list',
    });
  });

  it("falls back to the build's default", () => {
    expect(uploadPlan({ blossom: [], nip96: [] }, FALLBACK)).toEqual({ target: FALLBACK, source: 'default' });
  });
});

describe('serverHost', () => {
  it('names a server by its host', () => {
    expect(serverHost('http://127.0.0.1:7458')).toBe('127.0.0.1:7458');
    expect(serverHost('https://cdn.example')).toBe('cdn.example');
  });
});
