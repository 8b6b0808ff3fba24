/// <reference lib="webworker" />
/**
 * Checks event ids and signatures off the main thread: of every event a relay sends,
 * before anything of it is handed on (docs/data-and-requests.md, Verified before shown).
 * Asked to speed up (a popular order reads tens of thousands of events), it loads the
 * WebAssembly checker and uses it from then on; until then, or if it cannot load, the
 * JavaScript one goes on.
 */
import { createSignatureChecker, eventIdMatches, warmSignatureChecker } from '../core/events';
import type { NostrEvent } from '../core/types';

export interface VerifyRequest {
  id: number;
  events: NostrEvent[];
  /** Ids checked against the content, signatures left unchecked (docs/data-and-requests.md, Sampled checks). */
  idsOnly?: boolean;
}

export interface SpeedUpRequest {
  speedUp: true;
}

export interface VerifyResponse {
  id: number;
  valid: string[];
}

let check = createSignatureChecker();
warmSignatureChecker(check);
/** Requests that came while the faster checker loads: they wait, since each would hold up its loading for a whole batch. */
let waiting: VerifyRequest[] | undefined;

function answer({ id, events, idsOnly }: VerifyRequest): void {
  const valid = events.filter(idsOnly ? eventIdMatches : check).map((event) => event.id);
  self.postMessage({ id, valid } satisfies VerifyResponse);
}

async function speedUp(): Promise<void> {
  waiting = [];
  try {
    const { loadWasmSignatureCheck } = await import('./wasm-signature-check');
    check = createSignatureChecker(await loadWasmSignatureCheck());
  } catch (error) {
    console.warn('The faster signature check could not be loaded', error);
  }
  const held = waiting;
  waiting = undefined;
  for (const request of held) answer(request);
}

let spedUp = false;

self.onmessage = (message: MessageEvent<VerifyRequest | SpeedUpRequest>) => {
  if ('speedUp' in message.data) {
    if (!spedUp) void speedUp();
    spedUp = true;
  } else if (waiting) waiting.push(message.data);
  else answer(message.data);
};
