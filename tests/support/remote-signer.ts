/**
 * A remote signer (NIP-46 "bunker") in the test process: NDK's own signer backend,
 * holding a key and answering requests that reach it through a relay, as a user's signer
 * app would. It allows every client that connects.
 */
import NDK, { NDKNip46Backend, NDKPrivateKeySigner } from '@nostr-dev-kit/ndk';
import { getPublicKey } from 'nostr-tools';
import { hexToBytes } from 'nostr-tools/utils';
import { WebSocket } from 'ws';

export interface RemoteSigner {
  /** NIP-46's connection token: the signer's key and the relay it listens on. */
  bunkerUrl: string;
  stop(): void;
}

export interface ApprovalOptions {
  /**
   * Sent (NIP-46 `auth_url`) before `connect` is let in, and before every `get_public_key`:
   * a cautious signer that asks its user each time an app asks who they are.
   */
  authUrl: string;
  /** Resolves when the user has approved on that page; asked anew for each request. */
  approval(): Promise<void>;
}

export async function startRemoteSigner(relayUrl: string, secretKeyHex: string, approval?: ApprovalOptions): Promise<RemoteSigner> {
  // NDK opens sockets with the global WebSocket, which Node 20 does not have.
  globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
  const ndk = new NDK({ explicitRelayUrls: [relayUrl] });
  await ndk.connect(5000);
  const backend = new NDKNip46Backend(ndk, new NDKPrivateKeySigner(secretKeyHex), () => Promise.resolve(true), [relayUrl]);
  if (approval) {
    const approved = (answer: (signer: NDKNip46Backend) => string | undefined) => ({
      async handle(signer: NDKNip46Backend, id: string, remotePubkey: string) {
        await signer.rpc.sendResponse(id, remotePubkey, 'auth_url', undefined, approval.authUrl);
        await approval.approval();
        return answer(signer);
      },
    });
    backend.setStrategy(
      'connect',
      approved(() => 'ack'),
    );
    backend.setStrategy(
      'get_public_key',
      approved((signer) => signer.localUser?.pubkey),
    );
  }
  await backend.start();
  const pubkey = getPublicKey(hexToBytes(secretKeyHex));
  return {
    bunkerUrl: `bunker://${pubkey}?relay=${encodeURIComponent(relayUrl)}`,
    stop() {
      for (const relay of ndk.pool.relays.values()) relay.disconnect();
    },
  };
}
