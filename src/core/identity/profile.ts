/** Profiles (kind 0, NIP-01/NIP-24) as plain data: only strings, only http(s) pictures. */
import { PROFILE_KIND } from '../events/kinds';
import type { Profile } from '../types';

const MAX_NAME = 80;
/** Enough for a long bio; a kind 0 can carry megabytes. */
const MAX_ABOUT = 2000;

function text(value: unknown, max = 300): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
}

function httpUrl(value: unknown): string | undefined {
  const candidate = text(value, 2000);
  if (!candidate) return undefined;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function toProfile(pubkey: string, fields: Record<string, unknown>): Profile {
  return {
    pubkey,
    displayName: text(fields.displayName ?? fields.display_name, MAX_NAME),
    name: text(fields.name, MAX_NAME),
    image: httpUrl(fields.image ?? fields.picture),
    nip05: text(fields.nip05),
    lud06: text(fields.lud06, 2000),
    lud16: text(fields.lud16),
    about: text(fields.about, MAX_ABOUT),
  };
}

/** What to call an author: display name, name, else a short npub. */
export function displayName(profile: Profile | undefined, npub: string): string {
  return profile?.displayName || profile?.name || `${npub.slice(0, 12)}…`;
}

/**
 * The profile a kind 0 event gives its own author, or nothing: the event must be kind 0,
 * by `pubkey` itself (a relay must not put one author's name or picture on another:
 * docs/content-rules.md, Relay answers are checked), with a JSON object as content.
 */
export function profileFromEvent(pubkey: string, event: { kind: number; pubkey: string; content: string }): Profile | undefined {
  if (event.kind !== PROFILE_KIND || event.pubkey !== pubkey) return undefined;
  let fields: unknown;
  try {
    fields = JSON.parse(event.content);
  } catch {
    return undefined;
  }
  return typeof fields === 'object' && fields !== null && !Array.isArray(fields)
    ? toProfile(pubkey, fields as Record<string, unknown>)
    : undefined;
}
