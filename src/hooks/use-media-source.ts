import { useEffect, useState } from 'react';

/** A picture or video file as a post names it: enough to find the same file elsewhere. */
export interface MediaRef {
  url: string;
  /** The file's SHA-256, when the post gives it. */
  hash?: string;
  /** Whose post it is, 64-hex: their Blossom servers are asked first. */
  authorId: string;
}

export interface MediaSource {
  /** The address to load now; undefined once every candidate has failed. */
  url: string | undefined;
  /** The element's error handler: moves on to the next candidate. */
  onError(): void;
}

/**
 * Where a picture or video is loaded from. Placeholder with the final interface: the
 * original address, and `onGiveUp` once it has failed.
 */
export function useMediaSource(media: MediaRef | undefined, onGiveUp?: () => void): MediaSource {
  const [failed, setFailed] = useState<string>();
  const url = media && failed !== media.url ? media.url : undefined;
  useEffect(() => {
    if (media && failed === media.url) onGiveUp?.();
  }, [media, failed, onGiveUp]);
  return { url, onError: () => setFailed(media?.url) };
}
