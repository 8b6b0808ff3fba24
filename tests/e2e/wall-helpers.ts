/**
 * What the wall's browser tests share (docs/views-and-keys.md, The wall and Moderation
 * screen): posts with the wall's hashtag, a moderator's sets signed in the test, the
 * slides the wall shows, and the moderation screen's rows and presses.
 */
import type { Browser, Page } from '@playwright/test';
import { finalizeEvent, getPublicKey, nip19, type NostrEvent } from 'nostr-tools';
import { appUrl } from '../support/ports';
import { expect, MEDIA_BASE } from './fixtures';

export function post(secret: Uint8Array, tag: string, name: string, createdAt = Math.floor(Date.now() / 1000)): NostrEvent {
  return finalizeEvent(
    { kind: 1, created_at: createdAt, tags: [['t', tag]], content: `Wall post ${name} ${MEDIA_BASE}/media/${name}.jpg` },
    secret,
  );
}

/** The `d` of every moderator's sets for a wall of one hashtag (src/core/wall/wall.ts, written again here). */
export const wallIdentifier = (tag: string): string => `wall:${tag}`;

/** A moderator's picture and video set addresses for the wall, as the wall's `sets=` names them. */
export function moderatorSets(pubkey: string, tag: string): string[] {
  return [30006, 30005].map((kind) => nip19.naddrEncode({ kind, pubkey, identifier: wallIdentifier(tag) }));
}

/** A version of a moderator's picture set for the wall, naming `posts`, signed by them. */
export function approvals(secret: Uint8Array, tag: string, posts: readonly NostrEvent[], createdAt: number): NostrEvent {
  return finalizeEvent(
    {
      kind: 30006,
      created_at: createdAt,
      tags: [['d', wallIdentifier(tag)], ['title', `Wall #${tag}`], ...posts.map((approved) => ['e', approved.id])],
      content: '',
    },
    secret,
  );
}

/** The wall's address in the room: the hashtag's slideshow in screen mode, approved posts of these sets only. */
export function wallAddress(tag: string, sets: readonly string[], slideSeconds = 2): string {
  return `/tags/${tag}?admit=approved&sets=${sets.join(',')}&view=slideshow&screen=true&slide=${slideSeconds}`;
}

export const pubkeyOf = (secret: Uint8Array): string => getPublicKey(secret);

/** Records each picture the wall shows, in order, from each page load on. */
export async function recordSlides(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const slides: string[] = [];
    Object.assign(window, { __slides: slides });
    setInterval(() => {
      const src = document.querySelector('img.slideshow__image')?.getAttribute('src');
      if (src && src !== slides.at(-1)) slides.push(src);
    }, 25);
  });
}

export const slideNames = async (page: Page): Promise<string[]> =>
  (await page.evaluate(() => (window as unknown as { __slides: string[] }).__slides)).map(
    (src) => /\/media\/([\w-]+)\.\w+$/.exec(decodeURIComponent(src))?.[1] ?? src,
  );

/** The candidate row of a post, by the name in its text. */
export const row = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: `Wall post ${name}` });

export async function decide(page: Page, name: string, decision: 'Approve' | 'Reject'): Promise<void> {
  const candidate = row(page, name);
  await expect(candidate.getByRole('button', { name: decision })).toBeEnabled();
  await candidate.getByRole('button', { name: decision }).click();
  await expect(candidate.getByRole('button', { name: decision })).toHaveAttribute('aria-pressed', 'true');
}

/** A second browser: the screen in the room, on the same build and relay. */
export async function wallPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: appUrl('local') });
  return context.newPage();
}
