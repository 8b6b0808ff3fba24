/** Author profiles by hex key; each is asked for once per page life. */
import { create } from 'zustand';
import type { Profile } from '../core/types';
import { fetchProfile } from '../nostr/client';

interface ProfileState {
  profiles: Readonly<Record<string, Profile>>;
}

export const useProfileStore = create<ProfileState>()(() => ({ profiles: {} }));

const requested = new Set<string>();

export function requestProfile(pubkey: string): void {
  if (requested.has(pubkey)) return;
  requested.add(pubkey);
  void fetchProfile(pubkey).then((profile) => {
    if (!profile) return;
    useProfileStore.setState((state) => ({ profiles: { ...state.profiles, [pubkey]: profile } }));
  });
}
