/**
 * Build-time configuration (docs/architecture.md, Configuration) parsed from Vite's environment.
 * Pure so the defaults and the parsing rules are unit-tested; src/config.ts feeds it
 * `import.meta.env`.
 */
import { imageProxyConfig, type ImageProxyConfig } from './image-proxy';
import {
  DEFAULT_RELAYS,
  OUTBOX_RELAYS,
  RATES_PROVIDER,
  REMOTE_SIGNER_FALLBACK_RELAY,
} from './reference-data';

export interface AppConfig {
  relays: string[];
  outboxRelays: string[];
  outbox: boolean;
  searchRelay: string;
  nip46Relay: string;
  ratesRelay: string;
  ratesPubkey: string;
  imageProxy: ImageProxyConfig;
  appName: string;
  publicUrl: string;
}

export type ConfigEnv = Partial<Record<string, string | undefined>>;

const DEFAULT_SEARCH_RELAY = 'wss://relay.nostr.band';
const DEFAULT_PUBLIC_URL = 'https://diorama.pictures';

function relayList(value: string | undefined, fallback: readonly string[]): string[] {
  const urls = (value ?? '')
    .split(',')
    .map((url) => url.trim().replace(/\/+$/, ''))
    .filter((url) => /^wss?:\/\/[^\s/]+/i.test(url));
  return urls.length > 0 ? urls : fallback.map((url) => url.replace(/\/+$/, ''));
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
    // docs/routes-and-filters.md, Page title: the app name defaults to the product's public domain.
    appName: env.VITE_APP_NAME?.trim() || hostOf(publicUrl),
    publicUrl,
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'Diorama';
  }
}
