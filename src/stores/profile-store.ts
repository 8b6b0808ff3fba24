/**
 * Author profiles by hex key, for the most recently asked authors: each is asked for once
 * while it is kept (docs/constants.md, Caches and storage). A screen that runs all day meets new
 * posters all day; their names are kept for as many authors as its show holds
 * (docs/views-and-keys.md, Screen mode).
 */
import { create } from 'zustand';
import { LRUCache } from '../core/primitives';
import type { Profile } from '../core/types';
import { fetchProfile } from '../nostr/client';
import { whenFirstPicturesShown } from './first-pictures';
import { whenIdle } from './when-idle';

interface ProfileState {
  profiles: Readonly<Record<string, Profile>>;
}

/** The relay client and page signals the profiles use; tests pass fakes. */
export interface ProfilesDeps {
  /** The author's profile from the relays, undefined when they have none (nostr/client.ts). */
  fetchProfile(pubkey: string): Promise<Profile | undefined>;
  /** Resolves when the queued names may be asked for. */
  whenReady(): Promise<void>;
}

/** docs/constants.md, Caches and storage: the authors whose profiles are kept, the most recently asked. */
export const KEPT_PROFILES = 500;

export function createProfiles(deps: ProfilesDeps) {
  const store = create<ProfileState>()(() => ({ profiles: {} }));

  /** The authors asked for, most recent last; one dropped takes its profile with it and is asked again when next wanted. */
  const requested = new LRUCache<string, true>({ maxSize: KEPT_PROFILES, onEvict: forget });
  let queued: string[] = [];

  function forget(pubkey: string): void {
    if (!(pubkey in store.getState().profiles)) return;
    store.setState((state) => {
      const profiles = { ...state.profiles };
      delete profiles[pubkey];
      return { profiles };
    });
  }

  function request(pubkey: string): void {
    if (requested.get(pubkey)) return;
    requested.set(pubkey, true);
    queued.push(pubkey);
    if (queued.length === 1) void deps.whenReady().then(fetchQueued);
  }

  function fetchOne(pubkey: string): void {
    void deps.fetchProfile(pubkey).then((profile) => {
      // An author dropped while asked for is not kept either.
      if (!profile || !requested.has(pubkey)) return;
      store.setState((state) => ({ profiles: { ...state.profiles, [pubkey]: profile } }));
    });
  }

  function fetchQueued(): void {
    const pubkeys = queued;
    queued = [];
    for (const pubkey of pubkeys) fetchOne(pubkey);
  }

  /** Asks now, ahead of the queue: for work that waits on the profile, not for a name on screen. */
  function requestNow(pubkey: string): void {
    if (!requested.get(pubkey)) requested.set(pubkey, true);
    else if (queued.includes(pubkey)) queued = queued.filter((queuedKey) => queuedKey !== pubkey);
    else return;
    fetchOne(pubkey);
  }

  /**
   * The author's profile once it is known (asking for it if nobody has), or undefined
   * after `waitMs`: for work that needs a profile's fields rather than its display, such as
   * the key that signs an author's zap receipts (stores/counts-loader.ts). It is asked at
   * once, not after the first screen: a popular order draws its first screen only once
   * its receipts are checked.
   */
  function whenKnown(pubkey: string, waitMs: number): Promise<Profile | undefined> {
    const known = store.getState().profiles[pubkey];
    if (known) return Promise.resolve(known);
    requestNow(pubkey);
    return new Promise((resolve) => {
      const finish = (profile: Profile | undefined): void => {
        clearTimeout(timer);
        stop();
        resolve(profile);
      };
      const timer = setTimeout(() => finish(undefined), waitMs);
      const stop = store.subscribe((state) => {
        const profile = state.profiles[pubkey];
        if (profile) finish(profile);
      });
    });
  }

  /** Keeps profiles for at most `authors` authors, the default when undefined: screen mode sizes it to its show. */
  function keepAtMost(authors: number = KEPT_PROFILES): void {
    requested.resize(authors);
  }

  return { useStore: store, request, whenKnown, keepAtMost };
}

export type Profiles = ReturnType<typeof createProfiles>;

/**
 * Names are asked for once the first screen's pictures have loaded and the page is
 * idle: the first screen's tiles ask for theirs as they mount, and starting the relay
 * client then (its sockets, its relay-list lookups) would hold their pictures back.
 */
const PROFILE_WAIT_MS = 1000;

/** The page's one instance, on its relay client. */
const page = createProfiles({
  fetchProfile: (pubkey) => fetchProfile(pubkey),
  whenReady: () => whenFirstPicturesShown().then(() => whenIdle(PROFILE_WAIT_MS)),
});

export const useProfileStore = page.useStore;
export const requestProfile = page.request;
export const profileWhenKnown = page.whenKnown;
export const keepProfilesFor = page.keepAtMost;
