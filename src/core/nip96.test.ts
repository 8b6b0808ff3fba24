import { describe, expect, it } from 'vitest';
import { parseUploadServerSpec } from './nip96';

const FROM = 'https://files.example/.well-known/nostr/nip96.json';

describe('parseUploadServerSpec', () => {
  it('reads the API URL and whether the free plan needs NIP-98 auth', () => {
    const spec = parseUploadServerSpec({ api_url: 'https://files.example/api', download_url: 'https://cdn.example', plans: { free: { name: 'Free', is_nip98_required: true } } }, FROM);
    expect(spec).toEqual({ apiUrl: 'https://files.example/api', downloadUrl: 'https://cdn.example', nip98Required: true });
  });

  it('takes no auth requirement when the plan does not say so', () => {
    expect(parseUploadServerSpec({ api_url: 'https://files.example/api' }, FROM).nip98Required).toBe(false);
    expect(parseUploadServerSpec({ api_url: 'https://files.example/api', plans: { free: { is_nip98_required: 'yes' } } }, FROM).nip98Required).toBe(false);
  });

  it('follows a delegating server', () => {
    expect(parseUploadServerSpec({ api_url: '', delegated_to_url: 'https://other.example' }, FROM)).toEqual({ apiUrl: '', delegatedToUrl: 'https://other.example', nip98Required: false });
  });

  it('throws the spec\'s error for what cannot be read', () => {
    for (const json of [null, 'text', [], {}, { api_url: 5 }, { api_url: 'javascript:alert(1)' }]) {
      expect(() => parseUploadServerSpec(json, FROM)).toThrow(`Failed to parse NIP96 spec from ${FROM}`);
    }
  });
});
