/**
 * A list route's people list, read before React and the relay client have loaded, so the
 * list's feed starts, and its first screen is painted, before React renders
 * (docs/cache-and-offline.md, First screen). It is asked on sockets of its own, as a
 * feed's first request is (nostr/first-request.ts), the newest answer naming the list is
 * kept, and it counts only once its signature is checked (docs/data-and-requests.md,
 * Verified before shown). The gallery takes it instead of asking again
 * (features/gallery/use-feed-authors.ts); a list not read here is asked as before.
 */
import { FIRST_CHECK_BATCH } from '../core/check-batches';
import { newestAnswer, listFilter } from '../core/list-lookup';
import { decodeListReference, readPeopleList } from '../core/people-list';
import type { NostrEvent, PeopleList } from '../core/types';
import { sendFirstRequest, type SendFirstRequest } from '../nostr/first-request';
import { verifyBatchOffThread } from '../nostr/verify-off-thread';

export interface EarlyListDependencies {
  send: SendFirstRequest;
  /** The ids of the events whose signatures are good. */
  verify(events: NostrEvent[]): Promise<Set<string>>;
}

export interface EarlyList {
  /** Reads the list `ref` names; undefined when no relay asked has it, or its signature fails. */
  read(ref: string): Promise<PeopleList | undefined>;
  /** The list read for `ref`, once read and checked. */
  taken(ref: string): PeopleList | undefined;
}

export function createEarlyList({ send, verify }: EarlyListDependencies): EarlyList {
  let read: { ref: string; list: PeopleList } | undefined;
  return {
    read(ref) {
      const target = decodeListReference(ref);
      if (!target) return Promise.resolve(undefined);
      const answers: NostrEvent[] = [];
      return new Promise<NostrEvent | undefined>((resolve) => {
        send(
          listFilter(target),
          {
            onEvents: (events) => void answers.push(...events),
            onSent: () => undefined,
            onDone: () => resolve(newestAnswer(answers, target)),
          },
          FIRST_CHECK_BATCH,
        );
      })
        .then(async (event) => (event && (await verify([event])).has(event.id) ? readPeopleList(event) : undefined))
        .then((list) => {
          if (list) read = { ref, list };
          return list;
        })
        .catch(() => undefined);
    },
    taken: (ref) => (read?.ref === ref ? read.list : undefined),
  };
}

/** The page's early list read. */
export const earlyList: EarlyList = createEarlyList({ send: sendFirstRequest, verify: verifyBatchOffThread });
