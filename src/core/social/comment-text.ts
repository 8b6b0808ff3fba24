/**
 * A comment's text as tokens the page renders as elements (docs/content-rules.md,
 * Comments): plain text, http(s) links, `nostr:` mentions of people and posts (NIP-21,
 * NIP-19) and hashtags. Nothing here is markup: a token carries text to show and, for the
 * ones that lead somewhere, an address built by the app.
 */
import { decode } from '../events/nip19';
import { hexToNpub } from '../events/npub';
import { NOTE_VIEWER } from '../relays/publish-relays';
import { normalizeHashtag, tagPath } from '../routes/route';

export type CommentToken =
  | { type: 'text'; text: string }
  /** An http(s) link; `href` is the parsed URL, `text` the link as written. */
  | { type: 'link'; href: string; text: string }
  /** A person (`nostr:npub`, `nostr:nprofile`): shown by name, leading to their gallery. */
  | { type: 'mention'; pubkey: string; npub: string }
  /** A post (`nostr:note`, `nostr:nevent`): a link to it in the external note viewer. */
  | { type: 'post'; href: string; text: string }
  | { type: 'hashtag'; tag: string; path: string; text: string };

/** Longer comments are cut: a relay may hand over megabytes of text. */
export const MAX_COMMENT_CHARS = 4000;
/** The same limit as media links (docs/content-rules.md, Media links). */
const MAX_LINK_LENGTH = 2048;
/** How much of a post's NIP-19 id a link to it shows. */
const POST_LABEL_LENGTH = 16;

/**
 * Direction overrides and isolates (and the marks that steer them) can make text read in
 * another order than it is stored; natural right-to-left text needs none of them.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** Control characters other than line feed and tab. */
// eslint-disable-next-line no-control-regex -- these are exactly what is removed
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/**
 * Links, NIP-21 references and hashtags, in one pass. A link ends at white space or at a
 * character that cannot be part of one as written in text; bech32 has its own alphabet.
 */
const TOKEN = /(https?:\/\/[^\s<>"`{}|\\^]+)|(nostr:(?:npub|nprofile|note|nevent)1[02-9ac-hj-np-z]+)|(#[\p{L}\p{M}\p{N}_-]+)/giu;
/** A hashtag starts a word: `a#b` and `&#38;` are not hashtags. */
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}_&/]/u;
const TRAILING_PUNCTUATION = /[.,;:!?'"»…)\]]$/u;

/** The text as it is shown: no controls but line breaks and tabs, at most MAX_COMMENT_CHARS. */
export function cleanCommentText(content: string): string {
  let text = content.length > MAX_COMMENT_CHARS * 2 ? content.slice(0, MAX_COMMENT_CHARS * 2) : content;
  text = text.replace(/\r\n?/g, '\n').replace(BIDI_CONTROLS, '').replace(CONTROL_CHARACTERS, '');
  text = text.replace(/\n{3,}/g, '\n\n').trim();
  if (text.length <= MAX_COMMENT_CHARS) return text;
  let cut = text.slice(0, MAX_COMMENT_CHARS);
  // A lone high surrogate would show as a broken character.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** The link without punctuation that ends the sentence around it; a closing bracket stays when it closes one of the link's own. */
function trimLink(raw: string): string {
  let link = raw;
  while (TRAILING_PUNCTUATION.test(link)) {
    const last = link.at(-1);
    if (last === ')' && count(link, '(') >= count(link, ')')) break;
    if (last === ']' && count(link, '[') >= count(link, ']')) break;
    link = link.slice(0, -1);
  }
  return link;
}

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}

function httpHref(text: string): string | undefined {
  if (text.length > MAX_LINK_LENGTH) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function reference(uri: string): CommentToken | undefined {
  // bech32 is one case throughout; a mixed-case id is no id.
  const value = uri.slice('nostr:'.length);
  if (value !== value.toLowerCase() && value !== value.toUpperCase()) return undefined;
  const entity = value.toLowerCase();
  try {
    const decoded = decode(entity);
    if (decoded.type === 'npub' || decoded.type === 'nprofile') {
      const pubkey = decoded.type === 'npub' ? decoded.data : decoded.data.pubkey;
      const npub = hexToNpub(pubkey);
      return npub ? { type: 'mention', pubkey, npub } : undefined;
    }
    if (decoded.type === 'note' || decoded.type === 'nevent') {
      return { type: 'post', href: `${NOTE_VIEWER}${entity}`, text: `${entity.slice(0, POST_LABEL_LENGTH)}…` };
    }
  } catch {
    // Not a valid NIP-19 id: it stays text.
  }
  return undefined;
}

/** The token a match stands for, and how much of the match it takes (a link gives back its trailing punctuation). */
function tokenOf(match: RegExpExecArray, text: string): { token: CommentToken; length: number } | undefined {
  const [whole, link, uri, hashtag] = match;
  if (link) {
    const trimmed = trimLink(link);
    const href = httpHref(trimmed);
    return href ? { token: { type: 'link', href, text: trimmed }, length: trimmed.length } : undefined;
  }
  if (uri) {
    const token = reference(uri);
    return token ? { token, length: whole.length } : undefined;
  }
  if (hashtag) {
    const before = text[match.index - 1];
    if (before !== undefined && WORD_CHARACTER.test(before)) return undefined;
    const tag = normalizeHashtag(hashtag);
    return tag ? { token: { type: 'hashtag', tag, path: tagPath(tag), text: hashtag }, length: whole.length } : undefined;
  }
  return undefined;
}

/** The comment's content as tokens, in order; neighbouring text is one token. */
export function commentTokens(content: string): CommentToken[] {
  const text = cleanCommentText(content);
  const tokens: CommentToken[] = [];
  const pushText = (part: string): void => {
    if (!part) return;
    const last = tokens.at(-1);
    if (last?.type === 'text') last.text += part;
    else tokens.push({ type: 'text', text: part });
  };
  let done = 0;
  for (const match of text.matchAll(TOKEN)) {
    const found = tokenOf(match, text);
    if (!found) continue;
    pushText(text.slice(done, match.index));
    tokens.push(found.token);
    done = match.index + found.length;
  }
  pushText(text.slice(done));
  return tokens;
}

/** The people a text mentions with `nostr:npub` or `nostr:nprofile`, once each, in order. */
export function mentionedPubkeys(content: string): string[] {
  const keys = commentTokens(content).flatMap((token) => (token.type === 'mention' ? [token.pubkey] : []));
  return [...new Set(keys)];
}
