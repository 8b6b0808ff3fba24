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
  /** Sent to every client that connects (NIP-46 `auth_url`), before it is let in. */
  authUrl: string;
  /** Resolves when the user has approved on that page; asked anew for every connection. */
  approval(): Promise<void>;
}

export async function startRemoteSigner(relayUrl: string, secretKeyHex: string, approval?: ApprovalOptions): Promise<RemoteSigner> {
  // NDK opens sockets with the global WebSocket, which Node 20 does not have.
  globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
  const ndk = new NDK({ explicitRelayUrls: [relayUrl] });
  await ndk.connect(5000);
  const backend = new NDKNip46Backend(ndk, new NDKPrivateKeySigner(secretKeyHex), () => Promise.resolve(true), [relayUrl]);
  if (approval) {
    backend.setStrategy('connect', {
      async handle(signer, id, remotePubkey) {
        await signer.rpc.sendResponse(id, remotePubkey, 'auth_url', undefined, approval.authUrl);
        await approval.approval();
        return 'ack';
      },
    });
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
