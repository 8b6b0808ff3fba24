/** Feed items for the feed store's tests (src/stores/feed-store*.test.ts): one picture per key, by one author. */
import type { MediaItem } from '../../src/core/types';
import { useFeedStore } from '../../src/stores/feed-store';
import { pictureOf } from '../support/media-item';

export function item(key: string, timestamp: number): MediaItem {
  const post = { id: key.padEnd(64, '0'), pubkey: 'a'.repeat(64), kind: 20, created_at: timestamp, tags: [], content: '' };
  return pictureOf(post, `https://media.example/${key}.jpg`, { key });
}

/** The keys of the items on screen, in order. */
export const keys = (): string[] => useFeedStore.getState().items.map((entry) => entry.key);
