import { useEffect } from 'react';
import type { Profile } from '../core/types';
import { requestProfile, useProfileStore } from '../stores/profile-store';

export function useProfile(pubkey: string | undefined): Profile | undefined {
  useEffect(() => {
    if (pubkey) requestProfile(pubkey);
  }, [pubkey]);
  return useProfileStore((state) => (pubkey ? state.profiles[pubkey] : undefined));
}
