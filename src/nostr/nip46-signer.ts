/**
 * A remote signer (NIP-46) as NDK's signer, on nostr-tools' NIP-46 client
 * (docs/session-and-actions.md, Remote signers). NDK's own NIP-46 signer sends `connect`
 * without the remote signer's key and takes only `ack` for an answer, so signers that
 * follow NIP-46 to the letter refuse it; nostr-tools' client carries the requests, and the
 * handshake is the app's own (core/identity/nip46.ts).
 */
import type { NDKEncryptionScheme, NDKSigner, NDKUser, NostrEvent } from '@nostr-dev-kit/ndk';
import type { BunkerSigner } from 'nostr-tools/nip46';
import type NDK from '@nostr-dev-kit/ndk';

export class Nip46Signer implements NDKSigner {
  private readonly userPubkey: string;
  private readonly ndk: NDK;
  private readonly client: BunkerSigner;
  private readonly disconnect: () => void;

  /** `disconnect` closes the client's relay connections. */
  constructor(ndk: NDK, client: BunkerSigner, userPubkey: string, disconnect: () => void) {
    this.ndk = ndk;
    this.client = client;
    this.userPubkey = userPubkey;
    this.disconnect = disconnect;
  }

  get pubkey(): string {
    return this.userPubkey;
  }

  get userSync(): NDKUser {
    return this.ndk.getUser({ pubkey: this.userPubkey });
  }

  blockUntilReady(): Promise<NDKUser> {
    return Promise.resolve(this.userSync);
  }

  user(): Promise<NDKUser> {
    return this.blockUntilReady();
  }

  /**
   * NIP-46 `sign_event` with the unsigned fields; the event that comes back must be the
   * one asked for, by the user's key (nostr-tools has checked its signature).
   */
  async sign(event: NostrEvent): Promise<string> {
    const { kind, content, tags, created_at } = event;
    if (kind === undefined || created_at === undefined) throw new Error('An event to sign needs a kind and a time');
    const signed = await this.client.signEvent({ kind, content, tags, created_at });
    if (signed.pubkey !== this.userPubkey || (event.id && signed.id !== event.id))
      throw new Error('The remote signer signed something else than was asked');
    return signed.sig;
  }

  encryptionEnabled(scheme?: NDKEncryptionScheme): Promise<NDKEncryptionScheme[]> {
    return Promise.resolve(scheme ? [scheme] : ['nip44', 'nip04']);
  }

  encrypt(recipient: NDKUser, value: string, scheme: NDKEncryptionScheme = 'nip44'): Promise<string> {
    return scheme === 'nip04' ? this.client.nip04Encrypt(recipient.pubkey, value) : this.client.nip44Encrypt(recipient.pubkey, value);
  }

  decrypt(sender: NDKUser, value: string, scheme: NDKEncryptionScheme = 'nip44'): Promise<string> {
    return scheme === 'nip04' ? this.client.nip04Decrypt(sender.pubkey, value) : this.client.nip44Decrypt(sender.pubkey, value);
  }

  /** The session is stored by the app itself (stores/stored-session.ts), never by NDK. */
  toPayload(): string {
    return JSON.stringify({ type: 'nip46', payload: { pubkey: this.userPubkey } });
  }

  /** Stops listening for the signer's answers. */
  stop(): void {
    this.disconnect();
  }
}
