/**
 * What a reaction (kind 7) says, read as NIP-25 reads it: `+` or nothing is a like, `-` a
 * dislike, anything else an emoji reaction, or a custom emoji (NIP-30) when it is a
 * `:shortcode:` named by an `emoji` tag. Only the text is kept: it is shown as text, and
 * a custom emoji's picture only when its address is http(s) (docs/data-and-requests.md, Counts).
 */
import { isHttpUrl } from '../primitives/http-url';
import type { NostrEvent } from '../types';

export type ReactionContent =
  | { type: 'like' }
  | { type: 'dislike' }
  /** `image` only for a custom emoji with an http(s) picture. */
  | { type: 'emoji'; text: string; image?: string }
  /** Text too long to be an emoji: a reaction, shown nowhere. */
  | { type: 'other' };

/** Longer than any emoji sequence (a family with skin tones is about 30 UTF-16 units). */
const MAX_REACTION_TEXT = 32;
/** NIP-30: a shortcode is letters, digits and underscores; hyphens are common in the wild. */
const SHORTCODE = /^:([A-Za-z0-9_-]{1,64}):$/;

export function reactionContent(reaction: Pick<NostrEvent, 'content' | 'tags'>): ReactionContent {
  const text = reaction.content.trim();
  if (text === '' || text === '+') return { type: 'like' };
  if (text === '-') return { type: 'dislike' };
  if (text.length > MAX_REACTION_TEXT) return { type: 'other' };
  const shortcode = SHORTCODE.exec(text)?.[1];
  if (shortcode) {
    const image = reaction.tags.find((tag) => tag[0] === 'emoji' && tag[1] === shortcode)?.[2];
    if (typeof image === 'string' && isHttpUrl(image)) return { type: 'emoji', text, image };
  }
  return { type: 'emoji', text };
}
