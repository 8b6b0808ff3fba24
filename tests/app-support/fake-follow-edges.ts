/**
 * The follow actions' test world (src/stores/follow-action.ts): the signer and relays
 * played by the test, the list the relays accept going to a real sync, and the session
 * signed in as ALICE with a given follow list.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { parseFollows } from '../../src/core/trust/contact-list';
import type { NostrEvent } from '../../src/core/types';
import type { EventTemplate } from '../../src/nostr/client';
import type { FollowEdges } from '../../src/stores/follow-action';
import { createOwnListsSync } from '../../src/stores/own-lists-sync';
import { resetPostActions } from '../../src/stores/post-actions-store';
import { sessionActions, useSessionStore } from '../../src/stores/session-store';

export const ALICE = 'a'.repeat(64);
export const BOB = 'b'.repeat(64);
export const CAROL = 'c'.repeat(64);
export const DAVE = '0'.repeat(64);
export const ERIN = '1'.repeat(64);
export const NOW = 1_700_000_000;
export const RELAYS = ['wss://relay.example'];

export function fakeEdges() {
  const sync = createOwnListsSync({
    watchOwnLists: () => () => undefined,
    watchOwnReposts: () => () => undefined,
    addUserRelays: () => Promise.resolve(),
    blockRelays: () => Promise.resolve(),
  });
  return {
    requireSigner: vi.fn<(action: string) => Promise<void>>(() => Promise.resolve()),
    publishRelays: vi.fn(() => Promise.resolve(RELAYS)),
    publishEvent: vi.fn((template: EventTemplate): Promise<NostrEvent> =>
      Promise.resolve({ ...template, id: 'f'.repeat(64), pubkey: ALICE, sig: 'e'.repeat(128) }),
    ),
    applyOwnEvent: sync.applyOwnEvent,
    // The relays answer, holding nothing newer than the session has seen, unless a test says otherwise.
    readOwnListNow: vi.fn<FollowEdges['readOwnListNow']>(() => Promise.resolve({ events: [], answered: 1 })),
  } satisfies FollowEdges;
}

export function signedInWith(contacts: NostrEvent | undefined): void {
  sessionActions.start({ pubkey: ALICE, method: 'nsec', signerReady: true, relayList: undefined });
  if (contacts) sessionActions.followListArrived(contacts, parseFollows(contacts));
  sessionActions.followListSettled();
}

export const followList = (created_at: number, tags: string[][], content = ''): NostrEvent => ({
  id: 'd'.repeat(64),
  pubkey: ALICE,
  kind: 3,
  created_at,
  tags,
  content,
});

export const session = () => useSessionStore.getState();

/** The clock at NOW and the actions' notices cleared for each test of the file that calls it. */
export function followTestHooks(): void {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW * 1000 });
    resetPostActions();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}
