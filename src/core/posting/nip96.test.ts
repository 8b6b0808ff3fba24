import { describe, expect, it } from 'vitest';
import { parseUploadServerSpec } from './nip96';

const FROM = 'https://files.example/.well-known/nostr/nip96.json';
const ERROR = `Failed to parse NIP96 spec from ${FROM}`;

describe('parseUploadServerSpec', () => {
  it('reads the API URL, download URL and whether the free plan needs NIP-98 auth', () => {
    const spec = parseUploadServerSpec(
      {
        api_url: 'https://files.example/api',
        download_url: 'https://cdn.example',
        supported_nips: [96, 98],
        plans: { free: { name: 'Free', is_nip98_required: true, max_byte_size: 1e7 } },
      },
      FROM,
    );
    expect(spec).toEqual({ apiUrl: 'https://files.example/api', downloadUrl: 'https://cdn.example', nip98Required: true });
  });

  it('takes no auth requirement unless the free plan says true', () => {
    const needs = (plans: unknown) => parseUploadServerSpec({ api_url: 'https://files.example/api', plans }, FROM).nip98Required;
    expect(parseUploadServerSpec({ api_url: 'https://files.example/api' }, FROM)).toEqual({
      apiUrl: 'https://files.example/api',
      nip98Required: false,
    });
    expect(needs({ free: { is_nip98_required: false } })).toBe(false);
    expect(needs({ free: { is_nip98_required: 'yes' } })).toBe(false);
    expect(needs({ free: { is_nip98_required: 1 } })).toBe(false);
    expect(needs({ free: null })).toBe(false);
    expect(needs({ pro: { is_nip98_required: true } })).toBe(false);
    expect(needs([{ is_nip98_required: true }])).toBe(false);
  });

  it('follows a delegating server: empty api_url with delegated_to_url', () => {
    expect(parseUploadServerSpec({ api_url: '', delegated_to_url: 'https://other.example' }, FROM)).toEqual({
      apiUrl: '',
      delegatedToUrl: 'https://other.example',
      nip98Required: false,
    });
  });

  it('leaves out a download URL that is not https', () => {
    expect(
      parseUploadServerSpec({ api_url: 'https://files.example/api', download_url: 'javascript:alert(1)' }, FROM).downloadUrl,
    ).toBeUndefined();
    expect(parseUploadServerSpec({ api_url: 'https://files.example/api', download_url: 7 }, FROM).downloadUrl).toBeUndefined();
  });

  it('throws the catalogued error for what cannot be read (docs/session-and-actions.md, Error catalogue)', () => {
    const bad: unknown[] = [
      undefined,
      null,
      'text',
      42,
      [],
      [{ api_url: 'https://files.example/api' }],
      {},
      { api_url: 5 },
      { api_url: null },
      { api_url: '' },
      { api_url: '', delegated_to_url: 'http://other.example' },
      { api_url: 'not a url' },
      { api_url: '/relative/api' },
      { api_url: 'http://files.example/api' },
      { api_url: 'javascript:alert(1)' },
      // api_url is required even when the server delegates.
      { delegated_to_url: 'https://other.example' },
    ];
    for (const json of bad) expect(() => parseUploadServerSpec(json, FROM), JSON.stringify(json)).toThrow(ERROR);
  });

  it('takes plain http on this computer only, where no network is crossed', () => {
    expect(parseUploadServerSpec({ api_url: 'http://127.0.0.1:7459/api' }, FROM).apiUrl).toBe('http://127.0.0.1:7459/api');
    expect(() => parseUploadServerSpec({ api_url: 'http://files.example/api' }, FROM)).toThrow();
  });

  it('names the URL it was given in the error', () => {
    expect(() => parseUploadServerSpec(null, 'https://x.example/n.json')).toThrow(
      new Error('Failed to parse NIP96 spec from https://x.example/n.json'),
    );
  });
});
