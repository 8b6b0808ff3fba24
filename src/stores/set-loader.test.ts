import { describe, expect, it, vi } from 'vitest';
import type { NostrEvent } from '../core/types';
import { fetchUserSets } from '../nostr/client';
import { findSets } from './set-loader';

vi.mock('../nostr/client', () => ({ fetchUserSets: vi.fn() }));

const AUTHOR = 'a'.repeat(64);
const POST = 'b'.repeat(64);

function set(identifier: string, tags: string[][], createdAt = 1_700_000_000): NostrEvent {
  return { id: 'c'.repeat(64), pubkey: AUTHOR, kind: 30006, created_at: createdAt, content: '', tags: [['d', identifier], ...tags] };
}

describe('set loader', () => {
  it("lists an author's sets that name a post", async () => {
    vi.mocked(fetchUserSets).mockResolvedValueOnce([set('full', [['e', POST]], 2), set('empty', [], 3)]);
    await expect(findSets(AUTHOR)).resolves.toMatchObject([{ identifier: 'full' }]);
    expect(fetchUserSets).toHaveBeenCalledWith(AUTHOR);
  });
});
