/**
 * The part of nostr-wasm the app uses (nostr/wasm-signature-check.ts), typed here: the
 * package's own declarations pull Node's types into the browser code (tsconfig.json, paths).
 */
interface NostrWasmEvent {
  id: string;
  pubkey: string;
  sig: string;
  content: string;
  kind: number;
  created_at: number;
  tags: string[][];
}

export interface NostrWasm {
  /** Throws unless the id matches the content and the signature the id. */
  verifyEvent(event: NostrWasmEvent): void;
}

export function initNostrWasm(): Promise<NostrWasm>;
