/**
 * The signed-in user's blocked relays (kind 10006), which are never connected to
 * (docs/session-and-actions.md, Session restore on load). Kept apart from ndk.ts so a restored session can fill it before the
 * relay client is even loaded: the outbox model must not dial one in the meantime.
 */
export interface BlockedRelaySet {
  has(url: string): boolean;
  add(urls: readonly string[]): void;
  clear(): void;
}

const withoutSlash = (url: string): string => url.replace(/\/+$/, '');

export function createBlockedRelaySet(): BlockedRelaySet {
  const blocked = new Set<string>();
  return {
    has: (url) => blocked.has(withoutSlash(url)),
    add(urls) {
      for (const url of urls) blocked.add(withoutSlash(url));
    },
    clear: () => blocked.clear(),
  };
}

/** The page's one set. */
const page = createBlockedRelaySet();
export const isBlockedRelay = page.has;
export const addBlockedRelays = page.add;
export const clearBlockedRelaySet = page.clear;
