import { describe, expect, it } from 'vitest';
import type { NostrEvent } from '../core/types';
import type { OwnListFilter } from '../nostr/own-list-now';
import { newestOwnList, OwnListUnreadable, unreadableList } from './newest-own-list';

const ME = 'a'.repeat(64);
const version = (createdAt: number, extra: Partial<NostrEvent> = {}): NostrEvent => ({
  id: createdAt.toString(16).padStart(64, '0'),
  pubkey: ME,
  kind: 3,
  created_at: createdAt,
  tags: [['p', 'b'.repeat(64)]],
  content: '',
  sig: '',
  ...extra,
});

function reader(events: NostrEvent[], answered: number) {
  const asked: { filter: OwnListFilter; relays: readonly string[] }[] = [];
  const read = (filter: OwnListFilter, relays: readonly string[]) => {
    asked.push({ filter, relays });
    return Promise.resolve({ events, answered });
  };
  return { read, asked };
}

const options = { relays: ['wss://one.example', 'wss://two.example'], pubkey: ME, kind: 3, name: 'follow list' };

describe('newestOwnList', () => {
  it('edits the newest version the relays hold now, over an older one the session saw', async () => {
    const { read, asked } = reader([version(200), version(150)], 1);
    const newest = await newestOwnList({ ...options, read, known: version(100) });
    expect(newest?.created_at).toBe(200);
    expect(asked).toEqual([{ filter: { kinds: [3], authors: [ME] }, relays: options.relays }]);
  });

  it('keeps the session’s version when it is newer than what the relays sent', async () => {
    const { read } = reader([version(100)], 2);
    expect((await newestOwnList({ ...options, read, known: version(300) }))?.created_at).toBe(300);
  });

  it('takes only the asked list of the user: another author’s, kind or identifier is not it', async () => {
    const { read, asked } = reader(
      [
        version(400, { pubkey: 'c'.repeat(64) }),
        version(401, { kind: 10000 }),
        version(402, { kind: 30005, tags: [['d', 'other']] }),
        version(300, { kind: 30005, tags: [['d', 'mine']] }),
      ],
      1,
    );
    const newest = await newestOwnList({ ...options, kind: 30005, identifier: 'mine', read, known: undefined });
    expect(newest?.created_at).toBe(300);
    expect(asked[0]?.filter).toEqual({ kinds: [30005], authors: [ME], '#d': ['mine'] });
  });

  it('answers undefined when the relays answered and hold none: the user has no such list yet', async () => {
    const { read } = reader([], 2);
    expect(await newestOwnList({ ...options, read, known: undefined })).toBeUndefined();
  });

  it('refuses when no relay answered, whatever the session has seen', async () => {
    const { read } = reader([], 0);
    const refused = newestOwnList({ ...options, read, known: version(100) });
    await expect(refused).rejects.toBeInstanceOf(OwnListUnreadable);
    await expect(refused).rejects.toThrow(unreadableList('follow list'));
  });
});
