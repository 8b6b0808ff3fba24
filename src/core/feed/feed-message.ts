/**
 * The one message the gallery shows about its feed (loading, empty and offline
 * states). Derived here from the feed's state and the relays' health, so two messages
 * that contradict each other ("Loading pictures…" beside "Can't reach any relay.") can
 * never be on screen together.
 */
import type { FeedProgress } from './feed-lifecycle';
import type { RelayHealth } from '../relays/relay-health';
import type { SearchSupport } from '../relays/relay-info';

export type FeedMessage =
  /** The follows route without a logged-in user. */
  | 'login'
  /** The people list of the route was not found. */
  | 'list-missing'
  /** The set of the route was not found. */
  | 'set-missing'
  /** The set of the route names no post. */
  | 'set-empty'
  | 'loading'
  | 'empty'
  /** Every relay failed and there is nothing to show. */
  | 'unreachable'
  /** A relay route's relay cannot be reached, and nothing of it is on screen. */
  | 'relay-unreachable'
  /** A relay route's address answers, but not as a relay (no NIP-11 document), and nothing of it is on screen. */
  | 'not-a-relay'
  /** No search relay takes NIP-50 searches: a search route asks nothing. */
  | 'search-unsupported'
  /** The search relay cannot be reached, and nothing is on screen. */
  | 'search-unreachable'
  /** Every relay failed; the pictures on screen (the device's cached feed) stay, with a quiet note. */
  | 'offline'
  /** Everything the relays have for the route is on screen. */
  | 'end'
  | 'none';

export interface FeedMessageInput {
  needsLogin: boolean;
  listMissing: boolean;
  /** The set of the route, when it is not there to show: missing, or naming no post. */
  setProblem?: 'missing' | 'empty';
  /**
   * A relay route's relay, when its NIP-11 document could not be had: no answer, or not a
   * document. `relays` is then that relay's connection alone.
   */
  relayProblem?: 'unreachable' | 'not-a-relay';
  /** A feed of chosen relays, a relay route's or a search's: their failing is said of them. */
  chosen?: 'relay' | 'search';
  /** A search route: whether its search relay takes NIP-50 searches, once its document says. */
  searchSupport?: SearchSupport;
  /** Where the feed's lifecycle is (core/feed/feed-lifecycle.ts). */
  progress: FeedProgress;
  /** Items on screen. */
  count: number;
  relays: RelayHealth;
}

export function feedMessage(input: FeedMessageInput): FeedMessage {
  // The follows route asks no relay until someone logs in.
  if (input.needsLogin) return 'login';
  if (input.chosen === 'search') {
    if (input.searchSupport === 'unsupported') return 'search-unsupported';
    if (input.count === 0 && (input.searchSupport === 'unreachable' || input.relays === 'unreachable')) return 'search-unreachable';
  }
  if (input.chosen === 'relay' && input.count === 0) {
    // Said once its socket has failed, or its feed has had its chance: a relay that holds
    // pictures is a relay, whatever its document says.
    const settled = input.relays === 'unreachable' || input.progress !== 'loading';
    if (input.relayProblem === 'not-a-relay' && settled) return 'not-a-relay';
    if (input.relays === 'unreachable' || (input.relayProblem === 'unreachable' && settled)) return 'relay-unreachable';
  }
  if (input.relays === 'unreachable') return input.count > 0 ? 'offline' : 'unreachable';
  if (input.listMissing) return 'list-missing';
  if (input.setProblem) return input.setProblem === 'missing' ? 'set-missing' : 'set-empty';
  if (input.count === 0) {
    if (input.progress === 'loading') return 'loading';
    return input.progress === 'ready' || input.progress === 'ended' ? 'empty' : 'none';
  }
  return input.progress === 'ended' ? 'end' : 'none';
}
