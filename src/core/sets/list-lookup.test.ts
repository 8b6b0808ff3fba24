import { describe, expect, it } from 'vitest';
import { answersReference, listFilter, newestAnswer } from './list-lookup';
import type { ListReference } from './people-list';
import type { NostrEvent } from '../types';

const AUTHOR = 'a'.repeat(64);
const ADDRESS: ListReference = { kind: 'address', listKind: 30000, pubkey: AUTHOR, identifier: 'friends', relays: [] };
const BY_ID: ListReference = { kind: 'event', id: 'c'.repeat(64), relays: [] };

function list(created: number, overrides: Partial<NostrEvent> = {}): NostrEvent {
  return {
    id: `${created}`.padStart(64, '0'),
    pubkey: AUTHOR,
    kind: 30000,
    created_at: created,
    tags: [['d', 'friends']],
    content: '',
    sig: '',
    ...overrides,
  };
}

describe('listFilter', () => {
  it('asks for an address by kind, author and d, and an event by id in either kind of people list', () => {
    expect(listFilter(ADDRESS)).toEqual({ kinds: [30000], authors: [AUTHOR], '#d': ['friends'], limit: 1 });
    expect(listFilter(BY_ID)).toEqual({ kinds: [30000, 39089], ids: [BY_ID.id], limit: 1 });
  });
});

describe('newestAnswer', () => {
  it('keeps the newest answer that is the list named', () => {
    const older = list(10);
    const newer = list(20);
    expect(newestAnswer([older, newer, list(30, { kind: 39089 })], ADDRESS)).toBe(newer);
  });

  it('leaves out what a relay sends that the reference does not name', () => {
    expect(answersReference(list(10, { pubkey: 'b'.repeat(64) }), ADDRESS)).toBe(false);
    expect(answersReference(list(10, { tags: [['d', 'others']] }), ADDRESS)).toBe(false);
    expect(answersReference(list(10, { id: BY_ID.id }), BY_ID)).toBe(true);
    expect(newestAnswer([list(10)], BY_ID)).toBeUndefined();
  });
});
