/**
 * The test relay's store, in memory (docs/architecture.md, Offline tests): what
 * @nostr-relay/core asks of a repository, with NIP-01's rules for replaceable and
 * addressable events, NIP-09 deletion by the author, and NIP-50 search by words. Plain
 * TypeScript, so installing the tests compiles nothing.
 */
import { EventRepository, EventType, EventUtils, type Event, type EventRepositoryUpsertResult, type Filter } from '@nostr-relay/common';
import { matchFilter, type Filter as NostrFilter } from 'nostr-tools';
import { searchWords } from './relay-search';

/** A filter's own limit may ask for at most this many times the default. */
const MAX_LIMIT_MULTIPLIER = 10;
/** The profile fields a search reads (NIP-50 relays search what a person is called and says of themselves). */
const PROFILE_FIELDS = ['name', 'display_name', 'displayName', 'username', 'about', 'nip05', 'lud16', 'website'];
/** Tags whose text a search reads beside the content. */
const SEARCHED_TAGS = ['title', 'description', 'about', 'summary', 'alt'];

export class MemoryEventRepository extends EventRepository {
  /** By id, in the order they were stored. */
  private readonly events = new Map<string, Event>();
  /** A replaceable or addressable event's id, by its address (kind, author and d tag). */
  private readonly addresses = new Map<string, string>();
  private readonly defaultLimit: number;

  constructor(options: { defaultLimit: number }) {
    super();
    this.defaultLimit = options.defaultLimit;
  }

  isSearchSupported(): boolean {
    return true;
  }

  upsert(event: Event): EventRepositoryUpsertResult {
    if (this.events.has(event.id)) return { isDuplicate: true };
    const address = addressOf(event);
    const storedId = address === undefined ? undefined : this.addresses.get(address);
    const stored = storedId === undefined ? undefined : this.events.get(storedId);
    if (stored && !replaces(event, stored)) return { isDuplicate: true };
    if (stored) this.events.delete(stored.id);
    this.events.set(event.id, event);
    if (address !== undefined) this.addresses.set(address, event.id);
    return { isDuplicate: false };
  }

  find(filter: Filter): Event[] {
    const limit = filter.limit === undefined ? this.defaultLimit : Math.min(filter.limit, this.defaultLimit * MAX_LIMIT_MULTIPLIER);
    if (limit <= 0) return [];
    const words = filter.search === undefined ? undefined : searchWords(filter.search);
    if (words?.length === 0) return [];
    // matchFilter reads ids, kinds, authors, #tags, since and until; search and limit are ours.
    const matching = [...this.events.values()].filter(
      (event) => matchFilter(filter as NostrFilter, event) && (words === undefined || matchesWords(event, words)),
    );
    // Newest first; `sort` is stable, so events of the same second keep the order they came in.
    return matching.sort((a, b) => b.created_at - a.created_at).slice(0, limit);
  }

  /** NIP-09: an author deletes their own events, by id or by address. */
  override async deleteByDeletionRequest(request: Event): Promise<void> {
    for (const [name, value] of request.tags) {
      if (name === 'e' && value) {
        const event = this.events.get(value);
        if (event?.pubkey === request.pubkey) this.remove(event);
      } else if (name === 'a' && value?.split(':')[1] === request.pubkey) {
        const id = this.addresses.get(value);
        const event = id === undefined ? undefined : this.events.get(id);
        if (event) this.remove(event);
      }
    }
  }

  async destroy(): Promise<void> {
    this.events.clear();
    this.addresses.clear();
  }

  private remove(event: Event): void {
    this.events.delete(event.id);
    const address = addressOf(event);
    if (address !== undefined && this.addresses.get(address) === event.id) this.addresses.delete(address);
  }
}

/** `kind:pubkey:d` for a replaceable (d empty) or addressable event; undefined for any other. */
function addressOf(event: Event): string | undefined {
  const type = EventUtils.getType(event.kind);
  if (type !== EventType.REPLACEABLE && type !== EventType.PARAMETERIZED_REPLACEABLE) return undefined;
  return `${event.kind}:${event.pubkey}:${EventUtils.extractDTagValue(event) ?? ''}`;
}

/** NIP-01: the newer event stays; of two from the same second, the one with the lower id. */
function replaces(event: Event, stored: Event): boolean {
  return event.created_at > stored.created_at || (event.created_at === stored.created_at && event.id < stored.id);
}

/** Every word appears in what the event says, whatever the case (as a trigram index matches). */
function matchesWords(event: Event, words: readonly string[]): boolean {
  const text = searchableText(event).toLowerCase();
  return words.every((word) => word.length >= 3 && text.includes(word.toLowerCase()));
}

function searchableText(event: Event): string {
  const tags = event.tags.filter(([name]) => SEARCHED_TAGS.includes(name ?? '')).map(([, value]) => value ?? '');
  return [event.kind === 0 ? profileText(event.content) : event.content, ...tags].join('\n');
}

function profileText(content: string): string {
  try {
    const profile = JSON.parse(content) as Record<string, unknown>;
    return PROFILE_FIELDS.map((field) => profile[field])
      .filter((value): value is string => typeof value === 'string')
      .join('\n');
  } catch {
    return content;
  }
}
