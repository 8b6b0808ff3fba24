/// <reference lib="webworker" />
/**
 * Checks the signatures of events embedded in reposts off the main thread (NDK's own
 * worker checks the events relays send; it never sees what a repost carries).
 */
import { verifyEventSignature } from '../core/event-signature';
import type { NostrEvent } from '../core/types';

export interface VerifyRequest {
  id: number;
  events: NostrEvent[];
}

export interface VerifyResponse {
  id: number;
  valid: string[];
}

self.onmessage = (message: MessageEvent<VerifyRequest>) => {
  const { id, events } = message.data;
  const valid = events.filter(verifyEventSignature).map((event) => event.id);
  self.postMessage({ id, valid } satisfies VerifyResponse);
};
