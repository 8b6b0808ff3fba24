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

export function restoreSession(): void {
  const session = loadSession();
  if (!session) return;
  const { pubkey, method } = session;
  // Known before the relay client starts: its outbox model must not dial one meanwhile.
  addBlockedRelays(loadBlockedRelays());
  sessionActions.start({ pubkey, method, signerReady: false, relayList: loadRelayList(pubkey) });
  void whenFirstPicturesShown()
    .then(() => whenIdle(1000))
    .then(() => import('./session-actions'))
    .then((actions) => actions.resumeRestoredSession(pubkey));
}
