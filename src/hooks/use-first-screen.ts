import { useEffect, type RefObject } from 'react';
import type { HintTile } from '../core/feed';
import { addressDeterminesFeed } from '../core/feed';
import type { FeedAnswer } from '../stores/feed-store';
import { firstPicturesShown, markFirstPicturesShown } from '../stores/first-pictures';
import { firstScreen, rememberFirstScreen } from '../stores/first-screen';
import { usePopularStore } from '../stores/popular-store';
import { picturesOnScreen } from '../stores/first-screen-painter';
import { whenIdle } from '../stores/when-idle';

/** Late enough for the first screen's pictures to be chosen and placed, early enough to beat a quick leave. */
const REMEMBER_WITHIN_MS = 2_000;
/** Pictures still loading by then are left out of what the next visit paints. */
const LOAD_LIMIT_MS = 5_000;

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A content-warned picture is never remembered, blurred or shown: the next visit paints
 * the first screen before anything could blur it (docs/content-rules.md, Content warnings).
 */
const isWarned = (image: HTMLImageElement): boolean => image.dataset.contentWarning !== undefined;

/**
 * The grid's side of the first screen: takes over from the painted one
 * (stores/first-screen.ts) once the grid's own pictures on screen are ready to paint,
 * says when the first screen's pictures have loaded (stores/first-pictures.ts), and
 * remembers what its first screen shows for the next visit.
 */
export function useFirstScreen(container: RefObject<HTMLElement | null>, { drawn, answer }: { drawn: boolean; answer: FeedAnswer }): void {
  // The grid is here: it draws the feed from now on, and the painted first screen goes
  // once the grid's pictures under it are ready (stores/first-screen-painter.ts). A screen
  // with nothing painted yet is never painted: the grid draws the posts itself.
  useEffect(() => {
    const grid = container.current;
    if (grid && firstScreen.showing()) firstScreen.handOver(grid);
    else firstScreen.dismiss();
  }, [container]);

  useEffect(() => firstScreen.dismiss, []);

  useEffect(() => {
    if (!drawn) return;
    const check = (): void => {
      if (firstPicturesShown()) return;
      const pictures = container.current ? picturesOnScreen(container.current) : [];
      if (pictures.length > 0 && pictures.every(({ image }) => image.complete)) markFirstPicturesShown();
      else frame = requestAnimationFrame(check);
    };
    let frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  }, [container, drawn]);

  // A popular order's ranking counts as answered only once it is whole: the next visit
  // opens on the ranking kept then (docs/routes-and-filters.md, Popular).
  const rankingWhole = usePopularStore((state) => state.key === undefined || state.phase === 'ranked');

  // Remembered once the first answer is on screen, so a quick leave or a silent relay
  // (which keeps the feed loading) still leaves a first screen; and again once every
  // relay has answered, as the next visit's snapshot will hold their posts too.
  useEffect(() => {
    if (answer === 'none' || !rankingWhole) return;
    let cancelled = false;
    void whenIdle(REMEMBER_WITHIN_MS)
      .then(() => {
        const element = container.current;
        const images = element ? picturesOnScreen(element).map(({ image }) => image.decode()) : [];
        return Promise.race([Promise.allSettled(images), delay(LOAD_LIMIT_MS)]);
      })
      .then(() => {
        const element = container.current;
        const { pathname, search } = window.location;
        // Only the top of the feed is what a next visit opens on; and only a feed the
        // address alone determines: one that waits for a login or a list may show other
        // pictures next time, or none (an adult-content warning is never painted over).
        if (cancelled || !element || window.scrollY !== 0 || window.scrollX !== 0 || !addressDeterminesFeed(pathname, search)) return;
        const tiles = picturesOnScreen(element).flatMap(({ image, box }): HintTile[] =>
          image.complete && image.naturalWidth > 0 && image.currentSrc && !isWarned(image)
            ? [{ url: image.currentSrc, x: box.left, y: box.top, width: box.width, height: box.height }]
            : [],
        );
        if (tiles.length > 0) rememberFirstScreen(pathname + search, tiles);
      });
    return () => {
      cancelled = true;
    };
  }, [container, answer, rankingWhole]);
}
