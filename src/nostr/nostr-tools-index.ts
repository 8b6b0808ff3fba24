/**
 * What NDK and its Dexie adapter import from nostr-tools' index, taken from the
 * package's own per-NIP modules.
 *
 * The index is one bundled file whose every NIP module registers its exports as a side
 * effect, so a bundler keeps nearly all of it (pools, relays, NIP-17, 57, 77, 98...):
 * ~35 kB of script the app never runs, in the relay client's chunk that every first
 * visit loads. The encryption modules are fetched on first use (deferred-encryption.ts).
 * vite.config.ts puts this module in the index's place for a build.
 */
export * as nip19 from 'nostr-tools/nip19';
export { nip04, nip44 } from './deferred-encryption';
export { finalizeEvent, generateSecretKey, getEventHash, getPublicKey } from 'nostr-tools/pure';
export { matchFilter, matchFilters } from 'nostr-tools/filter';
