import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMasonry, GAP, ratioOfItem, visibleIndexes } from '../core/layout';
import type { MediaItem } from '../core/types';
import { pictureOf } from '../../tests/support/media-item';
import { feedActions, initialFeedState, useFeedStore } from './feed-store';
import type { SketchPicture } from './first-screen-painter';
import { paintFirstScreenPosts, type FirstScreenPostsDependencies, type GridPlace } from './first-screen-posts';

const FEED = 'tags:photography|000|all';
const PLACE: GridPlace = { left: 8, top: 68, width: 1200 };
const SCREEN_HEIGHT = 900;

function item(key: string, timestamp: number, extra: Partial<MediaItem> = {}): MediaItem {
  const post = { id: key.padEnd(64, '0'), pubkey: 'a'.repeat(64), kind: 20, created_at: timestamp, tags: [], content: '', sig: '' };
  return pictureOf(post, `https://media.example/${key}.jpg`, { key, width: 400, height: 300 + (timestamp % 5) * 100, ...extra });
}

/** Items newest first, as the feed store sorts them. */
const newestFirst = (count: number, start = 1000): MediaItem[] =>
  Array.from({ length: count }, (_, index) => item(`p${index}`, start - index));

function fakePainter() {
  const pictures = new Map<string, SketchPicture>();
  const handOvers: (() => void)[] = [];
  const calls = { expected: 0, completed: 0 };
  return {
    pictures,
    calls,
    handOver: () => handOvers.splice(0).forEach((stop) => stop()),
    painter: {
      expect: () => void (calls.expected += 1),
      complete: () => void (calls.completed += 1),
      paint: (picture: SketchPicture) => void pictures.set(picture.key, picture),
      unpaint: (key: string) => void pictures.delete(key),
      onHandedOver: (stop: () => void) => void handOvers.push(stop),
    },
  };
}

/** Each case's painting, stopped after it: one left running would freeze the next case's feed. */
const running: (() => void)[] = [];

function start(overrides: Partial<FirstScreenPostsDependencies> = {}) {
  const fake = fakePainter();
  const failed: string[] = [];
  const pressed: string[] = [];
  const settled: string[] = [];
  const dependencies: FirstScreenPostsDependencies = {
    feed: useFeedStore,
    freezeAtLeast: feedActions.freezeAtLeast,
    painter: fake.painter,
    sourceOf: (media) => ({ state: 'loading', url: media.url }),
    failed: (media, url) => void failed.push(`${media.key} ${url}`),
    settle: (media) => void settled.push(media.key),
    proxy: () => ({ kind: 'weserv', base: 'https://proxy.example' }),
    press: (key) => void pressed.push(key),
    ...overrides,
  };
  const stop = paintFirstScreenPosts({ key: FEED, place: PLACE, screenHeight: SCREEN_HEIGHT }, dependencies);
  running.push(stop);
  return { ...fake, failed, pressed, settled, stop };
}

/** The grid's own boxes for these items at this width, in page coordinates, for those on the first screen. */
function gridBoxes(items: readonly MediaItem[]) {
  const layout = createMasonry(ratioOfItem, GAP)(items, PLACE.width);
  return new Map(
    visibleIndexes(layout.boxes, 0, SCREEN_HEIGHT - PLACE.top).map((index) => {
      const box = layout.boxes[index];
      return [items[index]?.key, box && { x: box.x + PLACE.left, y: box.y + PLACE.top, width: box.width, height: box.height }];
    }),
  );
}

const boxesOf = (pictures: Map<string, SketchPicture>) => new Map([...pictures].map(([key, picture]) => [key, picture.box]));

describe('paintFirstScreenPosts', () => {
  beforeEach(() => {
    useFeedStore.setState(initialFeedState, true);
    feedActions.reset(FEED);
  });
  afterEach(() => running.splice(0).forEach((stop) => stop()));

  it('paints each picture of the first screen in the box the grid gives it, with the files its tile asks for', () => {
    const { pictures } = start();
    const items = newestFirst(40);
    feedActions.add(FEED, items);
    expect(boxesOf(pictures)).toEqual(gridBoxes(items));
    expect(pictures.size).toBeGreaterThan(5);
    expect(pictures.size).toBeLessThan(items.length);
    const first = pictures.get('p0');
    expect(first?.src).toBe(`https://proxy.example/?url=${encodeURIComponent('https://media.example/p0.jpg')}&w=320&output=webp`);
    expect(first?.srcset).toContain('&w=1920&output=webp 1920w');
    expect(first?.sizes).toBe(`${Math.round(first?.box.width ?? 0)}px`);
  });

  it('keeps the boxes of videos and content-warned pictures for the grid, painting neither', () => {
    const { pictures } = start();
    const items = [item('video', 30, { type: 'video' }), item('warned', 20, { contentWarning: 'nudity' }), ...newestFirst(10, 10)];
    feedActions.add(FEED, items);
    const expected = gridBoxes(items);
    expected.delete('video');
    expected.delete('warned');
    expect(boxesOf(pictures)).toEqual(expected);
  });

  it('paints nothing of another feed, and nothing the media sources have no address for, but has a copy looked for', () => {
    const { pictures, settled } = start({
      sourceOf: (media) => (media.key === 'p1' ? { state: 'looking' } : { state: 'loading', url: media.url }),
    });
    feedActions.reset('another feed');
    feedActions.add('another feed', newestFirst(5));
    expect(pictures.size).toBe(0);
    feedActions.reset(FEED);
    feedActions.add(FEED, newestFirst(3));
    expect([...pictures.keys()]).toEqual(['p0', 'p2']);
    expect(new Set(settled)).toEqual(new Set(['p1']));
  });

  it('lets later posts sort in until a picture is drawn, then freezes what is on screen as the grid would', () => {
    const { pictures } = start();
    feedActions.add(FEED, [item('b', 200), item('d', 100)]);
    // Nothing drawn yet: a post between them still sorts into place.
    feedActions.add(FEED, [item('c', 150)]);
    expect(useFeedStore.getState().items.map((entry) => entry.key)).toEqual(['b', 'c', 'd']);
    expect(useFeedStore.getState().frozen).toBe(0);

    pictures.get('b')?.onDrawn?.();
    expect(useFeedStore.getState().frozen).toBe(3);
    const drawnBoxes = boxesOf(pictures);
    // A newer post waits behind "new posts"; an older one goes below: no painted picture moves.
    feedActions.add(FEED, [item('a', 300), item('e', 50)]);
    expect(useFeedStore.getState().pending.map((entry) => entry.key)).toEqual(['a']);
    expect(useFeedStore.getState().items.map((entry) => entry.key)).toEqual(['b', 'c', 'd', 'e']);
    for (const [key, box] of drawnBoxes) expect(pictures.get(key)?.box).toEqual(box);
    expect(useFeedStore.getState().frozen).toBe(4);
  });

  it('takes away a picture whose post leaves the feed, as a mute does', () => {
    const { pictures } = start();
    feedActions.add(FEED, newestFirst(4));
    feedActions.setHidden((media) => media.key === 'p1');
    expect([...pictures.keys()]).toEqual(['p0', 'p2', 'p3']);
    expect(boxesOf(pictures)).toEqual(gridBoxes(useFeedStore.getState().items));
  });

  it('reports a file that failed, and hands a press on a picture on', () => {
    const { pictures, failed, pressed } = start();
    feedActions.add(FEED, newestFirst(2));
    pictures.get('p1')?.onError?.();
    pictures.get('p0')?.onPress?.();
    expect(failed).toEqual(['p1 https://media.example/p1.jpg']);
    expect(pressed).toEqual(['p0']);
  });

  it("draws the image that fetched a picture while its post was checked, asking for it by the tile's address", () => {
    const fetched = { p0: {} as HTMLImageElement };
    const asked: string[] = [];
    const { pictures } = start({
      takeLoading: (src) => {
        asked.push(src);
        return src.includes('p0.jpg') ? fetched.p0 : undefined;
      },
    });
    feedActions.add(FEED, newestFirst(2));
    expect(pictures.get('p0')?.loading).toBe(fetched.p0);
    expect(pictures.get('p1')?.loading).toBeUndefined();
    expect(asked).toContain(pictures.get('p0')?.src);
  });

  it('tells whether its boxes reach the window’s bottom, and again when failed pictures leave it room', () => {
    const told: boolean[] = [];
    start({ noteFull: (full) => void told.push(full) });
    feedActions.add(FEED, newestFirst(3));
    expect(told.at(-1)).toBe(false);
    const items = newestFirst(40, 997);
    feedActions.add(FEED, items);
    expect(told.at(-1)).toBe(true);
    for (const { key } of items) feedActions.markFailed(key);
    expect(told.at(-1)).toBe(false);
  });

  it('has no room to tell of once the grid has taken the first screen over', () => {
    const told: boolean[] = [];
    const { handOver } = start({ noteFull: (full) => void told.push(full) });
    feedActions.add(FEED, newestFirst(40));
    expect(told.at(-1)).toBe(true);
    handOver();
    expect(told.at(-1)).toBe(false);
  });

  it('stops once the grid has taken the first screen over', () => {
    const { pictures, handOver } = start();
    feedActions.add(FEED, newestFirst(2));
    handOver();
    feedActions.add(FEED, newestFirst(2, 500));
    expect([...pictures.keys()]).toEqual(['p0', 'p1']);
  });
});
