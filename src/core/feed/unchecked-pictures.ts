/**
 * Which pictures of posts still being checked may be fetched ahead of the check
 * (docs/data-and-requests.md, Verified before shown): the first screen's likely pictures,
 * through the image proxy only, never drawn, laid out or kept until their post has
 * passed. A forged post costs one proxied fetch at most, and a genuine one is in the
 * cache when its tile asks for it.
 */
import { extractMedia } from '../media/extract-media';
import type { MediaItem, NostrEvent } from '../types';

export interface UncheckedPictures {
  /** Pictures worth fetching among `events`, each file once per page, until `limit` in all. */
  take(events: readonly NostrEvent[]): MediaItem[];
}

/** `skip`: what the feed would hide anyway, such as a muted author's pictures. */
export function createUncheckedPictures(limit: number, skip: (item: MediaItem) => boolean = () => false): UncheckedPictures {
  const taken = new Set<string>();
  return {
    take(events) {
      const pictures: MediaItem[] = [];
      for (const event of events) {
        if (taken.size >= limit) break;
        // A warned picture is drawn blurred by the grid, not painted first (docs/content-rules.md, Content warnings).
        const picture = extractMedia(event).find((item) => item.type === 'image' && item.contentWarning === undefined && !skip(item));
        if (!picture || taken.has(picture.url)) continue;
        taken.add(picture.url);
        pictures.push(picture);
      }
      return pictures;
    },
  };
}
