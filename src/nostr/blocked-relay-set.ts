/**
 * The signed-in user's blocked relays (kind 10006), which are never connected to
 * (docs/session-and-actions.md, Session restore on load). Kept apart from ndk.ts so a restored session can fill it before the
 * relay client is even loaded: the outbox model must not dial one in the meantime.
 */
const blocked = new Set<string>();

const withoutSlash = (url: string): string => url.replace(/\/+$/, '');

export function isBlockedRelay(url: string): boolean {
  return blocked.has(withoutSlash(url));
}

export function addBlockedRelays(urls: readonly string[]): void {
  for (const url of urls) blocked.add(withoutSlash(url));
}

export function clearBlockedRelaySet(): void {
  blocked.clear();
}
