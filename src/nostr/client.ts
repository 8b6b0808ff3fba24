/**
 * The nostr layer's front door for the rest of the app. NDK is a third of the app's
 * script and takes a while to start, so it is a separate chunk, fetched and run on first
 * use, and nothing that can go without it waits for it: the shell, the first request
 * (first-request.ts), the feed's warm start (feed-snapshot.ts) and the signature worker
 * need no NDK. It is not fetched with the page: on a slow link its script would share the
 * bandwidth with the app's own and the first pictures (issue 4).
 * Every function here has the shape of its NDK-backed twin, made lazy.
 */
import type { FeedFilter, NostrEvent, Profile } from '../core/types';
import type { FeedHandlers, SubscribeOptions } from './feed-subscription';
import type { LoginResult } from './login';
import type { RelayCounts } from './relay-status';

export type { FeedHandlers, LoginResult, RelayCounts };

const feedSubscription = () => import('./feed-subscription');
const login = () => import('./login');

/** A subscription that may start a moment later; stopping it before then cancels it. */
function deferred(start: () => Promise<() => void>): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void start().then(
    (started) => {
      if (stopped) started();
      else stop = started;
    },
    (error: unknown) => console.error('Could not load the relay client', error),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

export function subscribeFeed(filter: FeedFilter, handlers: FeedHandlers, options: SubscribeOptions = {}): () => void {
  return deferred(async () => (await feedSubscription()).subscribeFeed(filter, handlers, options));
}

/** Events found to carry a forged signature after they were handed on. */
export function watchInvalidEvents(onInvalid: (eventId: string) => void): () => void {
  return deferred(async () => {
    const unsubscribe = (await import('./ndk')).onInvalidEvent(onInvalid);
    return () => void unsubscribe();
  });
}

export function watchRelays(onChange: (counts: RelayCounts) => void): () => void {
  return deferred(async () => (await import('./relay-status')).watchRelays(onChange));
}

export async function fetchProfile(pubkey: string): Promise<Profile | undefined> {
  return (await import('./profiles')).fetchProfile(pubkey);
}

export async function fetchListEvent(ref: string): Promise<NostrEvent | undefined> {
  return (await import('./people-lists')).fetchListEvent(ref);
}

export async function searchPeople(query: string, signal?: AbortSignal): Promise<Profile[]> {
  return (await import('./people-search')).searchPeople(query, signal);
}

export async function fetchUserPeopleLists(pubkey: string): Promise<NostrEvent[]> {
  return (await import('./user-lists')).fetchUserPeopleLists(pubkey);
}

export async function loginWithExtension(): Promise<LoginResult> {
  return (await login()).loginWithExtension();
}

export async function loginWithRemoteSigner(input: string, onAuthUrl: (url: string) => void): Promise<LoginResult> {
  return (await login()).loginWithRemoteSigner(input, onAuthUrl);
}

export async function logout(): Promise<void> {
  (await login()).logout();
}

export async function fetchContacts(pubkey: string): Promise<NostrEvent | undefined> {
  return (await login()).fetchContacts(pubkey);
}

export async function publishContacts(tags: string[][], createdAt: number): Promise<NostrEvent> {
  return (await login()).publishContacts(tags, createdAt);
}
