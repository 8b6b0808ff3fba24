/**
 * NIP-04 and NIP-44 encryption for NDK's private-key signer, fetched on first use.
 *
 * The app encrypts nothing with NDK's signers (its remote-signer client brings its own
 * NIP-44, nostr/remote-signer.ts), yet imported as they are they put @noble/ciphers into
 * the relay client's chunk that every first visit loads. NDK calls them in exactly two shapes,
 * `await nip04.encrypt|decrypt(key, pubkey, text)` and
 * `await nip44.v2.encrypt|decrypt(text, nip44.v2.utils.getConversationKey(key, pubkey))`,
 * so the conversation key may be a promise here: the cipher awaits it.
 */
import type * as Nip04 from 'nostr-tools/nip04';
import type * as Nip44 from 'nostr-tools/nip44';

type Nip04Module = typeof Nip04;
type Nip44Module = typeof Nip44;
type ConversationKey = Uint8Array | Promise<Uint8Array>;

let nip04Module: Promise<Nip04Module> | undefined;
let nip44Module: Promise<Nip44Module> | undefined;
const loadNip04 = () => (nip04Module ??= import('nostr-tools/nip04'));
const loadNip44 = () => (nip44Module ??= import('nostr-tools/nip44'));

export const nip04 = {
  encrypt: async (secretKey: Uint8Array, pubkey: string, text: string): Promise<string> =>
    (await loadNip04()).encrypt(secretKey, pubkey, text),
  decrypt: async (secretKey: Uint8Array, pubkey: string, data: string): Promise<string> =>
    (await loadNip04()).decrypt(secretKey, pubkey, data),
};

export const nip44 = {
  v2: {
    utils: {
      getConversationKey: async (secretKey: Uint8Array, pubkey: string): Promise<Uint8Array> =>
        (await loadNip44()).v2.utils.getConversationKey(secretKey, pubkey),
    },
    encrypt: async (plaintext: string, conversationKey: ConversationKey): Promise<string> =>
      (await loadNip44()).v2.encrypt(plaintext, await conversationKey),
    decrypt: async (payload: string, conversationKey: ConversationKey): Promise<string> =>
      (await loadNip44()).v2.decrypt(payload, await conversationKey),
  },
};
