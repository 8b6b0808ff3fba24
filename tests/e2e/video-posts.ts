import type { Locator, Page } from '@playwright/test';
import { finalizeEvent, generateSecretKey, getPublicKey, nip19, type NostrEvent } from 'nostr-tools';
import { expect } from './fixtures';

/**
 * Posts of an author of their own, three days old: they show on that author's page and
 * never on /global (the last 24 hours), whose items other specs count.
 */
export function videoAuthor(): { npub: string; post(kind: number, content: string, tags?: string[][]): NostrEvent } {
  const secret = generateSecretKey();
  let at = Math.floor(Date.now() / 1000) - 3 * 24 * 3600;
  return {
    npub: nip19.npubEncode(getPublicKey(secret)),
    // Each post a second newer than the one before: the feed shows the last one first.
    post: (kind, content, tags = []) => finalizeEvent({ kind, created_at: (at += 1), tags, content }, secret),
  };
}

/** The scroll view's item at a position (1-based). */
export function scrollItem(page: Page, position: number): Locator {
  return page.getByRole('feed').locator(`article[aria-posinset="${position}"]`);
}

/** Opens the author's page and the scroll view at their first (newest) post. */
export async function openScrollView(page: Page, npub: string, tiles: number): Promise<void> {
  await page.goto(`/p/${npub}`);
  await expect(page.locator('.grid-tile')).toHaveCount(tiles);
  await page.locator('.grid-tile').first().getByRole('button').click();
  await expect(scrollItem(page, 1)).toBeInViewport({ ratio: 0.9 });
}

/** The video has a frame to show and its clock has moved: it is playing. */
export async function expectPlaying(video: Locator): Promise<void> {
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState >= 2 && element.currentTime > 0 && !element.paused))
    .toBe(true);
}

/** The video's state as the page sees it. */
export function videoState(video: Locator): Promise<{ paused: boolean; muted: boolean; src: string; poster: string }> {
  return video.evaluate((element: HTMLVideoElement) => ({
    paused: element.paused,
    muted: element.muted,
    src: element.currentSrc || element.src,
    poster: element.poster,
  }));
}

/**
 * Script files the page fetched that hold hls.js, found by one of its own error names
 * (no code of ours spells it): true once the chunk has been loaded, wherever it was put.
 */
export function watchHlsScript(page: Page): () => Promise<boolean> {
  const scripts = new Map<string, Promise<boolean>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || scripts.has(response.url())) return;
    scripts.set(
      response.url(),
      response.text().then(
        (text) => text.includes('fragLoadError'),
        () => false,
      ),
    );
  });
  return async () => (await Promise.all(scripts.values())).some(Boolean);
}
