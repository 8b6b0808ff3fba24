/**
 * Nothing a relay sends is handed on before its id and signature are checked
 * (docs/data-and-requests.md, Verified before shown).
 *
 * NDK checks signatures asynchronously, and meanwhile hands the event to its
 * subscriptions and its cache (docs/architecture.md, NDK facts): a forged post would be
 * drawn, and kept in the cache, until the check came back. This holds each connection's
 * EVENT messages until the check has passed, and drops those that fail. The messages
 * behind a held event (EOSE, CLOSED, OK) wait for it, so NDK sees each relay's messages
 * in the order the relay sent them. It wraps the private `onMessage` of NDK's relay
 * connection by name, checked on each NDK upgrade, as relay-backoff.ts does.
 *
 * A subscription may ask for sampled checks (docs/data-and-requests.md, Sampled checks):
 * then the gate checks every event's id, and its signature only where `checksSignature`
 * says so.
 */
import { eventMessageOf } from '../core/events';
import type { NostrEvent } from '../core/types';

export interface RelayConnection {
  onMessage(message: MessageEvent): void;
}

export interface MessageGateOptions {
  /** Resolves to the ids of the events that passed. */
  verify(events: NostrEvent[]): Promise<ReadonlySet<string>>;
  /** Resolves to the ids of the events whose id matches their content, signatures unchecked. */
  verifyIds?(events: NostrEvent[]): Promise<ReadonlySet<string>>;
  /** Whether the event's signature is checked; every one is when this is absent. */
  checksSignature?(event: NostrEvent, subscription: string, connection: RelayConnection): boolean;
  /** An event that failed its check; null for an EVENT message without a well-formed event. */
  onForged(event: NostrEvent | null, subscription: string, connection: RelayConnection): void;
}

interface Gate {
  /** Settles once every message received so far has been handed on or dropped. */
  tail: Promise<void>;
  held: number;
}

const installed = new WeakSet<object>();

/**
 * Installs the gate on every connection made from this prototype (NDK's relay
 * connection class); a second call for the same prototype does nothing.
 */
export function verifyRelayMessages(prototype: RelayConnection, options: MessageGateOptions): void {
  if (installed.has(prototype) || typeof prototype.onMessage !== 'function') return;
  installed.add(prototype);
  const handOn = prototype.onMessage;
  const gates = new WeakMap<RelayConnection, Gate>();
  const gateOf = (connection: RelayConnection): Gate => {
    const gate = gates.get(connection) ?? { tail: Promise.resolve(), held: 0 };
    gates.set(connection, gate);
    return gate;
  };

  prototype.onMessage = function onMessage(this: RelayConnection, message: MessageEvent): void {
    const eventMessage = eventMessageOf(message.data);
    const event = eventMessage?.event;
    const subscription = eventMessage?.subscription ?? '';
    const deliver = (): void => {
      try {
        handOn.call(this, message);
      } catch (error) {
        console.warn('A relay message could not be handled', error);
      }
    };
    // Nothing held: a message other than an EVENT goes on at once.
    if (event === undefined && !gates.get(this)?.held) return deliver();
    const gate = gateOf(this);
    gate.held += 1;
    const check =
      event && options.verifyIds && options.checksSignature?.(event, subscription, this) === false ? options.verifyIds : options.verify;
    const passed = event
      ? check([event]).then(
          (valid) => valid.has(event.id),
          () => false,
        )
      : Promise.resolve(event === undefined);
    gate.tail = Promise.all([gate.tail, passed]).then(([, valid]) => {
      gate.held -= 1;
      if (valid) deliver();
      else options.onForged(event ?? null, subscription, this);
    });
  };
}
