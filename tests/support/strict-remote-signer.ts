/**
 * A second make of remote signer (NIP-46) in the test process, applesauce's
 * NostrConnectProvider, which shares no code with NDK: it holds the user's key under a
 * key of its own (so the signer's key and the user's differ), refuses a `connect` that
 * does not name its key ("Invalid target pubkey"), checks the connection token's secret,
 * and answers `connect` with that secret rather than `ack`.
 */
import { NostrConnectProvider } from 'applesauce-signers/signers/nostr-connect-provider';
import { PrivateKeySigner } from 'applesauce-signers/signers/private-key-signer';
import { generateSecretKey, getPublicKey, type NostrEvent } from 'nostr-tools';
import { SimplePool, useWebSocketImplementation } from 'nostr-tools/pool';
import { hexToBytes } from 'nostr-tools/utils';
import { Observable } from 'rxjs';
import { WebSocket } from 'ws';
import type { RemoteSigner } from './remote-signer';

export interface StrictSignerOptions {
  /** The connection token's secret; none for a signer found by NIP-05. */
  secret?: string;
  /** Answers `connect` with this instead of the token's secret: a signer that is not the one the token names. */
  echoInstead?: string;
}

export interface StrictRemoteSigner extends RemoteSigner {
  /** The signer's own key, which the bunker URL names; not the user's. */
  signerPubkey: string;
  /** The `connect` requests it accepted, with the permissions each asked for. */
  connects: string[][];
  /** The kinds it has signed. */
  signedKinds: number[];
}

/** A provider that answers every `connect` it accepts with `echo`: not the signer the token names. */
function echoing(echo: string): typeof NostrConnectProvider {
  return class extends NostrConnectProvider {
    protected override async handleConnect(...args: Parameters<NostrConnectProvider['handleConnect']>): Promise<string> {
      await super.handleConnect(...args);
      return echo;
    }
  };
}

export function startStrictRemoteSigner(
  relayUrl: string,
  userSecretKeyHex: string,
  options: StrictSignerOptions = {},
): Promise<StrictRemoteSigner> {
  useWebSocketImplementation(WebSocket);
  const pool = new SimplePool();
  const identity = generateSecretKey();
  const signerPubkey = getPublicKey(identity);
  const connects: string[][] = [];
  const signedKinds: number[] = [];
  const Provider = options.echoInstead === undefined ? NostrConnectProvider : echoing(options.echoInstead);
  const provider = new Provider({
    relays: [relayUrl],
    upstream: new PrivateKeySigner(hexToBytes(userSecretKeyHex)),
    signer: new PrivateKeySigner(identity),
    bunkerSecret: options.secret,
    onConnect: (_client, permissions) => {
      connects.push(permissions);
      return true;
    },
    onSignEvent: (template) => {
      signedKinds.push(template.kind);
      return true;
    },
    subscriptionMethod: (relays, filters) =>
      new Observable<NostrEvent>((subscriber) => {
        const subscription = pool.subscribeMany(relays, filters[0] ?? {}, { onevent: (event) => subscriber.next(event) });
        return () => subscription.close();
      }),
    publishMethod: (relays, event) => Promise.any(pool.publish(relays, event)),
  });
  return provider.start().then(() => {
    const query = new URLSearchParams([['relay', relayUrl]]);
    if (options.secret) query.set('secret', options.secret);
    return {
      bunkerUrl: `bunker://${signerPubkey}?${query.toString()}`,
      signerPubkey,
      connects,
      signedKinds,
      stop() {
        void provider.stop();
        pool.destroy();
      },
    };
  });
}
