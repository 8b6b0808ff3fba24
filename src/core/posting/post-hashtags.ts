/**
 * A new post's hashtags (docs/posting.md, The post): those typed into the Hashtags field
 * and the #words of the caption, in that order, each as the app stores hashtags
 * (route.ts, normalizeHashtag: lowercase, NFC, no leading #), each once.
 */
import { normalizeHashtag } from '../routes/route';

/** docs/constants.md: hashtags on one post. A longer list is spam to the feeds it lands in. */
export const MAX_POST_HASHTAGS = 20;

/**
 * A # that starts a word: not inside a word, an address (`/#anchor`), an HTML entity
 * (`&#38;`) or a run of #s.
 */
const CAPTION_HASHTAG = /(?<![\p{L}\p{M}\p{N}_&/#])#([\p{L}\p{N}_][\p{L}\p{M}\p{N}_-]*)/gu;

/** The field's words, split on spaces and commas, with or without #; words that are no hashtag are left out. */
export function hashtagsFromField(text: string): string[] {
  return text.split(/[\s,]+/).flatMap((word) => normalizeHashtag(word) ?? []);
}

export function hashtagsInCaption(caption: string): string[] {
  return [...caption.matchAll(CAPTION_HASHTAG)].flatMap((match) => normalizeHashtag(match[1] ?? '') ?? []);
}

/** The field's, then the caption's, each once, at most MAX_POST_HASHTAGS. */
export function postHashtags(field: string, caption: string): string[] {
  return [...new Set([...hashtagsFromField(field), ...hashtagsInCaption(caption)])].slice(0, MAX_POST_HASHTAGS);
}
