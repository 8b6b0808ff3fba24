/** NIP-05 identifiers and documents, and remote-signer addresses (SPEC.md section 5). */
const HEX64 = /^[0-9a-f]{64}$/i;
const IDENTIFIER = /^(?:([a-z0-9._-]+))?@((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63})$/i;

export interface Nip05Identifier {
  name: string;
  domain: string;
}

export interface Nip05Document {
  names: Record<string, string>;
  relays?: Record<string, string[]>;
  nip46?: Record<string, string[]>;
}

/** An optional local part (default `_`), then @, then a domain; anything else is nothing. */
export function parseNip05Identifier(input: string): Nip05Identifier | undefined {
  const match = input.trim().match(IDENTIFIER);
  if (!match || !match[2]) return undefined;
  return { name: (match[1] || '_').toLowerCase(), domain: match[2].toLowerCase() };
}

export function nip05Url({ name, domain }: Nip05Identifier): string {
  return `https://${domain}/.well-known/nostr.json?name=${encodeURIComponent(name)}`;
}

function isRelayUrl(value: unknown): value is string {
  return typeof value === 'string' && /^wss?:\/\/[^\s]+$/i.test(value);
}

function relayMap(value: unknown): Record<string, string[]> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const map: Record<string, string[]> = {};
  for (const [key, relays] of Object.entries(value)) {
    if (Array.isArray(relays) && relays.every((relay) => typeof relay === 'string')) {
      map[key.toLowerCase()] = relays.filter(isRelayUrl);
    }
  }
  return map;
}

/** SPEC.md section 5: keep only string names (64-hex keys) and arrays of string relays. */
export function sanitizeNip05Response(json: unknown): Nip05Document {
  if (typeof json !== 'object' || json === null) return { names: {} };
  const raw = json as Record<string, unknown>;
  const names: Record<string, string> = {};
  if (typeof raw.names === 'object' && raw.names !== null) {
    for (const [name, key] of Object.entries(raw.names)) {
      if (typeof key === 'string' && HEX64.test(key)) names[name.toLowerCase()] = key.toLowerCase();
    }
  }
  return { names, relays: relayMap(raw.relays), nip46: relayMap(raw.nip46) };
}

export interface Nip05Resolution {
  pubkey: string;
  relays: string[];
  nip46Relays: string[];
}

export function resolveNip05(json: unknown, id: Nip05Identifier): Nip05Resolution | undefined {
  const document = sanitizeNip05Response(json);
  const pubkey = document.names[id.name];
  if (!pubkey) return undefined;
  return { pubkey, relays: document.relays?.[pubkey] ?? [], nip46Relays: document.nip46?.[pubkey] ?? [] };
}

export type BunkerInput =
  | { kind: 'bunker'; pubkey: string; relays: string[]; secret?: string }
  | { kind: 'nip05'; name: string; domain: string };

/** A bunker:// URL is read directly; anything else is resolved as a NIP-05 address (NIP-46). */
export function parseBunkerInput(input: string): BunkerInput | undefined {
  const value = input.trim();
  if (value.startsWith('bunker://')) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return undefined;
    }
    const pubkey = url.hostname || url.pathname.replace(/^\/+/, '');
    if (!HEX64.test(pubkey)) return undefined;
    const relays = url.searchParams.getAll('relay').filter(isRelayUrl);
    const secret = url.searchParams.get('secret') ?? undefined;
    return { kind: 'bunker', pubkey: pubkey.toLowerCase(), relays, secret };
  }
  const id = parseNip05Identifier(value);
  return id ? { kind: 'nip05', ...id } : undefined;
}
