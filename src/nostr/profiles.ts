/** Kind 0 profiles through NDK (its Dexie cache answers first), as plain Profile data. */
import { toProfile } from '../core/profile';
import type { Profile } from '../core/types';
import { getNdk } from './ndk';

export async function fetchProfile(pubkey: string): Promise<Profile | undefined> {
  try {
    const fields = await getNdk().getUser({ pubkey }).fetchProfile();
    return fields ? toProfile(pubkey, fields as Record<string, unknown>) : undefined;
  } catch (error) {
    console.warn('Could not load profile', pubkey, error);
    return undefined;
  }
}
