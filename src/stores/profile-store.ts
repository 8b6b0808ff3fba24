/** Author profiles by hex key; each is asked for once per page life. */
import { create } from 'zustand';
import type { Profile } from '../core/types';
import { fetchProfile } from '../nostr/client';
import { whenFirstPicturesShown } from './first-pictures';
import { whenIdle } from './when-idle';

interface ProfileState {
  profiles: Readonly<Record<string, Profile>>;
}

export const useProfileStore = create<ProfileState>()(() => ({ profiles: {} }));

/**
 * Names are asked for once the first screen's pictures have loaded and the page is
 * idle: the first screen's tiles ask for theirs as they mount, and starting the relay
 * client then (its sockets, its relay-list lookups) would hold their pictures back.
 */
const PROFILE_WAIT_MS = 1000;

const requested = new Set<string>();
let queued: string[] = [];

export function requestProfile(pubkey: string): void {
  if (requested.has(pubkey)) return;
  requested.add(pubkey);
  queued.push(pubkey);
  if (queued.length === 1) {
    void whenFirstPicturesShown()
      .then(() => whenIdle(PROFILE_WAIT_MS))
      .then(fetchQueued);
  }
}

function fetchQueued(): void {
  const pubkeys = queued;
  queued = [];
  for (const pubkey of pubkeys) {
    void fetchProfile(pubkey).then((profile) => {
      if (!profile) return;
      useProfileStore.setState((state) => ({ profiles: { ...state.profiles, [pubkey]: profile } }));
    });
  }
}

/**
 * The author's profile once it is known (asking for it if nobody has), or undefined
 * after `waitMs`: for work that needs a profile's fields rather than its display, such as
 * the key that signs an author's zap receipts (stores/counts-loader.ts).
 */
export function profileWhenKnown(pubkey: string, waitMs: number): Promise<Profile | undefined> {
  const known = useProfileStore.getState().profiles[pubkey];
  if (known) return Promise.resolve(known);
  requestProfile(pubkey);
  return new Promise((resolve) => {
    const finish = (profile: Profile | undefined): void => {
      clearTimeout(timer);
      stop();
      resolve(profile);
    };
    const timer = setTimeout(() => finish(undefined), waitMs);
    const stop = useProfileStore.subscribe((state) => {
      const profile = state.profiles[pubkey];
      if (profile) finish(profile);
    });
  });
}
