import { describe, expect, it } from 'vitest';
import {
  addNewPostsNext,
  addToOrder,
  currentKey,
  FEED_ORDER,
  hasEnoughImages,
  keepInOrder,
  newestOf,
  nextSlide,
  previousSlide,
  startOrder,
  type SlideOrder,
} from './slideshow-order';

/** A fixed sequence makes the shuffles repeatable. */
function seeded(seed = 1): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

describe('slideshow order', () => {
  it('shows every picture once before repeating', () => {
    const random = seeded();
    let order = startOrder(['a', 'b', 'c', 'd'], random);
    const seen = new Set<string | undefined>([currentKey(order)]);
    for (let step = 0; step < 3; step++) {
      order = nextSlide(order, random);
      seen.add(currentKey(order));
    }
    expect(seen).toEqual(new Set(['a', 'b', 'c', 'd']));
    order = nextSlide(order, random);
    expect(order.position).toBe(0);
    expect(order.queue).toHaveLength(4);
  });

  it('never shows the same picture twice in a row across a fresh shuffle', () => {
    for (let seed = 1; seed < 40; seed++) {
      const random = seeded(seed);
      let order = startOrder(['a', 'b'], random);
      for (let step = 0; step < 6; step++) {
        const before = currentKey(order);
        order = nextSlide(order, random);
        expect(currentKey(order)).not.toBe(before);
      }
    }
  });

  it('adds new pictures after the current one, once', () => {
    const random = seeded(7);
    let order = nextSlide(startOrder(['a', 'b', 'c'], random), random);
    const current = currentKey(order);
    order = addToOrder(order, ['a', 'x', 'y'], random);
    expect(order.queue).toHaveLength(5);
    expect(currentKey(order)).toBe(current);
    expect(order.queue.indexOf('x')).toBeGreaterThan(order.position);
    expect(addToOrder(order, ['x'], random)).toBe(order);
  });

  it('opens with the picture it is asked to, the rest shuffled behind it', () => {
    for (let seed = 1; seed < 20; seed++) {
      const order = startOrder(['a', 'b', 'c', 'd'], seeded(seed), 'c');
      expect(currentKey(order)).toBe('c');
      expect([...order.queue].sort()).toEqual(['a', 'b', 'c', 'd']);
    }
    expect(startOrder(['a', 'b'], seeded(), 'gone').queue.sort()).toEqual(['a', 'b']);
  });

  it('steps back but not before the start', () => {
    const order = startOrder(['a', 'b'], seeded());
    expect(previousSlide(order).position).toBe(0);
    expect(previousSlide(nextSlide(order)).position).toBe(0);
  });
});

describe('new posts next (screen mode)', () => {
  /** The keys the show goes through from the current slide on, `count` of them. */
  function upcoming(order: SlideOrder, count: number, random: () => number): (string | undefined)[] {
    const shown: (string | undefined)[] = [];
    let at = order;
    for (let step = 0; step < count; step++) {
      at = nextSlide(at, random);
      shown.push(currentKey(at));
    }
    return shown;
  }

  it('shows a new post next, then lets it join the rotation', () => {
    const random = seeded(3);
    const order = addNewPostsNext(nextSlide(startOrder(['a', 'b', 'c', 'd'], random), random), [{ key: 'new', rank: 200 }], 100, random);
    expect(upcoming(order, 1, random)).toEqual(['new']);
    // Shown once in this round, then part of every round after it, in a random place.
    const rounds = upcoming(order, 15, random);
    expect(rounds.filter((key) => key === 'new')).toHaveLength(3);
    expect(new Set(rounds)).toEqual(new Set(['a', 'b', 'c', 'd', 'new']));
  });

  it('shows several new posts in the order they were posted, after those still waiting', () => {
    const random = seeded(5);
    let order = startOrder(['a', 'b', 'c', 'd', 'e', 'f'], random);
    order = addNewPostsNext(
      order,
      [
        { key: 'second', rank: 202 },
        { key: 'first', rank: 201 },
      ],
      200,
      random,
    );
    order = addNewPostsNext(order, [{ key: 'third', rank: 203 }], 202, random);
    expect(upcoming(order, 3, random)).toEqual(['first', 'second', 'third']);
  });

  it('puts posts older than the newest one known at random places after the waiting ones', () => {
    for (let seed = 1; seed < 30; seed++) {
      const random = seeded(seed);
      let order = startOrder(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], random);
      order = addNewPostsNext(order, [{ key: 'new', rank: 300 }], 300, random);
      order = addNewPostsNext(
        order,
        [
          { key: 'late', rank: 100 },
          { key: 'a', rank: 400 },
        ],
        300,
        random,
      );
      expect(order.queue).toHaveLength(10);
      expect(order.queue[order.position + 1]).toBe('new');
      expect(order.queue.indexOf('late')).toBeGreaterThan(order.position + 1);
    }
  });

  it('never loses a new post that waits while others arrive', () => {
    const random = seeded(11);
    let order = startOrder(['a', 'b', 'c'], random);
    const published: string[] = [];
    const shown = new Set<string | undefined>();
    for (let step = 0; step < 40; step++) {
      // A post every other slide, some slides going back first.
      if (step % 2 === 0) {
        published.push(`post-${step}`);
        order = addNewPostsNext(order, [{ key: `post-${step}`, rank: 1000 + step }], 1000 + step - 2, random);
      }
      order = step % 7 === 3 ? previousSlide(order) : nextSlide(order, random);
      shown.add(currentKey(order));
    }
    for (let step = 0; step < 30; step++) shown.add(currentKey((order = nextSlide(order, random))));
    expect(published.filter((key) => !shown.has(key))).toEqual([]);
  });
});

describe('keepInOrder', () => {
  it('drops pictures that left the feed, but not the one on screen, and keeps new posts waiting in line', () => {
    let order: SlideOrder = { queue: ['a', 'b', 'c', 'new1', 'new2', 'd', 'e'], position: 2, waiting: 2 };
    order = keepInOrder(order, new Set(['a', 'new2', 'd']));
    expect(order).toEqual({ queue: ['a', 'c', 'new2', 'd'], position: 1, waiting: 1 });
    expect(currentKey(nextSlide(order))).toBe('new2');
    expect(keepInOrder(order, new Set(['a', 'c', 'new2', 'd']))).toBe(order);
  });
});

describe('newestOf', () => {
  it('keeps the newest, in the order they came', () => {
    const items = [5, 1, 9, 3, 7].map((timestamp) => ({ timestamp }));
    expect(newestOf(items, 3, (item) => item.timestamp).map((item) => item.timestamp)).toEqual([5, 9, 7]);
    expect(newestOf(items, 5, (item) => item.timestamp)).toBe(items);
  });

  it('keeps the most recently added entries of a set, whenever their posts were written', () => {
    const added = [
      { key: 'first', post: 900 },
      { key: 'second', post: 100 },
      { key: 'third', post: 500 },
    ];
    const order = new Map(added.map((item, index) => [item.key, index]));
    expect(newestOf(added, 2, (item) => order.get(item.key) ?? -1).map((item) => item.key)).toEqual(['second', 'third']);
  });
});

describe('hasEnoughImages', () => {
  it('needs two pictures or videos', () => {
    expect(hasEnoughImages([])).toBe(false);
    expect(hasEnoughImages([{ type: 'image' }])).toBe(false);
    expect(hasEnoughImages([{ type: 'image' }, { type: 'video' }])).toBe(true);
    expect(hasEnoughImages([{ type: 'video' }, { type: 'image' }, { type: 'image' }])).toBe(true);
  });
});

describe('FEED_ORDER', () => {
  it('plays a ranked feed in its order, adds new pictures at the end and starts each round from the top', () => {
    const keys = Array.from({ length: 50 }, (_, index) => `k${index}`);
    const order = startOrder(keys, FEED_ORDER);
    expect(order.queue).toEqual(keys);
    expect(addToOrder(order, ['new1', 'new2'], FEED_ORDER).queue).toEqual([...keys, 'new1', 'new2']);
    const last = { queue: ['a', 'b', 'c'], position: 2 };
    expect(nextSlide(last, FEED_ORDER)).toEqual({ queue: ['a', 'b', 'c'], position: 0 });
  });
});
