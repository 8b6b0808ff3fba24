/**
 * Screen mode (docs/views-and-keys.md, Screen mode): the slideshow for a screen that runs
 * unattended, against the real relay and media server. The QR code is checked module by
 * module: no QR decoder is installed, so the test makes the matrix the link should give
 * with qrcode-generator (error correction M, bytes, as the app asks) and compares it with
 * the one the page draws, read back from its SVG path.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { finalizeEvent, getPublicKey, nip19, type NostrEvent } from 'nostr-tools';
import qrcode from 'qrcode-generator';
import { slotPort } from '../support/ports';
import { expect, MEDIA_BASE, test } from './fixtures';

/** The build's public address (VITE_PUBLIC_URL of .env.local-relay), on this slot's port as the slot's build names it. */
const PUBLIC_URL = (/^VITE_PUBLIC_URL=(.*)$/m.exec(readFileSync('.env.local-relay', 'utf8'))?.[1] ?? '').replace(
  /127\.0\.0\.1:(\d+)/,
  (_, port: string) => `127.0.0.1:${slotPort(Number(port))}`,
);

/** Someone in the room posting to the conference's hashtag. */
const SECRET = new Uint8Array(32).fill(83);
/**
 * The conference's own hashtag: the posts made here, a broken picture among them, stay on
 * the worker's relay and must not turn up in other specs' feeds.
 */
const HASHTAG = 'hallscreen';

function picturePost(name: string, createdAt = Math.floor(Date.now() / 1000)): NostrEvent {
  return finalizeEvent(
    { kind: 1, created_at: createdAt, tags: [['t', HASHTAG]], content: `Live from the hall ${MEDIA_BASE}/media/${name}.jpg` },
    SECRET,
  );
}

/** The pictures posted before the show starts, a minute apart. */
const earlierPosts = (): NostrEvent[] => {
  const now = Math.floor(Date.now() / 1000);
  return Array.from({ length: 6 }, (_, index) => picturePost(`screen-earlier-${index}`, now - 600 + index * 60));
};

/**
 * Where a phone opens the post: the author's page in the scroll view at the post's nevent.
 * NIP-19 leaves the order of a nevent's parts open, and a QR code is of the exact text, so
 * the nevent is the one the page writes in its own address for the picture on screen,
 * checked here to name this post, its author and kind.
 */
async function linkOf(page: Page, post: NostrEvent): Promise<string> {
  const named = (): string | null => new URL(page.url()).searchParams.get('post');
  await expect.poll(() => JSON.stringify(nip19.decode(named() ?? '').data)).toContain(post.id);
  const nevent = named() ?? '';
  expect(nip19.decode(nevent)).toEqual({ type: 'nevent', data: { id: post.id, author: post.pubkey, kind: post.kind, relays: [] } });
  return `${PUBLIC_URL}/p/${nip19.npubEncode(getPublicKey(SECRET))}?view=scroll&post=${nevent}`;
}

/** The dark modules qrcode-generator makes for `text`, as "row,column". */
function modulesOf(text: string): string[] {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const dark: string[] = [];
  for (let row = 0; row < code.getModuleCount(); row++) {
    for (let column = 0; column < code.getModuleCount(); column++) if (code.isDark(row, column)) dark.push(`${row},${column}`);
  }
  return dark.sort();
}

/** The dark modules the page draws: its path is one unit square per module. */
async function drawnModules(code: Locator): Promise<string[]> {
  const path = (await code.locator('path').getAttribute('d')) ?? '';
  return [...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, column, row]) => `${row},${column}`).sort();
}

interface Probes {
  /** Each picture the slideshow showed, in order, with when it came (ms on the page's clock). */
  slides: { src: string; at: number }[];
  wakeLock: { requests: number; releases: number };
}

/**
 * Records every change of picture, and stands in for the Screen Wake Lock API (headless
 * chromium refuses the real one) so the test sees the lock asked for and let go.
 */
async function installProbes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const probes: Probes = { slides: [], wakeLock: { requests: 0, releases: 0 } };
    Object.assign(window, { __screenProbes: probes });
    setInterval(() => {
      const src = document.querySelector('img.slideshow__image')?.getAttribute('src');
      if (src && src !== probes.slides.at(-1)?.src) probes.slides.push({ src, at: performance.now() });
    }, 25);
    const wakeLock = {
      request: () => {
        probes.wakeLock.requests += 1;
        const lock = {
          released: false,
          release: () => {
            if (!lock.released) probes.wakeLock.releases += 1;
            lock.released = true;
            return Promise.resolve();
          },
        };
        return Promise.resolve(lock);
      },
    };
    Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: wakeLock });
  });
}

const probes = (page: Page): Promise<Probes> => page.evaluate(() => (window as unknown as { __screenProbes: Probes }).__screenProbes);
const slideNames = async (page: Page): Promise<string[]> =>
  (await probes(page)).slides.map(({ src }) => /\/media\/([\w-]+)\.\w+$/.exec(decodeURIComponent(src))?.[1] ?? src);

/** Waits for the next change of picture, and says how many pictures were shown by then. */
async function nextChange(page: Page): Promise<number> {
  const before = (await probes(page)).slides.length;
  await expect.poll(async () => (await probes(page)).slides.length, { timeout: 10_000 }).toBeGreaterThan(before);
  return (await probes(page)).slides.length;
}

test('screen mode: a toggle beside full screen, a new post shown next with its QR code, the screen kept awake, the cursor and controls hidden when idle', async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  await installProbes(page);
  await relay.insert(earlierPosts());
  await page.goto(`/tags/${HASHTAG}?slide=3`);
  await expect(page.locator('.grid-tile').first()).toBeVisible();
  await page.getByRole('button', { name: 'Play slideshow' }).click();

  const toggle = page.getByRole('button', { name: 'Screen mode' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]screen=true(&|$)/);
  await expect(page).toHaveURL(/[?&]slide=3(&|$)/);
  const code = page.getByRole('img', { name: 'QR code: open this post on your phone' });
  await expect(code).toBeVisible();
  await expect.poll(async () => (await probes(page)).wakeLock).toEqual({ requests: 1, releases: 0 });

  // Published just after a change, the post is the very next picture.
  const shownBefore = await nextChange(page);
  const post = picturePost('screen-next');
  await relay.insert([post]);
  await expect.poll(() => slideNames(page), { timeout: 10_000 }).toContain('screen-next');
  expect((await slideNames(page)).indexOf('screen-next')).toBe(shownBefore);
  // While it is on screen, the corner's code is its link on the public address.
  const link = await linkOf(page, post);
  await expect.poll(() => drawnModules(code)).toEqual(modulesOf(link));

  // The pointer shows the controls; left alone, they and the cursor hide, and come back with it.
  // Each group fades as one: the corner buttons, the back button's bar, the slide controls.
  const slideshow = page.getByLabel('Slideshow', { exact: true });
  const groups = [toggle, page.getByRole('button', { name: 'Back to grid' }), page.getByRole('button', { name: 'Pause slideshow' })].map(
    (control) => control.locator('xpath=..'),
  );
  await page.mouse.move(400, 300);
  await page.mouse.move(420, 310);
  await expect(slideshow).not.toHaveClass(/\bis-idle\b/);
  for (const group of groups) await expect(group).toHaveCSS('opacity', '1');
  await expect(slideshow).toHaveClass(/\bis-idle\b/, { timeout: 5_000 });
  for (const group of groups) await expect(group).toHaveCSS('opacity', '0');
  await expect(page.locator('.slideshow__slide')).toHaveCSS('cursor', 'none');
  await expect(code).toBeVisible();
  await page.mouse.move(500, 400);
  for (const group of groups) await expect(group).toHaveCSS('opacity', '1');
  await expect(page.locator('.slideshow__slide')).toHaveCSS('cursor', 'pointer');

  // Leaving screen mode lets the lock go and takes the code away.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page).not.toHaveURL(/screen=/);
  await expect(code).toHaveCount(0);
  await expect.poll(async () => (await probes(page)).wakeLock).toEqual({ requests: 1, releases: 1 });
});

test('screen mode outlasts its relay restarting: it is dialled again, posts made meanwhile arrive without a reload, a broken picture is skipped, and the show never stalls', async ({
  page,
  relay,
  offsite,
}) => {
  void offsite;
  test.setTimeout(60_000);
  await installProbes(page);
  await relay.insert(earlierPosts());
  await page.goto(`/tags/${HASHTAG}?view=slideshow&screen=true&slide=2`);
  await expect(page.getByRole('img', { name: 'QR code: open this post on your phone' })).toBeVisible();
  await nextChange(page);

  await relay.stop();
  // The show goes on without its relay.
  await nextChange(page);
  await nextChange(page);
  await relay.restart();
  // Posted before the page is back on the relay: only asking again from the newest post finds it.
  await relay.insert([picturePost('screen-while-away'), picturePost('missing-screen-broken')]);
  await expect.poll(() => slideNames(page), { timeout: 25_000 }).toContain('screen-while-away');
  await relay.insert([picturePost('screen-after')]);
  await expect.poll(() => slideNames(page), { timeout: 10_000 }).toContain('screen-after');
  await nextChange(page);

  const { slides } = await probes(page);
  const gaps = slides.slice(1).map((slide, index) => slide.at - slides[index]!.at);
  // One picture's time, with room for a picture that is slow to load its successor.
  expect(Math.max(...gaps)).toBeLessThan(3_000);
  // The broken picture never held the screen: nothing after it waited on it.
  const broken = (await slideNames(page)).indexOf('missing-screen-broken');
  if (broken >= 0) expect(gaps[broken] ?? 0).toBeLessThan(1_500);
});
