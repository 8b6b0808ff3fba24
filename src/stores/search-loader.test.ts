import { describe, expect, it, vi } from 'vitest';
import { listAddress } from '../core/people-list';
import type { NostrEvent } from '../core/types';
import { fetchUserPeopleLists } from '../nostr/client';
import { findUserLists } from './search-loader';

vi.mock('../nostr/client', () => ({ fetchUserPeopleLists: vi.fn(), searchPeople: vi.fn() }));

const OWNER = 'd'.repeat(64);

function list(id: string, tags: string[][]): NostrEvent {
  return { id: id.repeat(64), pubkey: OWNER, kind: 30000, created_at: 1_700_000_000, content: '', tags };
}

describe('findUserLists', () => {
  it("keeps the user's lists that make galleries, each with the address that follows its edits", async () => {
    const photographers = list('a', [
      ['d', 'photo'],
      ['title', 'Photographers'],
      ['p', 'b'.repeat(64)],
    ]);
    const muted = list('c', [
      ['d', 'mute'],
      ['p', 'b'.repeat(64)],
    ]);
    const empty = list('e', [
      ['d', 'empty'],
      ['title', 'Nobody yet'],
    ]);
    vi.mocked(fetchUserPeopleLists).mockResolvedValue([photographers, muted, empty]);

    const lists = await findUserLists(OWNER);
    expect(fetchUserPeopleLists).toHaveBeenCalledWith(OWNER);
    expect(lists).toEqual([
      expect.objectContaining({ name: 'Photographers', people: ['b'.repeat(64)], naddr: listAddress(photographers) }),
    ]);
  });
});
