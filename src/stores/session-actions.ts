/** Logging in and out, callable from anywhere; the session store holds the result. */
import { fetchFollows, loginWithExtension, loginWithRemoteSigner, logout } from '../nostr/login';
import { fetchProfile } from '../nostr/profiles';
import { sessionActions, useSessionStore } from './session-store';

async function signedIn(pubkey: string): Promise<void> {
  useSessionStore.setState({ pubkey, follows: undefined, picture: undefined });
  const [follows, profile] = await Promise.all([fetchFollows(pubkey), fetchProfile(pubkey)]);
  if (useSessionStore.getState().pubkey !== pubkey) return;
  useSessionStore.setState({ follows: follows ?? [], picture: profile?.image });
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
  logout();
  sessionActions.logout();
}
