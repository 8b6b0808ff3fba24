/**
 * Signing and publishing (docs/data-and-requests.md, Publishes). Events go to the configured
 * relays and the user's write relays (NIP-65), chosen by the caller (core/relays/publish-relays.ts).
 * One silent relay must not hold a publish up: it resolves once one relay has taken it.
 */
import { NDKEvent, NDKRelaySet } from '@nostr-dev-kit/ndk';
import type { NostrEvent } from '../core/types';
import { getNdk } from './ndk';
import { SignerRequiredError } from './signer-required';
import { toPlainEvent } from './to-plain-event';

const PUBLISH_TIMEOUT_MS = 6000;

export interface EventTemplate {
  kind: number;
  content: string;
  tags: string[][];
  created_at: number;
}

export interface SignOptions {
  /**
   * Sign the tags as given: NDK otherwise adds a `t` tag for each #word of the content,
   * in the content's own case, beside the lowercase ones a picture post already has
   * (docs/posting.md, The post), and tags mentions.
   */
  tagsAsGiven?: boolean;
}

function ndkSignOptions(options: SignOptions): { skipContentTagging: true } | undefined {
  return options.tagsAsGiven ? { skipContentTagging: true } : undefined;
}

export async function signEvent(template: EventTemplate, options: SignOptions = {}): Promise<NostrEvent> {
  const ndk = getNdk();
  if (!ndk.signer) throw new SignerRequiredError();
  const event = new NDKEvent(ndk, template);
  await event.sign(undefined, ndkSignOptions(options));
  return toPlainEvent(event);
}

/**
 * Resolves as soon as one relay has accepted the event; the others go on in the
 * background (NDK's publish waits for every relay, so one silent relay would hold the
 * action for the whole timeout). Fails when none accepts it.
 */
export async function publishEvent(template: EventTemplate, relays: readonly string[], options: SignOptions = {}): Promise<NostrEvent> {
  const ndk = getNdk();
  if (!ndk.signer) throw new SignerRequiredError();
  const event = new NDKEvent(ndk, template);
  await event.sign(undefined, ndkSignOptions(options));
  const relaySet = relays.length > 0 ? NDKRelaySet.fromRelayUrls([...relays], ndk) : undefined;
  await new Promise<void>((resolve, reject) => {
    event.once('relay:published', () => resolve());
    event.publish(relaySet, PUBLISH_TIMEOUT_MS, 1).then(() => resolve(), reject);
  });
  return toPlainEvent(event);
}
