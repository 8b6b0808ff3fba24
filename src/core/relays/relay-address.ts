/**
 * A relay address typed on the settings screen (docs/settings.md, Relays): why it cannot
 * be added, in words for the visitor, or the address as it is kept.
 */
import { addableRelayUrl, isLoopbackHost, normalizeRelayUrl } from './relay-list';

/** Why a typed relay address cannot be added; undefined when it can. */
export function relayUrlProblem(text: string): string | undefined {
  const value = text.trim();
  if (!value) return 'Enter a relay address.';
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return 'That is not an address. A relay address looks like wss://relay.example.com.';
  }
  const loopback = isLoopbackHost(parsed.hostname);
  if (parsed.protocol !== 'wss:' && !(parsed.protocol === 'ws:' && loopback)) {
    return loopback ? 'A relay address starts with wss:// or ws://.' : 'A relay address starts with wss://.';
  }
  if (parsed.username || parsed.password || parsed.hash || !addableRelayUrl(value)) return 'That is not a relay address.';
  return undefined;
}

/** What "Add relay" makes of the typed text: the relay's address, or why it is not added. */
export type RelayToAdd = { url: string; problem?: undefined } | { url?: undefined; problem: string };

export function relayToAdd(text: string, known: { configured: readonly string[]; added: readonly string[] }): RelayToAdd {
  const problem = relayUrlProblem(text);
  const url = problem ? undefined : addableRelayUrl(text);
  if (!url) return { problem: problem ?? 'That is not a relay address.' };
  if (known.added.includes(url)) return { problem: 'That relay is already in your list.' };
  if (known.configured.some((relay) => normalizeRelayUrl(relay) === url)) return { problem: 'The app reads from that relay already.' };
  return { url };
}
