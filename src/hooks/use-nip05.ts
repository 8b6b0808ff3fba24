import { useEffect } from 'react';
import { nip05Key, requestNip05Check, useNip05Store, type Nip05Check } from '../stores/nip05-store';

/** One object, so the store's selector answers the same value until the check starts. */
const CHECKING: Nip05Check = { status: 'checking' };

/**
 * The check of an author's NIP-05 address (docs/content-rules.md, NIP-05 identifiers), started on first use;
 * undefined when the profile gives no address.
 */
export function useNip05(pubkey: string, nip05: string | undefined): Nip05Check | undefined {
  useEffect(() => {
    if (nip05) requestNip05Check(pubkey, nip05);
  }, [pubkey, nip05]);
  return useNip05Store((state) => (nip05 ? (state.checks[nip05Key(pubkey, nip05)] ?? CHECKING) : undefined));
}
