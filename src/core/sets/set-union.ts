/**
 * Sets that update live, alone or several as one feed (docs/content-rules.md, Media sets):
 * which version of a set counts, the union of several sets' entries in the order they
 * arrived, and what changed between two unions.
 */
import { isValidEventShape } from '../events/event-shape';
import { identifierOf, parseMediaSet } from './media-set';
import type { SetAddress } from './set-address';
import type { MediaSet } from '../types';

/**
 * A version a relay sent of the set `address` names, as a set, or undefined when it is not
 * one: a relay's answer is checked against what was asked (docs/content-rules.md, Relay
 * answers are checked), whatever the relay.
 */
export function setVersionOf(address: Pick<SetAddress, 'kind' | 'pubkey' | 'identifier'>, event: unknown): MediaSet | undefined {
  if (!isValidEventShape(event)) return undefined;
  if (event.kind !== address.kind || event.pubkey.toLowerCase() !== address.pubkey || identifierOf(event) !== address.identifier) {
    return undefined;
  }
  return parseMediaSet(event);
}

/** A version of a set, as far as which one counts is concerned. */
export interface VersionStamp {
  createdAt: number;
  /** The event's id: NIP-01 keeps the lowest of two versions of the same second. */
  id: string;
}

/** NIP-01: of two versions of one coordinate the newer counts; of two of the same second, the lower id. */
export function isNewerVersion(candidate: VersionStamp, known: VersionStamp | undefined): boolean {
  if (!known) return true;
  if (candidate.createdAt !== known.createdAt) return candidate.createdAt > known.createdAt;
  return candidate.id < known.id;
}

/**
 * The entries of several sets as one feed: each post once, in the order it arrived. A
 * rank never changes while the entry stays in some set, so "added after" stays true
 * whatever else leaves; an entry that left every set and comes back is new again.
 */
export interface SetUnion {
  /** Post ids, by rank: the entry added last is the last. */
  entries: readonly string[];
  /** Each entry's place in the order the entries arrived: greater is later. */
  ranks: ReadonlyMap<string, number>;
  /** The rank the next entry added to a set already read gets; the sets' first versions rank below 0. */
  next: number;
  /** Whether any set has named an entry yet, though all may have left since. */
  named: boolean;
}

export const EMPTY_UNION: SetUnion = { entries: [], ranks: new Map(), next: 0, named: false };

/**
 * Where an entry of a set's first version stands (docs/content-rules.md, Media sets):
 * `fromEnd` entries were added to the set after it, and the set is the `set`-th of
 * `sets`. The sets' first versions are interleaved from their ends, each set's last entry
 * among the newest, whichever set's version came first: below 0, under every entry added
 * later.
 */
export function openingRank(fromEnd: number, set: number, sets: number): number {
  return -(fromEnd * sets + set) - 1;
}

/**
 * The union of the sets' current entries (`sets` in the caller's order, each in its own,
 * which NIP-51 makes the order entries were added). What `previous` held keeps its rank.
 * What is new in a set's first version (`opening[i]`, read when the feed opens) is ranked
 * from that set's end (openingRank); what is new anywhere else gets the next ranks in
 * order, as it was added since. What no set holds any more leaves. `previous` is returned
 * when nothing changed.
 */
export function unionOf(previous: SetUnion, sets: readonly (readonly string[])[], opening: readonly boolean[] = []): SetUnion {
  const ranks = new Map<string, number>();
  let next = previous.next;
  let fresh = 0;
  for (const [set, entries] of sets.entries()) {
    for (const [index, id] of entries.entries()) {
      if (ranks.has(id)) continue;
      let rank = previous.ranks.get(id);
      if (rank === undefined) {
        fresh += 1;
        rank = opening[set] ? openingRank(entries.length - 1 - index, set, sets.length) : next++;
      }
      ranks.set(id, rank);
    }
  }
  if (fresh === 0 && ranks.size === previous.ranks.size) return previous;
  const entries = [...ranks].sort((a, b) => a[1] - b[1]).map(([id]) => id);
  return { entries, ranks, next, named: previous.named || ranks.size > 0 };
}

export interface EntryDiff {
  added: string[];
  removed: string[];
}

/** What `after` holds that `before` did not, in `after`'s order, and what it lost, in `before`'s. */
export function entryDiff(before: readonly string[], after: readonly string[]): EntryDiff {
  const had = new Set(before);
  const has = new Set(after);
  return { added: after.filter((id) => !had.has(id)), removed: before.filter((id) => !has.has(id)) };
}
