import { describe, expect, it } from 'vitest';
import { parseConfig } from './app-config';
import { DEFAULT_RELAYS } from '../reference/reference-data';

describe('parseConfig', () => {
  it('falls back to the reference relays without a trailing slash', () => {
    const config = parseConfig({});
    expect(config.relays).toHaveLength(DEFAULT_RELAYS.length);
    expect(config.relays).toContain('wss://purplepag.es');
    expect(config.outbox).toBe(true);
    expect(config.imageProxy).toEqual({ kind: 'weserv', base: 'https://wsrv.nl' });
    expect(config.appName).toBe('diorama.pictures');
    expect(config.blossomServers).toContain('https://blossom.primal.net');
  });

  it('reads the public Blossom servers, keeping only http(s) addresses without a trailing slash', () => {
    expect(parseConfig({ VITE_BLOSSOM_SERVERS: 'http://127.0.0.1:7449/, ftp://x.example, http://127.0.0.1:7450' }).blossomServers).toEqual([
      'http://127.0.0.1:7449',
      'http://127.0.0.1:7450',
    ]);
    expect(parseConfig({ VITE_BLOSSOM_SERVERS: 'none' }).blossomServers).toEqual([]);
    expect(parseConfig({ VITE_BLOSSOM_SERVERS: 'javascript:alert(1)' }).blossomServers).toContain('https://nostr.download');
  });

  it('reads the upload server: Blossom by default, NIP-96 when its kind says so, https or this computer only', () => {
    expect(parseConfig({}).uploadServer).toEqual({ protocol: 'blossom', server: 'https://blossom.primal.net' });
    expect(parseConfig({ VITE_UPLOAD_SERVER: 'http://127.0.0.1:7458/' }).uploadServer).toEqual({
      protocol: 'blossom',
      server: 'http://127.0.0.1:7458',
    });
    expect(parseConfig({ VITE_UPLOAD_SERVER: 'https://files.example', VITE_UPLOAD_SERVER_KIND: 'nip96' }).uploadServer).toEqual({
      protocol: 'nip96',
      server: 'https://files.example',
    });
    expect(parseConfig({ VITE_UPLOAD_SERVER: 'http://files.example' }).uploadServer.server).toBe('https://blossom.primal.net');
  });

  it('reads every variable', () => {
    const config = parseConfig({
      VITE_RELAYS: 'ws://127.0.0.1:7447/, ws://127.0.0.1:7449',
      VITE_OUTBOX_RELAYS: 'ws://127.0.0.1:7447',
      VITE_OUTBOX: 'off',
      VITE_SEARCH_RELAY: 'ws://127.0.0.1:7447',
      VITE_NIP46_RELAY: 'ws://127.0.0.1:7447',
      VITE_RATES_RELAY: 'ws://127.0.0.1:7447',
      VITE_RATES_PUBKEY: 'ab'.repeat(32),
      VITE_IMAGE_PROXY: 'http://127.0.0.1:7448/',
      VITE_IMAGE_PROXY_KIND: 'imgproxy',
      VITE_APP_NAME: 'Diorama',
      VITE_PUBLIC_URL: 'http://127.0.0.1:4173',
    });
    expect(config.relays).toEqual(['ws://127.0.0.1:7447', 'ws://127.0.0.1:7449']);
    expect(config.outbox).toBe(false);
    expect(config.imageProxy).toEqual({ kind: 'imgproxy', base: 'http://127.0.0.1:7448' });
    expect(config.ratesPubkey).toBe('ab'.repeat(32));
    expect(config.appName).toBe('Diorama');
  });

  it('ignores values that are not relay urls', () => {
    expect(parseConfig({ VITE_RELAYS: 'https://example.com, javascript:alert(1)' }).relays).toHaveLength(DEFAULT_RELAYS.length);
    expect(parseConfig({ VITE_IMAGE_PROXY: 'none' }).imageProxy.kind).toBe('none');
  });

  describe('the trust root', () => {
    const npub = 'npub180cvv07tjdrrgpa0j7j7tmnyl2yr6yr7l8j4s3evf6u64th6gkwsyjh6w6';
    const hex = '3bf0c63fcb93463407af97a5e5ee64fa883d107ef9e558472c4eb9aaaefa459d';
    const other = 'ab'.repeat(32);

    it('is empty by default', () => {
      expect(parseConfig({}).trustRoot).toEqual([]);
      expect(parseConfig({ VITE_TRUST_ROOT: ' ' }).trustRoot).toEqual([]);
    });

    it('reads npubs and hex keys as lowercase hex, in order', () => {
      expect(parseConfig({ VITE_TRUST_ROOT: ` ${npub} , ${other.toUpperCase()}` }).trustRoot).toEqual([hex, other]);
    });

    it('drops what is not a key, and keys named twice', () => {
      const value = [npub, 'npub1garbage', 'nsec1x', other.slice(1), `${other}0`, hex, '', other].join(',');
      expect(parseConfig({ VITE_TRUST_ROOT: value }).trustRoot).toEqual([hex, other]);
    });
  });
});
