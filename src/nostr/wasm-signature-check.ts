/**
 * A faster signature check for the signature worker (docs/data-and-requests.md, Sampled
 * checks): libsecp256k1 compiled to WebAssembly (nostr-wasm), several times as fast as the
 * pure JavaScript checker. A chunk of its own, loaded by the worker only when a popular
 * order asks for it, since the first screen checks too few events to be worth its download.
 */
import { initNostrWasm } from 'nostr-wasm/gzipped';
import type { NostrEvent } from '../core/types';

/** Checks the id against the content and the signature against the id, as core/events/event-signature.ts does; never throws. */
export async function loadWasmSignatureCheck(): Promise<(event: NostrEvent) => boolean> {
  const wasm = await initNostrWasm();
  return (event) => {
    try {
      wasm.verifyEvent({ ...event, sig: event.sig ?? '' });
      return true;
    } catch {
      return false;
    }
  };
}
