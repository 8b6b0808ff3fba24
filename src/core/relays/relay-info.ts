/**
 * A relay's NIP-11 information document, read field by field: what the relay route's
 * header shows (docs/views-and-keys.md, Grid view) and whether a search relay takes
 * NIP-50 searches (docs/data-and-requests.md, HTTP documents). The document is a
 * stranger's text: each field that is not what NIP-11 says is dropped on its own, text
 * is plain text, and the icon is taken only as an http(s) address.
 */

export interface RelayInfo {
  name?: string;
  description?: string;
  /** An http(s) URL of the relay's picture. */
  icon?: string;
  /** How to reach the relay's operator, as they wrote it: shown as text, never as a link. */
  contact?: string;
  /** The NIPs the relay says it supports: whole non-negative numbers, each once. */
  supportedNips: number[];
}

/** What asking a relay for its document came to. */
export type RelayInfoAnswer =
  | { kind: 'info'; info: RelayInfo }
  /** No answer: refused, offline, or too slow. */
  | { kind: 'unreachable' }
  /** An answer that is not a NIP-11 document (an error status, a web page, not a JSON object). */
  | { kind: 'not-a-relay' };

/** The NIP a relay lists when it answers `search` filters. */
export const SEARCH_NIP = 50;

const MAX_NAME = 100;
const MAX_DESCRIPTION = 1_000;
const MAX_CONTACT = 200;
const MAX_ICON_URL = 2_048;
const MAX_NIPS = 500;

/** Control characters and direction overrides, which could hide or reorder the text around them. */
const UNSAFE = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** One line of plain text: unsafe characters and runs of spaces become one space; cut at `max` characters. */
function line(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  return cut(value.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim(), max);
}

/** Plain text that keeps its line breaks (at most one empty line in a row). */
function paragraph(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((part) => part.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return cut(text, max);
}

function cut(text: string, max: number): string | undefined {
  if (text === '') return undefined;
  const chars = [...text];
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : text;
}

function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_ICON_URL) return undefined;
  try {
    const url = new URL(value.trim());
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

function nips(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const found = new Set<number>();
  for (const entry of value.slice(0, MAX_NIPS)) {
    if (typeof entry === 'number' && Number.isInteger(entry) && entry >= 0) found.add(entry);
  }
  return [...found];
}

/** The document as the app keeps it; undefined when it is not a JSON object at all. */
export function parseRelayInfo(value: unknown): RelayInfo | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const fields = value as Record<string, unknown>;
  const info: RelayInfo = { supportedNips: nips(fields.supported_nips) };
  const name = line(fields.name, MAX_NAME);
  const description = paragraph(fields.description, MAX_DESCRIPTION);
  const icon = httpUrl(fields.icon);
  const contact = line(fields.contact, MAX_CONTACT);
  if (name) info.name = name;
  if (description) info.description = description;
  if (icon) info.icon = icon;
  if (contact) info.contact = contact;
  return info;
}

/**
 * Where a relay's document is asked for (NIP-11): the relay's own address over http,
 * `ws://` as `http://` and `wss://` as `https://`; undefined for anything else.
 */
export function relayInfoUrl(relayUrl: string): string | undefined {
  try {
    const url = new URL(relayUrl);
    if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return undefined;
    return `${url.protocol === 'wss:' ? 'https:' : 'http:'}//${url.host}${url.pathname}${url.search}`;
  } catch {
    return undefined;
  }
}

/** Whether a search relay can be asked a NIP-50 search: it answered, and lists NIP-50. */
export type SearchSupport = 'supported' | 'unsupported' | 'unreachable';

export function searchSupport(answer: RelayInfoAnswer): SearchSupport {
  if (answer.kind === 'unreachable') return 'unreachable';
  return answer.kind === 'info' && answer.info.supportedNips.includes(SEARCH_NIP) ? 'supported' : 'unsupported';
}
