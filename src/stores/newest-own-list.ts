/**
 * Where an edit of one of the user's lists starts (docs/session-and-actions.md, Editing
 * your lists): the newest version held now by the relays the edit will be published to,
 * read just before signing, or the one the session has seen if that is newer. A version
 * that another device published since this page loaded is the one edited. When none of
 * those relays answered, the edit is refused: a list made from a partial view would
 * replace the user's whole list.
 */
import { newerReplaceable } from '../core/trust';
import type { NostrEvent } from '../core/types';
import type { OwnListFilter, OwnListNow } from '../nostr/own-list-now';

export type ReadOwnListNow = (filter: OwnListFilter, relays: readonly string[]) => Promise<OwnListNow>;

/** No relay answered: nothing was published, and the message says so. */
export class OwnListUnreadable extends Error {}

export const unreadableList = (list: string): string =>
  `None of your relays answered, so your ${list} could not be read. Nothing was changed.`;

export interface NewestOwnListOptions {
  read: ReadOwnListNow;
  /** The relays the edit will be published to. */
  relays: readonly string[];
  pubkey: string;
  kind: number;
  /** An addressable list's `d` identifier. */
  identifier?: string;
  /** The newest version the session has seen. */
  known: NostrEvent | undefined;
  /** The list's name in the refusal: "follow list", "mute list". */
  name: string;
}

const identifierOf = (event: NostrEvent): string => event.tags.find((tag) => tag[0] === 'd')?.[1] ?? '';

export async function newestOwnList({
  read,
  relays,
  pubkey,
  kind,
  identifier,
  known,
  name,
}: NewestOwnListOptions): Promise<NostrEvent | undefined> {
  const filter: OwnListFilter = { kinds: [kind], authors: [pubkey], ...(identifier !== undefined && { '#d': [identifier] }) };
  const { events, answered } = await read(filter, relays);
  if (answered === 0) throw new OwnListUnreadable(unreadableList(name));
  let newest = known;
  for (const event of events) {
    const same = event.kind === kind && event.pubkey === pubkey && (identifier === undefined || identifierOf(event) === identifier);
    if (same) newest = newerReplaceable(newest, event);
  }
  return newest;
}
