/**
 * The soak's eyes in the page (bench/soak.ts): each change of slide, a picture's or a
 * video's, and each time the page held one picture longer than HELD_SLIDES slides, with
 * what the slideshow showed then, so a stall in a long run can be told apart from the
 * page's own thread being blocked. Only the last slide's address stays in the page: the
 * record grows in the bench's process, not the page's heap.
 */
import type { Page } from '@playwright/test';

/** A picture held this many slides' time is reported with the page's state. */
export const HELD_SLIDES = 3;
/** The page's timers fired this much later than asked: its thread was blocked. */
export const BLOCKED_MS = 1000;

/** What the page showed when it held a picture, or how long its thread was blocked. */
export interface PageHold {
  kind: 'held' | 'blocked';
  /** How long the picture had stayed, or the thread was blocked, when reported. */
  ms: number;
  /** The slideshow's message ("Waiting for at least 2 pictures…"), if any. */
  message?: string;
  /** The slideshow's loading spinner was up. */
  spinner?: boolean;
  paused?: boolean;
  /** The slide's picture had loaded. */
  loaded?: boolean;
}

export interface SlideWatchHandlers {
  slide(src: string, video: boolean): void;
  hold(hold: PageHold): void;
}

export async function watchSlides(page: Page, slideMs: number, handlers: SlideWatchHandlers): Promise<void> {
  await page.exposeFunction('__soakSlide', handlers.slide);
  await page.exposeFunction('__soakHold', handlers.hold);
  await page.addInitScript(
    ({ heldMs, blockedMs }) => {
      const soak = window as unknown as { __soakSlide(src: string, video: boolean): void; __soakHold(hold: PageHold): void };
      let last: string | null | undefined;
      let changedAt = performance.now();
      let tickAt = performance.now();
      // A video's slide lasts its video (docs/views-and-keys.md, Slideshow view): never a hold.
      let heldReported = false;
      setInterval(() => {
        const now = performance.now();
        if (now - tickAt > blockedMs) soak.__soakHold({ kind: 'blocked', ms: now - tickAt });
        tickAt = now;
        const slide = document.querySelector<HTMLImageElement | HTMLVideoElement>(
          '.slideshow__slide img.slideshow__image, .slideshow__slide video',
        );
        const src = slide?.getAttribute('src');
        if (src && src !== last) {
          last = src;
          changedAt = now;
          heldReported = slide?.tagName === 'VIDEO';
          soak.__soakSlide(src, slide?.tagName === 'VIDEO');
        } else if (last && !heldReported && now - changedAt > heldMs) {
          heldReported = true;
          soak.__soakHold({
            kind: 'held',
            ms: now - changedAt,
            message: document.querySelector('.slideshow__message')?.textContent ?? undefined,
            spinner: document.querySelector('.slideshow__spinner') !== null,
            paused: document.querySelector('.slideshow__paused') !== null,
            loaded: slide instanceof HTMLImageElement ? slide.complete && slide.naturalWidth > 0 : undefined,
          });
        }
      }, 50);
    },
    { heldMs: HELD_SLIDES * slideMs, blockedMs: BLOCKED_MS },
  );
}

/** A hold as the soak prints it when it comes. */
export function holdLine(hold: PageHold & { loadAverage: number; slide?: string }): string {
  if (hold.kind === 'blocked') return `the page's thread blocked for ${Math.round(hold.ms)} ms (load ${hold.loadAverage.toFixed(2)})`;
  const state = [
    hold.message && `"${hold.message}"`,
    hold.spinner && 'loading spinner up',
    hold.paused && 'paused',
    hold.loaded === false && 'its picture not loaded',
  ].filter(Boolean);
  return `${hold.slide ?? 'a slide'} held ${Math.round(hold.ms)} ms (load ${hold.loadAverage.toFixed(2)})${state.length > 0 ? `: ${state.join(', ')}` : ''}`;
}

/** A hold as the bench records it: when it was reported, and whether one of the bench's own samples held the page then. */
export interface RecordedHold extends PageHold {
  at: number;
  minute: number;
  loadAverage: number;
  slide?: string;
  /** A heap sample or snapshot of the bench's ran during the hold: the bench's stall, not the app's. */
  measuring?: boolean;
}

/** Marks the holds that overlap a window in which the bench itself held the page. */
export function markMeasured(holds: readonly RecordedHold[], measuring: readonly { from: number; to: number }[]): RecordedHold[] {
  return holds.map((hold) => ({ ...hold, measuring: measuring.some((window) => window.from < hold.at && window.to > hold.at - hold.ms) }));
}
