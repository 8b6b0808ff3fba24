/**
 * Bringing a stored session back on load (docs/session-and-actions.md, Session restore on load).
 * The user (and their relay list and blocked relays) shows at once, from localStorage;
 * the code that signs in and follows their lists is fetched and run once the first
 * screen's pictures are in, so neither it nor its relay traffic competes with them.
 */
import { addBlockedRelays } from '../nostr/blocked-relay-set';
import { whenFirstPicturesShown } from './first-pictures';
import { sessionActions } from './session-store';
import { loadBlockedRelays, loadRelayList, loadSession } from './stored-session';
import { whenIdle } from './when-idle';

/** What a restore needs besides localStorage; tests pass fakes. */
export interface RestoreEdges {
  /** Relays the relay client must never dial (src/nostr/blocked-relay-set.ts). */
  addBlockedRelays(urls: readonly string[]): void;
  /** Resolves once the first screen no longer needs the page to itself. */
  firstScreenDone(): Promise<void>;
  /** Fetches the session code and brings back the user's signer and lists (session-actions.ts). */
  resume(pubkey: string): Promise<void>;
}

const pageEdges: RestoreEdges = {
  addBlockedRelays,
  firstScreenDone: () => whenFirstPicturesShown().then(() => whenIdle(1000)),
  resume: (pubkey) => import('./session-actions').then((actions) => actions.resumeRestoredSession(pubkey)),
};

export function restoreSession(edges: RestoreEdges = pageEdges): void {
  const session = loadSession();
  if (!session) return;
  const { pubkey, method } = session;
  // Known before the relay client starts: its outbox model must not dial one meanwhile.
  edges.addBlockedRelays(loadBlockedRelays());
  sessionActions.start({ pubkey, method, signerReady: false, relayList: loadRelayList(pubkey) });
  void edges.firstScreenDone().then(() => edges.resume(pubkey));
}
