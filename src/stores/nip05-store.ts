/**
 * Authors' NIP-05 addresses, checked (docs/content-rules.md, NIP-05 identifiers): an address is shown only once
 * its identity document names the author's key. Each author and address is checked once
 * while kept, for the most recently asked KEPT_CHECKS (docs/constants.md, Caches and storage); the
 * lookups themselves are queued and cached in nostr/nip05-check.ts.
 */
import { create } from 'zustand';
import { LRUCache } from '../core/primitives';
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

/** docs/constants.md, Caches and storage: the author and address pairs whose checks are kept, the most recently asked. */
export const KEPT_CHECKS = 500;

/** The pairs asked about, most recent last; one dropped takes its check with it. */
const asked = new LRUCache<string, true>({
  maxSize: KEPT_CHECKS,
  onEvict: (key) =>
    useNip05Store.setState((state) => {
      const checks = { ...state.checks };
      delete checks[key];
      return { checks };
    }),
});

function setCheck(key: string, check: Nip05Check): void {
  // A check that ends after its pair was dropped is not kept.
  if (asked.has(key)) useNip05Store.setState((state) => ({ checks: { ...state.checks, [key]: check } }));
}

export function requestNip05Check(pubkey: string, nip05: string): void {
  const key = nip05Key(pubkey, nip05);
  if (asked.get(key) && useNip05Store.getState().checks[key]) return;
  asked.set(key, true);
  setCheck(key, { status: 'checking' });
  void verifyNip05(nip05, pubkey).then(
    (label) => setCheck(key, label ? { status: 'verified', label } : { status: 'unverified' }),
    () => setCheck(key, { status: 'unverified' }),
  );
}
