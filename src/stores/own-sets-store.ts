/**
 * The signed-in user's picture and video sets as the relays have shown them
 * (docs/session-and-actions.md, Sets): the newest version of each, whether every relay
 * has answered for them, which one is being published, and what the last edit that
 * failed has to say. Plain data; written only through ownSetsStoreActions.
 */
import { create } from 'zustand';
import { newerReplaceable } from '../core/trust';
import { identifierOf, isMediaSetKind, setCoordinate } from '../core/sets';
import type { NostrEvent } from '../core/types';

export interface OwnSetsState {
  /** Whose sets these are. */
  pubkey: string | undefined;
  /** The newest version seen of each set, by its coordinate (core/sets/media-set.ts). */
  sets: Readonly<Record<string, NostrEvent>>;
  /** Every relay has answered for the sets, or the wait for them has ended: only then may one be edited. */
  settled: boolean;
  /** The coordinate of the set being published or created. */
  working: string | undefined;
  notice: string | undefined;
}

const initial: OwnSetsState = { pubkey: undefined, sets: {}, settled: false, working: undefined, notice: undefined };

export const useOwnSets = create<OwnSetsState>()(() => initial);

export const ownSetsStoreActions = {
  /** Starts over for this user (or none): nothing of another user's sets is kept. */
  reset(pubkey: string | undefined): void {
    useOwnSets.setState({ ...initial, pubkey });
  },
  /** A version of one of the user's sets: kept only when newer than the one held. */
  arrived(event: NostrEvent): void {
    const { pubkey, sets } = useOwnSets.getState();
    if (event.pubkey !== pubkey || !isMediaSetKind(event.kind)) return;
    const key = setCoordinate(event.kind, event.pubkey, identifierOf(event));
    const current = sets[key];
    if (newerReplaceable(current, event) !== event || current?.id === event.id) return;
    useOwnSets.setState({ sets: { ...sets, [key]: event } });
  },
  settled(): void {
    useOwnSets.setState({ settled: true });
  },
  working(key: string | undefined): void {
    useOwnSets.setState({ working: key });
  },
  notice(notice: string | undefined): void {
    useOwnSets.setState({ notice });
  },
};
