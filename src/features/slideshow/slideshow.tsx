import { useEffect, useMemo, useRef, useState } from 'react';
import { altText } from '../../core/alt-text';
import {
  addToOrder,
  currentKey,
  FIRST_SLIDE_MS,
  MIN_SLIDESHOW_IMAGES,
  nextSlide,
  previousSlide,
  SLIDE_INTERVAL_MS,
  startOrder,
} from '../../core/slideshow-order';
import type { MediaItem } from '../../core/types';
import { FittedImage } from '../../components/fitted-image';
import { useKeyBindings } from '../../hooks/use-key-bindings';
import { useSwipe } from '../../hooks/use-swipe';
import { useViewStore, viewActions } from '../../stores/view-store';
import { FullscreenButton } from './fullscreen-button';
import { SlideCaption } from './slide-caption';
import { usePreload } from './use-preload';
import './slideshow.css';

export interface SlideshowProps {
  items: readonly MediaItem[];
  /** The slideshow starts over when the settings change (docs/views-and-keys.md, View modes). */
  settingsKey: string;
}

/** docs/views-and-keys.md, Slideshow view: random pictures, each animated for 12 seconds. */
export function Slideshow({ items, settingsKey }: SlideshowProps) {
  // A new key remounts the run: new settings start the slideshow over (docs/views-and-keys.md, View modes).
  return <SlideshowRun key={settingsKey} items={items} />;
}

function SlideshowRun({ items }: { items: readonly MediaItem[] }) {
  const images = useMemo(() => items.filter((item) => item.type === 'image'), [items]);
  const byKey = useMemo(() => new Map(images.map((item) => [item.key, item])), [images]);
  // The picture the grid or the address has chosen opens the run (issue 21).
  const [order, setOrder] = useState(() => {
    const chosen = items[useViewStore.getState().current ?? -1];
    return startOrder(images.map((item) => item.key), Math.random, chosen?.key);
  });
  const [started, setStarted] = useState(false);
  const [loadedKey, setLoadedKey] = useState<string>();
  const paused = useViewStore((state) => state.paused);
  const screen = useRef<HTMLDivElement>(null);
  const enough = images.length >= MIN_SLIDESHOW_IMAGES;

  // Pictures that arrive while the slideshow runs join the rotation.
  const [known, setKnown] = useState(images);
  if (known !== images) {
    setKnown(images);
    setOrder(addToOrder(order, images.map((item) => item.key)));
  }

  const key = started ? currentKey(order) : undefined;
  useEffect(() => {
    if (!enough || paused) return undefined;
    const timer = setTimeout(
      () => (started ? setOrder((previous) => nextSlide(previous)) : setStarted(true)),
      started ? SLIDE_INTERVAL_MS : FIRST_SLIDE_MS,
    );
    return () => clearTimeout(timer);
  }, [enough, paused, started, key]);

  // Only the arrows are the slideshow's; every other key is left to the gallery.
  useKeyBindings('slideshow', (action) => {
    if (action === 'next') setOrder((previous) => nextSlide(previous));
    else if (action === 'previous') setOrder(previousSlide);
    else return false;
    return true;
  });
  useSwipe(screen, (direction) => setOrder((previous) => (direction === 'left' ? nextSlide(previous) : previousSlide(previous))));

  const slide = key ? byKey.get(key) : undefined;
  // The picture on screen is the current one: it goes into the address, and the grid shows it on return.
  useEffect(() => {
    if (slide) viewActions.setCurrent(items.indexOf(slide));
  }, [slide, items]);
  usePreload(byKey.get(order.queue[order.position + 1] ?? ''));

  return (
    <div ref={screen} className={paused ? 'slideshow is-paused' : 'slideshow'} aria-roledescription="slideshow" aria-label="Slideshow">
      {!enough && <p className="slideshow__message">Waiting for at least 2 pictures…</p>}
      {slide && (
        <button type="button" className="slideshow__slide" onClick={viewActions.togglePause} aria-label={paused ? 'Resume slideshow' : 'Pause slideshow'}>
          <FittedImage key={slide.key} item={slide} alt={altText(slide, 'the author')} className="slideshow__image" onLoad={() => setLoadedKey(slide.key)} onError={() => setOrder((previous) => nextSlide(previous))} />
        </button>
      )}
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
      {slide && <SlideCaption item={slide} />}
      <FullscreenButton />
    </div>
  );
}
