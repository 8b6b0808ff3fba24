/** Logging in and out and changing follows, callable from anywhere. */
import { newerReplaceable, nextReplaceableTime, parseFollows } from '../core/contact-list';
import { toggleFollowTag } from '../core/follow-tags';
import type { NostrEvent } from '../core/types';
import { fetchContacts, fetchProfile, loginWithExtension, loginWithRemoteSigner, logout, publishContacts } from '../nostr/client';
import { sessionActions, useSessionStore } from './session-store';

function setContacts(contacts: NostrEvent | undefined): void {
  // SPEC.md section 4: the list is replaced only by a newer event.
  const current = useSessionStore.getState().contacts;
  const latest = contacts ? newerReplaceable(current, contacts) : current;
  useSessionStore.setState({ contacts: latest, follows: latest ? parseFollows(latest) : [] });
}

async function signedIn(pubkey: string): Promise<void> {
  useSessionStore.setState({ pubkey, follows: undefined, contacts: undefined, picture: undefined });
  const [contacts, profile] = await Promise.all([fetchContacts(pubkey), fetchProfile(pubkey)]);
  if (useSessionStore.getState().pubkey !== pubkey) return;
  setContacts(contacts);
  useSessionStore.setState({ picture: profile?.image });
}

export async function loginExtension(): Promise<void> {
  const { pubkey } = await loginWithExtension();
  await signedIn(pubkey);
}

export async function loginRemote(input: string, onAuthUrl: (url: string) => void): Promise<void> {
  const { pubkey } = await loginWithRemoteSigner(input, onAuthUrl);
  await signedIn(pubkey);
}

export function logoutSession(): void {
  void logout();
  sessionActions.logout();
}

export async function toggleFollow(pubkey: string): Promise<void> {
  const { contacts, working } = useSessionStore.getState();
  if (working) return;
  useSessionStore.setState({ working: true });
  try {
    const createdAt = nextReplaceableTime(contacts?.created_at, Math.floor(Date.now() / 1000));
    setContacts(await publishContacts(toggleFollowTag(contacts?.tags ?? [], pubkey), createdAt));
  } catch (error) {
    // SPEC.md section 5: signing fails softly.
    console.error('Could not sign event', error);
  } finally {
    useSessionStore.setState({ working: false });
  }
}
