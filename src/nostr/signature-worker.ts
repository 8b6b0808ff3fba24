/// <reference lib="webworker" />
/**
 * Checks event ids and signatures off the main thread: of every event a relay sends,
 * before anything of it is handed on (docs/data-and-requests.md, Verified before shown).
 */
import { createSignatureChecker, warmSignatureChecker } from '../core/event-signature';
import type { NostrEvent } from '../core/types';

export interface VerifyRequest {
  id: number;
  events: NostrEvent[];
}

export interface VerifyResponse {
  id: number;
  valid: string[];
}

const check = createSignatureChecker();
warmSignatureChecker(check);

self.onmessage = (message: MessageEvent<VerifyRequest>) => {
  const { id, events } = message.data;
  const valid = events.filter(check).map((event) => event.id);
  self.postMessage({ id, valid } satisfies VerifyResponse);
};
