/**
 * The trust circle (docs/content-rules.md, Trust circle): whose pictures a /global, tag
 * or topic feed shows when the visitor asks for fewer strangers. Its root is the
 * signed-in user, or for visitors the deployment's trust root; "follows" are the root and
 * the people it follows (NIP-02), the "circle" those and the people they follow.
 */
import { newerReplaceable, parseFollows } from './contact-list';
import type { NostrEvent, Settings } from '../types';

/** Whose pictures a /global, tag or topic feed shows (docs/settings.md, Show media from). */
export type TrustLevel = 'everyone' | 'circle' | 'follows';
export const TRUST_LEVELS: readonly TrustLevel[] = ['everyone', 'circle', 'follows'];

export interface TrustCircle {
  follows: ReadonlySet<string>;
  circle: ReadonlySet<string>;
}

/** Feeds whose people the visitor already chose (an author, a list, their follows) are never narrowed. */
export function trustApplies(settings: Pick<Settings, 'npubs' | 'list' | 'set' | 'follows' | 'admit'>): boolean {
  // A wall of a list's people or of approved posts has chosen its people; a circle wall is the circle.
  const chosen = settings.admit !== undefined && settings.admit.kind !== 'circle';
  return settings.npubs.length === 0 && settings.list === undefined && settings.set === undefined && !settings.follows && !chosen;
}

/** Whether a post by `pubkey` is shown at `level`; everyone when there is no circle to judge by. */
export function admitsAuthor(level: TrustLevel, circle: TrustCircle | undefined, pubkey: string): boolean {
  if (level === 'everyone' || !circle) return true;
  return (level === 'follows' ? circle.follows : circle.circle).has(pubkey);
}

/** The newest follow list of each author among `events`: a relay may still hold older ones. */
export function newestPerAuthor(events: readonly NostrEvent[]): NostrEvent[] {
  const newest = new Map<string, NostrEvent>();
  for (const event of events) newest.set(event.pubkey, newerReplaceable(newest.get(event.pubkey), event));
  return [...newest.values()];
}

/** The circle grown by follow lists of people in it: a new set when anyone was added, else the same one. */
export function widenCircle(circle: ReadonlySet<string>, followLists: readonly NostrEvent[]): ReadonlySet<string> {
  let wider: Set<string> | undefined;
  for (const event of followLists) {
    for (const key of parseFollows(event)) {
      if (circle.has(key) || wider?.has(key)) continue;
      wider ??= new Set(circle);
      wider.add(key);
    }
  }
  return wider ?? circle;
}

const KEY_LENGTH = 64;

/** Keys as one string of 64-hex keys end to end: one string is stored and copied far faster than many. */
export function packKeys(keys: Iterable<string>): string {
  return [...keys].join('');
}

export function unpackKeys(packed: string): string[] {
  if (packed.length % KEY_LENGTH !== 0 || !/^[0-9a-f]*$/.test(packed)) return [];
  const keys: string[] = [];
  for (let at = 0; at < packed.length; at += KEY_LENGTH) keys.push(packed.slice(at, at + KEY_LENGTH));
  return keys;
}

/** A circle as kept on this device (docs/cache-and-offline.md, Trust circle cache). */
export interface CircleRecord {
  /** The root's name: a user's key, or the deployment's trust root. */
  root: string;
  /** Milliseconds since the epoch. */
  builtAt: number;
  follows: string;
  circle: string;
}

/** A kept circle is used at once; past this age it is rebuilt in the background. */
export const CIRCLE_FRESH_MS = 6 * 60 * 60 * 1000;
/** Past this age a kept circle is not used at all. */
export const CIRCLE_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;

export type CircleAge = 'fresh' | 'stale' | 'expired';

export function circleAge(record: Pick<CircleRecord, 'builtAt'>, now: number): CircleAge {
  const age = now - record.builtAt;
  if (!(age >= 0) || age > CIRCLE_EXPIRY_MS) return 'expired';
  return age > CIRCLE_FRESH_MS ? 'stale' : 'fresh';
}

/** A stored record, or undefined when it is not one (another version, or damaged). */
export function readCircleRecord(value: unknown, root: string): CircleRecord | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Partial<CircleRecord>;
  if (record.root !== root || typeof record.builtAt !== 'number') return undefined;
  if (typeof record.follows !== 'string' || typeof record.circle !== 'string') return undefined;
  return { root, builtAt: record.builtAt, follows: record.follows, circle: record.circle };
}

export function circleFromRecord(record: CircleRecord): TrustCircle {
  return { follows: new Set(unpackKeys(record.follows)), circle: new Set(unpackKeys(record.circle)) };
}
