/**
 * Authors' NIP-05 addresses, checked (docs/content-rules.md, NIP-05 identifiers): an address is shown only once
 * its identity document names the author's key. Each author and address is checked once
 * per page life; the lookups themselves are queued and cached in nostr/nip05-check.ts.
 */
import { create } from 'zustand';
import { verifyNip05 } from '../nostr/client';

export type Nip05Check = { status: 'checking' } | { status: 'verified'; label: string } | { status: 'unverified' };

interface Nip05State {
  /** Keyed by nip05Key(pubkey, nip05). */
  checks: Readonly<Record<string, Nip05Check>>;
}

export const useNip05Store = create<Nip05State>()(() => ({ checks: {} }));

export function nip05Key(pubkey: string, nip05: string): string {
  return `${pubkey} ${nip05}`;
}

function setCheck(key: string, check: Nip05Check): void {
  useNip05Store.setState((state) => ({ checks: { ...state.checks, [key]: check } }));
}

export function requestNip05Check(pubkey: string, nip05: string): void {
  const key = nip05Key(pubkey, nip05);
  if (useNip05Store.getState().checks[key]) return;
  setCheck(key, { status: 'checking' });
  void verifyNip05(nip05, pubkey).then(
    (label) => setCheck(key, label ? { status: 'verified', label } : { status: 'unverified' }),
    () => setCheck(key, { status: 'unverified' }),
  );
}
