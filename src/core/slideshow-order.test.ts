import { describe, expect, it } from 'vitest';
import { addToOrder, currentKey, hasEnoughImages, nextSlide, previousSlide, startOrder } from './slideshow-order';

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

describe('hasEnoughImages', () => {
  it('needs two images; videos do not count', () => {
    expect(hasEnoughImages([])).toBe(false);
    expect(hasEnoughImages([{ type: 'image' }, { type: 'video' }, { type: 'video' }])).toBe(false);
    expect(hasEnoughImages([{ type: 'video' }, { type: 'image' }, { type: 'image' }])).toBe(true);
  });
});
