/**
 * NIP-49 (private keys encrypted with a password, "ncryptsec") in place of nostr-tools'
 * module, for a build (vite.config.ts): the product has no such login (docs/session-and-actions.md,
 * Login methods: extension, private key, remote signer or public key).
 *
 * NDK imports the module for two methods the app never calls
 * (`NDKPrivateKeySigner.encryptToNcryptsec` and `fromNcryptsec`), and with it scrypt
 * and XChaCha20-Poly1305, script in the relay client's chunk that every first visit
 * loads. Calling either says why it fails.
 */
function unsupported(): never {
  throw new Error('Password-encrypted private keys (NIP-49) are not supported');
}

export const encrypt: (...args: unknown[]) => string = unsupported;
export const decrypt: (...args: unknown[]) => Uint8Array = unsupported;
