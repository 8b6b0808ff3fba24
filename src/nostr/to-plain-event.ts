import type { NDKEvent } from '@nostr-dev-kit/ndk';
import type { NostrEvent } from '../core/types';

/** NDK events never leave src/nostr: the rest of the app sees plain data. */
export function toPlainEvent(event: NDKEvent): NostrEvent {
  return {
    id: event.id,
    pubkey: event.pubkey,
    kind: event.kind ?? -1,
    created_at: event.created_at ?? 0,
    tags: event.tags,
    content: event.content,
    sig: event.sig,
  };
}
