/**
 * The follow lists of a few people (the trust circle's first ring), asked at once on
 * sockets of their own (nostr/first-request.ts) rather than through the relay client: a
 * narrowed feed shows nothing until the user's own list is known, and the relay client
 * is loaded only after the first screen (docs/content-rules.md, Trust circle). Each
 * list's signature is checked before it counts.
 */
import { FOLLOW_LIST_KIND } from '../core/events';
import type { NostrEvent } from '../core/types';
import { sendFirstRequest } from './first-request';
import { verifyBatchOffThread } from './verify-off-thread';

export function fetchFollowListsNow(authors: readonly string[], signal: AbortSignal): Promise<NostrEvent[]> {
  const wanted = new Set(authors);
  return new Promise((resolve) => {
    const events: NostrEvent[] = [];
    const stop = sendFirstRequest(
      { kinds: [FOLLOW_LIST_KIND], authors: [...authors] },
      {
        // A relay's answer must be what was asked for (docs/content-rules.md, Relay answers are checked).
        onEvents: (batch) => events.push(...batch.filter((event) => event.kind === FOLLOW_LIST_KIND && wanted.has(event.pubkey))),
        onSent: () => undefined,
        onDone: () => {
          signal.removeEventListener('abort', abort);
          void verifyBatchOffThread(events).then((valid) => resolve(events.filter((event) => valid.has(event.id))));
        },
      },
      1,
    );
    const abort = (): void => {
      stop();
      resolve([]);
    };
    signal.addEventListener('abort', abort);
  });
}
