/**
 * Moderators' sets at the size of a real event, seeded straight into the relay
 * (docs/views-and-keys.md, The wall; docs/content-rules.md, Media sets): picture posts
 * named by what they are, the moderators' picture sets (kind 30006) naming them with
 * thousands of other entries, and what the page asks the relays and shows.
 */
import type { Page } from '@playwright/test';
import { finalizeEvent, getPublicKey, nip19, type NostrEvent } from 'nostr-tools';
import { MEDIA_BASE } from './fixtures';

/** A picture post named `name`, `age` seconds old, whose picture's address holds the name. */
export function picturePost(secret: Uint8Array, name: string, age: number): NostrEvent {
  const created_at = Math.floor(Date.now() / 1000) - age;
  return finalizeEvent({ kind: 1, created_at, tags: [], content: `Wall post ${name} ${MEDIA_BASE}/media/${name}.jpg` }, secret);
}

/** An entry id no relay has a post for. */
export function missingId(salt: string, index: number): string {
  return `${salt}${index.toString(16)}`.padStart(64, '0').slice(-64);
}

/** A moderator's picture set of `entries`, in the order they were approved, and its address. */
export function pictureSet(secret: Uint8Array, identifier: string, entries: readonly string[]): { event: NostrEvent; naddr: string } {
  const event = finalizeEvent(
    {
      kind: 30006,
      created_at: Math.floor(Date.now() / 1000) - 60,
      tags: [['d', identifier], ['title', `Wall ${identifier}`], ...entries.map((id) => ['e', id])],
      content: '',
    },
    secret,
  );
  return { event, naddr: nip19.naddrEncode({ kind: 30006, pubkey: getPublicKey(secret), identifier }) };
}

/** The same post with a signature that does not hold: its id still names it. */
export function badlySigned(post: NostrEvent): NostrEvent {
  return { ...post, sig: `${post.sig.slice(0, -2)}${post.sig.endsWith('00') ? '11' : '00'}` };
}

/** The same post with its text changed after signing: its id no longer matches it. */
export function tampered(post: NostrEvent, name: string): NostrEvent {
  return { ...post, content: `Wall post ${name} ${MEDIA_BASE}/media/${name}.jpg` };
}

/** Every filter of every REQ the page sends, on every socket, in order. */
export function recordFilters(page: Page): { filters: Record<string, unknown>[]; ids(): string[] } {
  const filters: Record<string, unknown>[] = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      try {
        const message: unknown = JSON.parse(String(payload));
        if (Array.isArray(message) && message[0] === 'REQ') filters.push(...(message.slice(2) as Record<string, unknown>[]));
      } catch {
        // Not a relay message.
      }
    });
  });
  return { filters, ids: () => filters.flatMap((filter) => (Array.isArray(filter.ids) ? (filter.ids as string[]) : [])) };
}

/** Records each picture the slideshow shows, by the name in its address, in order. */
export async function recordSlides(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const slides: string[] = [];
    Object.assign(window, { __slides: slides });
    setInterval(() => {
      const src = decodeURIComponent(document.querySelector('img.slideshow__image')?.getAttribute('src') ?? '');
      const name = /\/media\/([\w-]+)\.\w+$/.exec(src)?.[1];
      if (name && name !== slides.at(-1)) slides.push(name);
    }, 25);
  });
  return () => page.evaluate(() => (window as unknown as { __slides: string[] }).__slides);
}

/** The names of the grid's tiles now in the page, in order. */
export function tileNames(page: Page): Promise<string[]> {
  return page
    .locator('.grid-tile img')
    .evaluateAll((images) =>
      images.map((image) => /\/media\/([\w-]+)\.\w+$/.exec(decodeURIComponent(image.getAttribute('src') ?? ''))?.[1] ?? ''),
    );
}
