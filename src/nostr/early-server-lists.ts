/**
 * The first screen's authors' Blossom server lists (kind 10063, BUD-03), asked for beside
 * their pictures on the page's own sockets (first-request.ts), so a picture that turns out
 * dead has its author's servers at hand when it fails, not a relay round trip later
 * (docs/data-and-requests.md, Media recovery). Each list is checked like every event
 * before its servers are used; an author whose list did not come is left to blob-copies.ts.
 */
import { afterDelay, createBatcher, type Schedule } from '../core/primitives';
import { serversOfList } from '../core/media';
import { BLOSSOM_SERVER_LIST_KIND } from '../core/events';
import type { NostrEvent } from '../core/types';
import { sendFirstRequest, type SendFirstRequest } from './first-request';
import { verifyFirstPosts } from './verify-off-thread';

/** Authors asked for within this long share one request: the first request hands its posts over a few at a time. */
const GATHER_MS = 100;

export interface EarlyServerLists {
  /** Asks for the author's list, once per page, together with the others asked for about then. */
  ask(pubkey: string): void;
  /** The author's servers as asked for early: undefined when they were not, or no list came. */
  of(pubkey: string): Promise<string[] | undefined> | undefined;
}

export interface EarlyServerListsDependencies {
  send: SendFirstRequest;
  /** The ids of the events whose signatures are valid. */
  check(events: NostrEvent[]): Promise<Set<string>>;
  schedule: Schedule;
}

/** The newest valid list of each author. */
function newestByAuthor(events: readonly NostrEvent[], valid: Set<string>): Map<string, NostrEvent> {
  const newest = new Map<string, NostrEvent>();
  for (const event of events) {
    if (event.kind !== BLOSSOM_SERVER_LIST_KIND || !valid.has(event.id)) continue;
    const known = newest.get(event.pubkey);
    if (!known || event.created_at > known.created_at) newest.set(event.pubkey, event);
  }
  return newest;
}

export function createEarlyServerLists({ send, check, schedule }: EarlyServerListsDependencies): EarlyServerLists {
  const lists = new Map<string, Promise<string[] | undefined>>();
  const resolvers = new Map<string, (servers: string[] | undefined) => void>();

  function request(authors: string[]): void {
    const events: NostrEvent[] = [];
    const answered = (newest: Map<string, NostrEvent>): void => {
      for (const author of authors) {
        const list = newest.get(author);
        resolvers.get(author)?.(list ? serversOfList(list.tags) : undefined);
        resolvers.delete(author);
      }
    };
    send(
      { kinds: [BLOSSOM_SERVER_LIST_KIND], authors },
      {
        onEvents: (batch) => void events.push(...batch),
        onSent: () => undefined,
        onDone: () =>
          void check(events).then(
            (valid) => answered(newestByAuthor(events, valid)),
            () => answered(new Map()),
          ),
      },
      authors.length,
    );
  }

  const gathered = createBatcher(request, schedule);
  return {
    ask(pubkey) {
      if (lists.has(pubkey)) return;
      lists.set(pubkey, new Promise((resolve) => resolvers.set(pubkey, resolve)));
      gathered.push(pubkey);
    },
    of: (pubkey) => lists.get(pubkey),
  };
}

/** The page's one instance. */
export const earlyServerLists = createEarlyServerLists({
  send: sendFirstRequest,
  check: (events) => verifyFirstPosts(events, { atOnce: false }),
  schedule: afterDelay(GATHER_MS),
});
