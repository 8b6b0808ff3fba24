import { describe, expect, it, vi } from 'vitest';
import type { NostrEvent } from '../core/types';
import { fetchListEvent } from '../nostr/client';
import { fetchListAuthors } from './people-list-loader';

vi.mock('../nostr/client', () => ({ fetchListEvent: vi.fn() }));

const ALICE = 'a'.repeat(64);
const BOB = 'b'.repeat(64);
const LIST: NostrEvent = {
  id: 'c'.repeat(64),
  pubkey: 'd'.repeat(64),
  kind: 30000,
  created_at: 1_700_000_000,
  content: '',
  tags: [
    ['d', 'friends'],
    ['p', ALICE],
    ['p', BOB],
    ['p', ALICE],
  ],
};

describe('fetchListAuthors', () => {
  it("gives the list's authors once each, or nothing when the list cannot be found", async () => {
    vi.mocked(fetchListEvent).mockResolvedValueOnce(LIST).mockResolvedValueOnce(undefined);
    await expect(fetchListAuthors('naddr1friends')).resolves.toEqual([ALICE, BOB]);
    await expect(fetchListAuthors('naddr1gone')).resolves.toBeUndefined();
    expect(fetchListEvent).toHaveBeenCalledWith('naddr1friends');
  });
});
