/**
 * NIP-36 content warnings (docs/content-rules.md, Content warnings): a post with a
 * `content-warning` tag is shown blurred behind the warning's reason until the viewer
 * asks to see it. The reason is the tag's second value, anyone's text: it is shown as
 * plain text, on one line, cut short.
 */
import type { NostrEvent } from '../types';

/** What a warning without a reason says. */
export const DEFAULT_WARNING = 'Content warning';
/** docs/constants.md, Views: a reason is at most this many characters. */
export const WARNING_MAX_LENGTH = 100;

/** The reason of the post's content warning, or undefined when it has none. */
export function contentWarningOf(event: Pick<NostrEvent, 'tags'>): string | undefined {
  const tag = event.tags.find((candidate) => candidate[0] === 'content-warning');
  return tag ? warningReason(tag[1]) : undefined;
}

function warningReason(value: string | undefined): string {
  // Control and format characters (line breaks, bidirectional overrides) would break the
  // line or turn the text around; they become spaces.
  const text = (value ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return DEFAULT_WARNING;
  // Counted in code points, so a cut never splits a character in two.
  const characters = [...text];
  return characters.length > WARNING_MAX_LENGTH
    ? `${characters
        .slice(0, WARNING_MAX_LENGTH - 1)
        .join('')
        .trimEnd()}…`
    : text;
}
