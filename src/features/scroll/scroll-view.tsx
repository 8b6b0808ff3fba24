import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { currentAfterRemoval, currentFromScroll, renderWindow } from '../../core/layout';
import type { MediaItem } from '../../core/types';
import { motionReduced } from '../../stores/applied-settings';
import { dismissMuteNotice } from '../../stores/mute-action';
import { useViewStore } from '../../stores/view-store';
import { ScrollItem } from './scroll-item';
import './scroll-view.css';

export interface ScrollViewProps {
  items: readonly MediaItem[];
  start: number;
  onCurrentChange(index: number): void;
  onEndReached(): void;
  /** How many leading items are on screen or passed, mounted ones included: they must not move. */
  onSeen(count: number): void;
}

/** docs/constants.md: media is mounted only within 3 positions of the current item. */
const MOUNT_DISTANCE = 3;
/** docs/constants.md, Counts: counts are asked for the item on screen and its neighbours. */
const COUNTS_DISTANCE = 1;
/** Empty snapping boxes are kept a little further out so fast flicks land on something. */
const RENDER_RADIUS = 8;
const END_DISTANCE = 5;

/** Full-screen snapping items (docs/views-and-keys.md, Scroll view). */
export function ScrollView({ items, start, onCurrentChange, onEndReached, onSeen }: ScrollViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(start);
  const requested = useViewStore((state) => state.current);
  const count = items.length;

  // Opens at the chosen item without animating through the ones before it.
  useLayoutEffect(() => {
    const root = container.current;
    if (root) root.scrollTop = start * root.clientHeight;
  }, [start]);

  // Arrow keys change the current item in the store; bring that item into view, gliding
  // unless the visitor asks for less motion (docs/settings.md, Reduce motion).
  useEffect(() => {
    const root = container.current;
    if (!root || requested === undefined || requested === current) return;
    root.scrollTo({ top: requested * root.clientHeight, behavior: motionReduced() ? 'instant' : 'smooth' });
  }, [requested, current]);

  // Reported as the scroll position is read, never from an effect after a render: a
  // key pressed between a render and its effects would be undone by the older report.
  const report = useEffectEvent((index: number) => onCurrentChange(index));
  const shownIndex = useRef(start);
  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    let frame = 0;
    const onScroll = (): void => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        const next = currentFromScroll(root.scrollTop, root.clientHeight, count, shownIndex.current);
        if (next === shownIndex.current) return;
        shownIndex.current = next;
        setCurrent(next);
        report(next);
      });
    };
    root.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      root.removeEventListener('scroll', onScroll);
    };
  }, [count]);

  // The current item left the feed (its author muted, the post hidden): the next one takes
  // its place on screen at once, with no scrolling through the ones between.
  const previousItems = useRef(items);
  useLayoutEffect(() => {
    const before = previousItems.current;
    previousItems.current = items;
    const root = container.current;
    if (before === items || !root) return;
    const next = currentAfterRemoval(before, shownIndex.current, items);
    if (next === shownIndex.current) return;
    shownIndex.current = next;
    setCurrent(next);
    report(next);
    root.scrollTop = next * root.clientHeight;
  }, [items]);

  // A mute's notice belongs to this visit of the scroll view.
  useEffect(() => dismissMuteNotice, []);

  const seen = Math.min(count, current + RENDER_RADIUS + 1);
  useEffect(() => onSeen(seen), [seen, onSeen]);

  const reachEnd = useEffectEvent(() => onEndReached());
  useEffect(() => {
    if (count - current <= END_DISTANCE) reachEnd();
  }, [current, count]);

  const { first, last } = renderWindow(current, count, RENDER_RADIUS);
  const shown = items.slice(first, last + 1);
  return (
    <div ref={container} className="scroll-view" role="feed" aria-label="Pictures, one at a time">
      <div style={{ height: `${first * 100}%` }} aria-hidden="true" className="scroll-view__spacer" />
      {shown.map((item, offset) => {
        const index = first + offset;
        return (
          <ScrollItem
            key={item.key}
            item={item}
            position={index + 1}
            total={count}
            mounted={Math.abs(index - current) <= MOUNT_DISTANCE}
            near={Math.abs(index - current) <= COUNTS_DISTANCE}
            active={index === current}
          />
        );
      })}
      <div style={{ height: `${Math.max(0, count - 1 - last) * 100}%` }} aria-hidden="true" className="scroll-view__spacer" />
    </div>
  );
}
