/**
 * A list route's people list, or a set route's set, read before React and the relay
 * client have loaded, so the route's feed starts, and its first screen is painted, before
 * React renders (docs/cache-and-offline.md, First screen). It is asked on sockets of its
 * own, as a feed's first request is (nostr/first-request.ts), the newest answer naming it
 * is kept, and it counts only once its signature is checked (docs/data-and-requests.md,
 * Verified before shown). The gallery takes it instead of asking again
 * (features/gallery/use-feed-authors.ts, hooks/use-set-feed.ts); one not read here is
 * asked for as before.
 */
import { FIRST_CHECK_BATCH } from '../core/feed';
import { decodeListReference, decodeSetAddress, listFilter, newestAnswer, readPeopleList, setVersionOf } from '../core/sets';
import type { FeedFilter, MediaSet, NostrEvent, PeopleList } from '../core/types';
import { sendFirstRequest, type SendFirstRequest } from '../nostr/first-request';
import { verifyFirstPosts } from '../nostr/verify-off-thread';

export interface EarlyReadDependencies {
  send: SendFirstRequest;
  /** The ids of the events whose signatures are good. */
  verify(events: NostrEvent[]): Promise<Set<string>>;
}

export interface EarlyRead<T> {
  /** Reads what `ref` names; undefined when no relay asked has it, or its signature fails. */
  read(ref: string): Promise<T | undefined>;
  /** What was read for `ref`, once read and checked. */
  taken(ref: string): T | undefined;
}

/** What a reference asks for, and which answer is what it names. */
interface Lookup<T> {
  filter: FeedFilter;
  /** The newest answer that is what the reference names, as what the reader keeps. */
  newest(events: readonly NostrEvent[]): { event: NostrEvent; value: T } | undefined;
}

function createEarlyRead<T>(lookup: (ref: string) => Lookup<T> | undefined, { send, verify }: EarlyReadDependencies): EarlyRead<T> {
  let read: { ref: string; value: T } | undefined;
  return {
    read(ref) {
      const asked = lookup(ref);
      if (!asked) return Promise.resolve(undefined);
      const answers: NostrEvent[] = [];
      return new Promise<ReturnType<Lookup<T>['newest']>>((resolve) => {
        const onDone = (): void => resolve(asked.newest(answers));
        send(asked.filter, { onEvents: (events) => void answers.push(...events), onSent: () => undefined, onDone }, FIRST_CHECK_BATCH);
      })
        .then(async (found) => (found && (await verify([found.event])).has(found.event.id) ? found.value : undefined))
        .then((value) => {
          if (value !== undefined) read = { ref, value };
          return value;
        })
        .catch(() => undefined);
    },
    taken: (ref) => (read?.ref === ref ? read.value : undefined),
  };
}

/** A list route's people list (core/sets/list-lookup.ts). */
export function createEarlyList(dependencies: EarlyReadDependencies): EarlyRead<PeopleList> {
  return createEarlyRead((ref) => {
    const target = decodeListReference(ref);
    if (!target) return undefined;
    return {
      filter: listFilter(target),
      newest(events) {
        const event = newestAnswer(events, target);
        const value = event && readPeopleList(event);
        return event && value ? { event, value } : undefined;
      },
    };
  }, dependencies);
}

/** A set route's set: of the versions relays send, checked against its address, the newest (stores/set-watch.ts). */
export function createEarlySet(dependencies: EarlyReadDependencies): EarlyRead<MediaSet> {
  return createEarlyRead((ref) => {
    const address = decodeSetAddress(ref);
    if (!address) return undefined;
    return {
      filter: { kinds: [address.kind], authors: [address.pubkey], '#d': [address.identifier], limit: 1 },
      newest(events) {
        let newest: { event: NostrEvent; value: MediaSet } | undefined;
        for (const event of events) {
          const value = setVersionOf(address, event);
          if (value && (!newest || value.createdAt > newest.value.createdAt)) newest = { event, value };
        }
        return newest;
      },
    };
  }, dependencies);
}

const pageDependencies: EarlyReadDependencies = {
  send: sendFirstRequest,
  // With the page's checker, which app/early-start.ts starts before the read and the
  // route's first posts need next: a worker started for one event would load the same
  // code again beside the first screen's pictures.
  verify: (events) => verifyFirstPosts(events, { atOnce: true }),
};

/** The page's early list read. */
export const earlyList: EarlyRead<PeopleList> = createEarlyList(pageDependencies);

/** The page's early set read. */
export const earlySet: EarlyRead<MediaSet> = createEarlySet(pageDependencies);
