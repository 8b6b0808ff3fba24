import type { MediaItem } from '../types';

const MAX_ALT = 200;

/** Alt text: the post's alt, else its text, else who posted it (accessibility rule of the gallery). */
export function altText(item: Pick<MediaItem, 'alt' | 'content' | 'type'>, authorName: string): string {
  const own = item.alt?.trim() || item.content.trim();
  if (own) return own.length > MAX_ALT ? `${own.slice(0, MAX_ALT - 1)}…` : own;
  return `${item.type === 'video' ? 'Video' : 'Picture'} by ${authorName}`;
}

/** docs/constants.md: hover info shows the first 60 characters. */
export function excerpt(text: string, length = 60): string {
  const trimmed = text.trim();
  return trimmed.length > length ? `${trimmed.slice(0, length)}…` : trimmed;
}
