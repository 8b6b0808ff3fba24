/**
 * What a relay sends for a subscription (NIP-01): `["EVENT", id, event]`, `["EOSE", id]`
 * once it has sent what it stores, `["CLOSED", id, reason]` when it refuses or ends it.
 * Anything else, malformed or for another subscription, is nothing to act on.
 */
import { isValidEventShape } from './event-shape';
import type { NostrEvent } from '../types';

export type RelayMessage = { type: 'event'; event: NostrEvent } | { type: 'eose' } | { type: 'closed'; reason: string };

function parseArray(data: unknown): unknown[] | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const message: unknown = JSON.parse(data);
    return Array.isArray(message) ? message : undefined;
  } catch {
    return undefined;
  }
}

export function parseRelayMessage(data: unknown, subscription: string): RelayMessage | undefined {
  const message = parseArray(data);
  if (!message || message[1] !== subscription) return undefined;
  if (message[0] === 'EVENT') return isValidEventShape(message[2]) ? { type: 'event', event: message[2] } : undefined;
  if (message[0] === 'EOSE') return { type: 'eose' };
  if (message[0] === 'CLOSED') return { type: 'closed', reason: typeof message[2] === 'string' ? message[2] : '' };
  return undefined;
}

/**
 * An EVENT message, whatever its subscription: its subscription's id and its event, null
 * when the message carries no well-formed event; undefined when it is not an EVENT message.
 */
export function eventMessageOf(data: unknown): { subscription: string; event: NostrEvent | null } | undefined {
  const message = parseArray(data);
  if (message?.[0] !== 'EVENT') return undefined;
  const subscription = typeof message[1] === 'string' ? message[1] : '';
  return { subscription, event: isValidEventShape(message[2]) ? message[2] : null };
}
