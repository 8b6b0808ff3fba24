/**
 * Media links in posts (docs/content-rules.md, Media links): which URLs are pictures or videos, which are
 * unwrapped or rewritten, and which are never shown. Only http(s) URLs ever pass.
 */
import { parseHttpUrl } from '../primitives/http-url';
import type { MediaType } from '../types';

export const IMAGE_EXTENSIONS: ReadonlySet<string> = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp']);
/**
 * mp4 and webm are the original product's list; mov and m4v (what phones record) and
 * m3u8 (HLS streams, NIP-71 video hosts) go beyond it (docs/content-rules.md, Media links).
 */
export const VIDEO_EXTENSIONS: ReadonlySet<string> = new Set(['mp4', 'webm', 'mov', 'm4v', 'm3u8']);
/** An HLS playlist's type (RFC 8216, section 4), and the older name many hosts still send. */
export const HLS_MIME_TYPES: ReadonlySet<string> = new Set(['application/x-mpegurl', 'application/vnd.apple.mpegurl']);

const URL_IN_TEXT = /https?:\/\/[^\s<>"'`]+/gi;
const TRAILING_PUNCTUATION = /[),.\]}!?;:'"]+$/;

/** Redirect pages that carry the real picture URL (meme posts link them). */
const REDIRECT_PREFIXES = ['https://lens.google.com/uploadbyurl?url=', 'https://fuzzysearch.net/#url='];

function extensionOf(url: URL): string {
  const path = url.pathname;
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/') ? path.slice(dot + 1).toLowerCase() : '';
}

function typeOfParsed(url: URL): MediaType | undefined {
  const extension = extensionOf(url);
  if (IMAGE_EXTENSIONS.has(extension)) return 'image';
  if (VIDEO_EXTENSIONS.has(extension)) return 'video';
  return undefined;
}

export function mediaTypeOfUrl(value: string): MediaType | undefined {
  const url = parseHttpUrl(value);
  return url && typeOfParsed(url);
}

/** An HLS playlist: by its declared type, or by its `.m3u8` path unless it declares another video type. */
export function isHlsSource(value: string, mime?: string): boolean {
  const declared = mime?.toLowerCase();
  if (declared && HLS_MIME_TYPES.has(declared)) return true;
  if (declared?.startsWith('video/')) return false;
  const url = parseHttpUrl(value);
  return url !== undefined && extensionOf(url) === 'm3u8';
}

function unwrapRedirect(value: string): string {
  for (const prefix of REDIRECT_PREFIXES) {
    if (!value.startsWith(prefix)) continue;
    const target = value.slice(prefix.length);
    try {
      return decodeURIComponent(target);
    } catch {
      return target;
    }
  }
  return value;
}

/** Rewrites, in place, hosts whose direct links do not work well. */
function rewriteHost(url: URL): void {
  // The shop's own host redirects badly; its studio host serves the same files.
  if (url.host === 'www.nogood.store') url.host = 'www.nogood.studio';
  // nostr.build serves pictures faster from its CDN; its videos are not on the CDN.
  if (url.host === 'nostr.build' && typeOfParsed(url) === 'image') {
    url.host = 'cdn.nostr.build';
    url.protocol = 'https:';
  }
}

/** Unwraps redirect pages and rewrites hosts whose direct links do not work well. */
export function rewriteMediaUrl(value: string): string {
  const unwrapped = unwrapRedirect(value);
  const url = parseHttpUrl(unwrapped);
  if (!url) return unwrapped;
  rewriteHost(url);
  return url.href;
}

/**
 * Never shown: one image host that requires an HTTP auth we do not send, and Wikimedia
 * Commons wiki pages, which end in .jpg but are HTML.
 */
function isExcluded(url: URL): boolean {
  if (url.host === 'creatr.nostr.wine') return true;
  return url.host === 'commons.wikimedia.org' && url.pathname.startsWith('/wiki/');
}

export function isExcludedMediaUrl(value: string): boolean {
  const url = parseHttpUrl(value);
  return !url || isExcluded(url);
}

export interface MediaLink {
  url: string;
  /** From the file extension; undefined when the link does not say. */
  type: MediaType | undefined;
}

/**
 * A link ready to show and what its extension says it is, or undefined when it is not
 * an http(s) media link we show. Parsed once: URL parsing is the pipeline's main cost.
 */
export function normalizeMediaLink(value: string, type?: MediaType): MediaLink | undefined {
  const url = parseHttpUrl(unwrapRedirect(value.trim()));
  if (!url) return undefined;
  rewriteHost(url);
  if (isExcluded(url)) return undefined;
  const linkType = typeOfParsed(url);
  return type || linkType ? { url: url.href, type: linkType } : undefined;
}

/** A URL ready to show, or undefined when it is not an http(s) media link we show. */
export function normalizeMediaUrl(value: string, type?: MediaType): string | undefined {
  return normalizeMediaLink(value, type)?.url;
}

/** Media links in free text, rewritten, unique, in order. */
export function extractMediaLinks(text: string): MediaLink[] {
  if (typeof text !== 'string' || !text.includes('http')) return [];
  const found: MediaLink[] = [];
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const link = normalizeMediaLink(match[0].replace(TRAILING_PUNCTUATION, ''));
    if (link && !found.some((known) => known.url === link.url)) found.push(link);
  }
  return found;
}

/** Media URLs in free text, rewritten, unique, in order. */
export function extractMediaUrls(text: string): string[] {
  return extractMediaLinks(text).map((link) => link.url);
}

const STRIP = /(?:https?:\/\/|nostr:)\S+|#[^\s#]+/gi;
const BLANK_RUNS = /\t[ \t]*| [ \t]+/g;

/** docs/data-and-requests.md, Data shapes: the text shown with a picture has links and hashtags removed. */
export function stripContent(text: string): string {
  if (typeof text !== 'string') return '';
  // Only runs of blanks (and tabs) are collapsed: matching every single space made this
  // the pipeline's costliest step.
  return text
    .replace(STRIP, ' ')
    .replace(BLANK_RUNS, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}
