import { describe, expect, it, vi } from 'vitest';
import type { NostrEvent } from '../core/types';
import { fetchListEvent } from '../nostr/client';
import { loadPeopleList } from './people-list-loader';

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

describe('loadPeopleList', () => {
  it('gives the list with its people once each, or nothing when the list cannot be found', async () => {
    vi.mocked(fetchListEvent).mockResolvedValueOnce(LIST).mockResolvedValueOnce(undefined);
    await expect(loadPeopleList('naddr1friends')).resolves.toMatchObject({ kind: 30000, name: 'friends', people: [ALICE, BOB] });
    await expect(loadPeopleList('naddr1gone')).resolves.toBeUndefined();
    expect(fetchListEvent).toHaveBeenCalledWith('naddr1friends');
  });

  it('reads a starter pack, and nothing from an nevent that turned out to be another kind', async () => {
    vi.mocked(fetchListEvent)
      .mockResolvedValueOnce({ ...LIST, kind: 39089 })
      .mockResolvedValueOnce({ ...LIST, kind: 1 });
    await expect(loadPeopleList('naddr1pack')).resolves.toMatchObject({ kind: 39089, people: [ALICE, BOB] });
    await expect(loadPeopleList('nevent1note')).resolves.toBeUndefined();
  });
});
