/**
 * Build-time configuration (docs/architecture.md, Configuration) parsed from Vite's environment.
 * Pure so the defaults and the parsing rules are unit-tested; src/config.ts feeds it
 * `import.meta.env`.
 */
import { serverBase } from '../media/blossom';
import { imageProxyConfig, type ImageProxyConfig } from '../media/image-proxy';
import { toHex32 } from '../events/hex32';
import { npubToHex } from '../events/npub';
import { uploadServerBase, type UploadTarget } from '../posting/upload-server';
import { DEFAULT_RELAYS, OUTBOX_RELAYS, RATES_PROVIDER, REMOTE_SIGNER_FALLBACK_RELAY } from '../reference/reference-data';

export interface AppConfig {
  relays: string[];
  outboxRelays: string[];
  outbox: boolean;
  searchRelay: string;
  nip46Relay: string;
  ratesRelay: string;
  ratesPubkey: string;
  imageProxy: ImageProxyConfig;
  /** Public Blossom servers asked for a copy of a dead file after the author's own (docs/data-and-requests.md, Media recovery). */
  blossomServers: string[];
  /** Where a user without servers of their own uploads pictures (docs/posting.md, Upload servers). */
  uploadServer: UploadTarget;
  appName: string;
  publicUrl: string;
  /**
   * The trust root for visitors who are not signed in, as hex keys (docs/content-rules.md,
   * Trust circle): empty shows everyone.
   */
  trustRoot: string[];
}

export type ConfigEnv = Partial<Record<string, string | undefined>>;

const DEFAULT_SEARCH_RELAY = 'wss://relay.nostr.band';
const DEFAULT_PUBLIC_URL = 'https://diorama.pictures';
/** Large public Blossom servers that mirror and keep what is uploaded to them. */
const DEFAULT_BLOSSOM_SERVERS = [
  'https://blossom.primal.net',
  'https://nostr.download',
  'https://cdn.nostrcheck.me',
  'https://blossom.band',
];
/** A public Blossom server that takes uploads from any Nostr key. */
const DEFAULT_UPLOAD_SERVER = 'https://blossom.primal.net';

function relayList(value: string | undefined, fallback: readonly string[]): string[] {
  const urls = (value ?? '')
    .split(',')
    .map((url) => url.trim().replace(/\/+$/, ''))
    .filter((url) => /^wss?:\/\/[^\s/]+/i.test(url));
  return urls.length > 0 ? urls : fallback.map((url) => url.replace(/\/+$/, ''));
}

/** Comma-separated http(s) server addresses; `none` for no public server. */
function serverList(value: string | undefined, fallback: readonly string[]): string[] {
  if (value?.trim() === 'none') return [];
  const servers = (value ?? '').split(',').flatMap((entry) => serverBase(entry) ?? []);
  return servers.length > 0 ? [...new Set(servers)] : [...fallback];
}

function relay(value: string | undefined, fallback: string): string {
  return relayList(value, [fallback])[0] ?? fallback;
}

export function parseConfig(env: ConfigEnv): AppConfig {
  const publicUrl = env.VITE_PUBLIC_URL?.trim() || DEFAULT_PUBLIC_URL;
  return {
    relays: relayList(env.VITE_RELAYS, DEFAULT_RELAYS),
    outboxRelays: relayList(env.VITE_OUTBOX_RELAYS, OUTBOX_RELAYS),
    outbox: env.VITE_OUTBOX !== 'off',
    searchRelay: relay(env.VITE_SEARCH_RELAY, DEFAULT_SEARCH_RELAY),
    nip46Relay: relay(env.VITE_NIP46_RELAY, REMOTE_SIGNER_FALLBACK_RELAY),
    ratesRelay: relay(env.VITE_RATES_RELAY, RATES_PROVIDER.relay),
    ratesPubkey: env.VITE_RATES_PUBKEY?.trim() || RATES_PROVIDER.pubkey,
    imageProxy: imageProxyConfig(env.VITE_IMAGE_PROXY, env.VITE_IMAGE_PROXY_KIND),
    blossomServers: serverList(env.VITE_BLOSSOM_SERVERS, DEFAULT_BLOSSOM_SERVERS),
    uploadServer: uploadServer(env.VITE_UPLOAD_SERVER, env.VITE_UPLOAD_SERVER_KIND),
    // docs/routes-and-filters.md, Page title: the app name defaults to the product's public domain.
    appName: env.VITE_APP_NAME?.trim() || hostOf(publicUrl),
    publicUrl,
    trustRoot: keyList(env.VITE_TRUST_ROOT),
  };
}

/** An https server (http only on this computer), Blossom unless the kind says `nip96`; anything else is the default. */
function uploadServer(value: string | undefined, kind: string | undefined): UploadTarget {
  const server = uploadServerBase(value ?? '');
  if (!server) return { protocol: 'blossom', server: DEFAULT_UPLOAD_SERVER };
  return { protocol: kind?.trim() === 'nip96' ? 'nip96' : 'blossom', server };
}

/** Comma-separated npubs (or 64-hex keys) as hex; anything else is left out. */
function keyList(value: string | undefined): string[] {
  const keys = (value ?? '').split(',').flatMap((entry) => {
    const text = entry.trim();
    return (text.startsWith('npub1') ? npubToHex(text) : toHex32(text)) ?? [];
  });
  return [...new Set(keys)];
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'Diorama';
  }
}
