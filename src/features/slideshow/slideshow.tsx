import { lazy, Suspense, useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { altText, isSlideMedia } from '../../core/media';
import { entryRank } from '../../core/sets';
import {
  addNewPostsNext,
  addToOrder,
  currentKey,
  FIRST_SLIDE_MS,
  keepInOrder,
  MIN_SLIDESHOW_IMAGES,
  newestOf,
  nextSlide,
  previousSlide,
  SCREEN_PICTURES,
  startOrder,
  FEED_ORDER,
} from '../../core/layout';
import type { MediaItem } from '../../core/types';
import { ContentWarningCover } from '../../components/content-warning-cover';
import { FittedImage } from '../../components/fitted-image';
import { useContentWarning } from '../../hooks/use-content-warning';
import { useWatchReports } from '../../hooks/use-watch-reports';
import { useKeyBindings } from '../../hooks/use-key-bindings';
import { useSwipe } from '../../hooks/use-swipe';
import { useFeedStore } from '../../stores/feed-store';
import { useViewStore, viewActions } from '../../stores/view-store';
import { useWatchCounts } from '../counts';
import { FullscreenButton } from './fullscreen-button';
import { ScreenModeButton } from './screen-mode-button';
import { SlideCaption } from './slide-caption';
import { SlideControls } from './slide-controls';
import { SlideVideo } from './slide-video';
import { useIdleReveal } from './use-idle-reveal';
import { usePreload } from './use-preload';
import { useSlideTimer } from './use-slide-timer';
import { useSlideshowAddress } from './use-slideshow-address';
import { useVideoSlideTime } from './use-video-slide-time';
import './slideshow.css';

/** Screen mode's own code (wake lock, relays kept, the QR code) is a chunk loaded when it is first turned on. */
const ScreenMode = lazy(() => import('./screen-mode').then((module) => ({ default: module.ScreenMode })));

/** Before the first slide: nothing to blur. */
const NO_SLIDE = { key: '', contentWarning: undefined, noteId: '' };

/** The controls fade after this long without pointer activity, leaving the picture alone. */
const CONTROLS_IDLE_MS = 2_500;

export interface SlideshowProps {
  items: readonly MediaItem[];
  /** The slideshow starts over when the settings change (docs/views-and-keys.md, View modes). */
  settingsKey: string;
  /** The feed shows adult content: so does the page a screen's QR code opens. */
  showAdult: boolean;
  /** Asks the feed's live subscription again, for screen mode when a relay is back (hooks/use-feed.ts). */
  renewLive(): void;
  /** The feed is ranked (docs/routes-and-filters.md, Popular): it plays in the feed's order, not shuffled. */
  ranked?: boolean;
}

/** docs/views-and-keys.md, Slideshow view: random pictures, each animated for 12 seconds. */
export function Slideshow({ settingsKey, ...props }: SlideshowProps) {
  // A new key remounts the run: new settings start the slideshow over (docs/views-and-keys.md, View modes).
  return <SlideshowRun key={settingsKey} {...props} />;
}

/** How new the newest of the pictures is (core/layout/slideshow-order.ts, Arrival); none before the first. */
function newestRank(images: readonly MediaItem[], rank: (item: MediaItem) => number): number {
  let newest = Number.NEGATIVE_INFINITY;
  for (const item of images) newest = Math.max(newest, rank(item));
  return newest;
}

const postTime = (item: MediaItem): number => item.timestamp;

function SlideshowRun({ items, showAdult, renewLive, ranked = false }: Omit<SlideshowProps, 'settingsKey'>) {
  const random = ranked ? FEED_ORDER : Math.random;
  const { screen: screenMode, slideMs, setScreen } = useSlideshowAddress();
  // How new a picture is: its post's time, or on a set feed when its entry was added
  // (docs/views-and-keys.md, Screen mode). Entries removed from the set leave at the next slide.
  const entryRanks = useFeedStore((state) => state.entryRanks);
  const withdrawn = useFeedStore((state) => state.withdrawn);
  const rank = useMemo(() => (entryRanks ? (item: MediaItem) => entryRank(entryRanks, item) : postTime), [entryRanks]);
  // Screen mode shows the newest pictures only (docs/views-and-keys.md, Screen mode).
  const images = useMemo(() => {
    const pictures = items.filter((item) => isSlideMedia(item) && !withdrawn.has(item.key));
    return screenMode ? newestOf(pictures, SCREEN_PICTURES, rank) : pictures;
  }, [items, screenMode, withdrawn, rank]);
  const byKey = useMemo(() => new Map(images.map((item) => [item.key, item])), [images]);
  // The picture the grid or the address has chosen opens the run.
  const [order, setOrder] = useState(() => {
    const chosen = items[useViewStore.getState().current ?? -1];
    return startOrder(
      images.map((item) => item.key),
      random,
      chosen?.key,
    );
  });
  const [started, setStarted] = useState(false);
  const [loadedKey, setLoadedKey] = useState<string>();
  const paused = useViewStore((state) => state.paused);
  const screen = useRef<HTMLDivElement>(null);
  const enough = images.length >= MIN_SLIDESHOW_IMAGES;

  // Pictures that arrive while the slideshow runs join the rotation, and those that left the
  // feed leave it. In screen mode a new post is shown next first (docs/views-and-keys.md,
  // Screen mode); the first pictures of all are shuffled as ever.
  const [known, setKnown] = useState(images);
  // The picture on screen when it left the feed, shown until the show moves on.
  const [leaving, setLeaving] = useState<MediaItem>();
  if (known !== images) {
    setKnown(images);
    const newestKnown = newestRank(known, rank);
    const kept = keepInOrder(order, new Set(byKey.keys()));
    const onScreen = currentKey(order);
    if (onScreen !== undefined && !byKey.has(onScreen)) setLeaving(known.find((item) => item.key === onScreen));
    setOrder(
      screenMode && newestKnown > Number.NEGATIVE_INFINITY
        ? addNewPostsNext(
            kept,
            images.map((item) => ({ key: item.key, rank: rank(item) })),
            newestKnown,
            random,
          )
        : addToOrder(
            kept,
            images.map((item) => item.key),
            random,
          ),
    );
  }

  const key = started ? currentKey(order) : undefined;
  // The picture that left the feed while on screen goes with the slide: not into the next round.
  const next = (): void => setOrder((previous) => keepInOrder(nextSlide(previous, random), new Set(byKey.keys())));
  const previous = (): void => setOrder(previousSlide);

  // Only the arrows are the slideshow's; every other key is left to the gallery.
  useKeyBindings('slideshow', (action) => {
    if (action === 'next') next();
    else if (action === 'previous') previous();
    else return false;
    return true;
  });
  useSwipe(screen, (direction) => (direction === 'left' ? next() : previous()));

  const controls = useIdleReveal(CONTROLS_IDLE_MS);
  // A tap on a touch screen while the controls are hidden only shows them; the click it
  // makes then does not pause. Once they show, a tap on the picture pauses as a click does
  // (docs/views-and-keys.md, View modes). A mouse click always pauses: a mouse has shown them by moving.
  const revealTap = useRef(false);
  const onPointerDown = (event: PointerEvent): void => {
    revealTap.current = event.pointerType !== 'mouse' && !controls.shown;
    controls.reveal();
  };
  const onPictureClick = (): void => {
    if (revealTap.current) revealTap.current = false;
    else viewActions.togglePause();
  };
  // In screen mode the corner buttons outside the slideshow hide too: a pointer anywhere brings them back.
  const { reveal } = controls;
  useEffect(() => {
    if (!screenMode) return undefined;
    window.addEventListener('pointermove', reveal);
    return () => window.removeEventListener('pointermove', reveal);
  }, [screenMode, reveal]);

  const slide = key ? (byKey.get(key) ?? (leaving?.key === key ? leaving : undefined)) : undefined;
  const { slideTime, plays, onDuration } = useVideoSlideTime(slide, slideMs);
  useSlideTimer(key, enough && !paused, started ? slideTime : FIRST_SLIDE_MS, () => (started ? next() : setStarted(true)));
  // docs/content-rules.md, Content warnings and Reported posts: blurred, with the reason, until "Show".
  const warning = useContentWarning(slide ?? NO_SLIDE);
  // The picture on screen is the current one: it goes into the address, and the grid shows it on return.
  useEffect(() => {
    const index = slide ? items.indexOf(slide) : -1;
    if (index >= 0) viewActions.setCurrent(index);
  }, [slide, items]);
  const upcoming = byKey.get(order.queue[order.position + 1] ?? '');
  usePreload(upcoming);
  // The next slide's counts too (docs/data-and-requests.md, Counts), so its caption has them.
  useWatchCounts(upcoming);
  // The circle's reports of both (docs/data-and-requests.md, Reports), so the next is covered as it comes in.
  useWatchReports(slide?.noteId);
  useWatchReports(upcoming?.noteId);

  return (
    <div
      ref={screen}
      className={['slideshow', paused && 'is-paused', screenMode && 'is-screen', screenMode && !controls.shown && 'is-idle']
        .filter(Boolean)
        .join(' ')}
      aria-roledescription="slideshow"
      aria-label="Slideshow"
      onPointerMove={controls.reveal}
      onPointerDown={onPointerDown}
    >
      {!enough && <p className="slideshow__message">Waiting for at least 2 pictures…</p>}
      {/* A click on the picture pauses (docs/views-and-keys.md, View modes). It is no button: the Pause
          control is the one to focus, and two buttons of one name would confuse. */}
      {slide && (
        <div className="slideshow__slide" onClick={onPictureClick}>
          {slide.type === 'video' ? (
            <SlideVideo
              key={slide.key}
              item={slide}
              paused={paused || !plays}
              blurred={warning !== undefined}
              onReady={() => setLoadedKey(slide.key)}
              onDuration={(seconds) => onDuration(slide.key, seconds)}
              onError={next}
            />
          ) : (
            <FittedImage
              key={slide.key}
              item={slide}
              alt={altText(slide, 'the author')}
              className="slideshow__image"
              onLoad={() => setLoadedKey(slide.key)}
              onError={next}
              blurred={warning !== undefined}
            />
          )}
        </div>
      )}
      {/* Beside the slide, so pressing "Show" does not also pause. */}
      {slide && warning !== undefined && <ContentWarningCover itemKey={slide.key} reason={warning} type={slide.type} />}
      {enough && loadedKey !== key && (
        <div className="slideshow__spinner" role="status">
          <span className="visually-hidden">Loading picture</span>
        </div>
      )}
      {paused && (
        <div className="slideshow__paused" role="status">
          <span className="slideshow__paused-icon" aria-hidden="true" />
          <span className="visually-hidden">Paused</span>
        </div>
      )}
      {slide && (
        <SlideControls
          paused={paused}
          slide={slide.key}
          durationMs={slideTime}
          reveal={controls}
          onPrevious={previous}
          onTogglePause={viewActions.togglePause}
          onNext={next}
        >
          <SlideCaption item={slide} />
        </SlideControls>
      )}
      <div className="slideshow__corner" onFocus={controls.onFocus} onBlur={controls.onBlur}>
        <ScreenModeButton on={screenMode} onToggle={() => setScreen(!screenMode)} />
        <FullscreenButton />
      </div>
      {screenMode && (
        <Suspense fallback={null}>
          <ScreenMode item={slide} showAdult={showAdult} renewLive={renewLive} />
        </Suspense>
      )}
    </div>
  );
}
