import { describe, expect, it, vi } from 'vitest';
import { nip19 } from 'nostr-tools';
import type { NostrEvent } from '../core/types';
import { fetchUserPeopleLists } from '../nostr/client';
import { findUserLists } from './search-loader';

vi.mock('../nostr/client', () => ({ fetchUserPeopleLists: vi.fn(), searchPeople: vi.fn() }));

const OWNER = 'd'.repeat(64);

function list(id: string, tags: string[][], kind = 30000): NostrEvent {
  return { id: id.repeat(64), pubkey: OWNER, kind, created_at: 1_700_000_000, content: '', tags };
}

describe('findUserLists', () => {
  it("keeps the user's lists and starter packs that make galleries, each with the address that follows its edits", async () => {
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
    const pack = list(
      'f',
      [
        ['d', 'pack'],
        ['title', 'Mute swan watchers'],
        ['p', 'b'.repeat(64)],
      ],
      39089,
    );
    vi.mocked(fetchUserPeopleLists).mockResolvedValue([photographers, muted, empty, pack]);

    const lists = await findUserLists(OWNER);
    expect(fetchUserPeopleLists).toHaveBeenCalledWith(OWNER);
    expect(lists).toEqual([
      expect.objectContaining({
        name: 'Photographers',
        people: ['b'.repeat(64)],
      }),
      expect.objectContaining({ kind: 39089, name: 'Mute swan watchers' }),
    ]);
    expect(nip19.decode(lists[0]?.naddr ?? '')).toEqual({
      type: 'naddr',
      data: { kind: 30000, pubkey: OWNER, identifier: 'photo', relays: [] },
    });
  });
});
