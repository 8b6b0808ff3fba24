/** Follow lists (NIP-02 kind 3) and replaceable-event ordering. */
import { parsePeopleKeys } from './people-list';
import type { NostrEvent } from './types';

export const CONTACTS_KIND = 3;

export function parseFollows(event: NostrEvent): string[] {
  return event.kind === CONTACTS_KIND ? parsePeopleKeys(event) : [];
}

/** SPEC.md section 4: a list in the session is replaced only by a newer event. */
export function newerReplaceable<T extends Pick<NostrEvent, 'created_at'>>(current: T | undefined, incoming: T): T {
  return !current || incoming.created_at > current.created_at ? incoming : current;
}
