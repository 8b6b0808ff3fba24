import { describe, expect, it } from 'vitest';
import { layoutMasonry, type Box } from './masonry-layout';
import { spatialStep } from './spatial-step';

const box = (x: number, y: number, height: number, width = 100): Box => ({ x, y, width, height });

/**
 * Three columns 100 wide with a 10 px gap and uneven heights, numbered out of reading
 * order the way a feed fills the shortest column:
 *
 *   x=0          x=110        x=220
 *   0   0..100   1   0..250   2   0..50
 *   3 110..410   6 260..510   4  60..110
 *   8 420..520                5 120..170
 *                             7 180..230
 *                             9 240..290
 *                            10 300..350
 *                            11 360..410
 */
const uneven: Box[] = [
  box(0, 0, 100),
  box(110, 0, 250),
  box(220, 0, 50),
  box(0, 110, 300),
  box(220, 60, 50),
  box(220, 120, 50),
  box(110, 260, 250),
  box(220, 180, 50),
  box(0, 420, 100),
  box(220, 240, 50),
  box(220, 300, 50),
  box(220, 360, 50),
];

describe('spatialStep with no current tile', () => {
  it('starts at the first tile, whichever arrow', () => {
    for (const direction of ['up', 'down', 'left', 'right'] as const) {
      expect(spatialStep(uneven, undefined, direction)).toBe(0);
      // A current item the grid does not lay out (left out, or gone from the feed).
      expect(spatialStep(uneven, 40, direction)).toBe(0);
    }
  });

  it('has nowhere to go in an empty grid', () => {
    expect(spatialStep([], undefined, 'down')).toBeUndefined();
    expect(spatialStep([], 3, 'right')).toBeUndefined();
  });
});

describe('spatialStep up and down', () => {
  it('goes to the tile directly below, not the next in feed order', () => {
    // Equal squares in three columns: feed order runs along the rows.
    const { boxes } = layoutMasonry([1, 1, 1, 1, 1, 1, 1], 700, 10);
    expect(spatialStep(boxes, 0, 'down')).toBe(3);
    expect(spatialStep(boxes, 1, 'down')).toBe(4);
    expect(spatialStep(boxes, 3, 'down')).toBe(6);
    expect(spatialStep(boxes, 4, 'up')).toBe(1);
  });

  it('walks a column of uneven tiles', () => {
    expect(spatialStep(uneven, 2, 'down')).toBe(4);
    expect(spatialStep(uneven, 4, 'down')).toBe(5);
    expect(spatialStep(uneven, 5, 'down')).toBe(7);
    expect(spatialStep(uneven, 7, 'down')).toBe(9);
    expect(spatialStep(uneven, 11, 'up')).toBe(10);
    expect(spatialStep(uneven, 3, 'up')).toBe(0);
    expect(spatialStep(uneven, 6, 'up')).toBe(1);
  });

  it('stays at the top and at the bottom of its column, even where other columns go on', () => {
    expect(spatialStep(uneven, 0, 'up')).toBe(0);
    expect(spatialStep(uneven, 1, 'up')).toBe(1);
    // Column two ends at 510 while column one goes on to 520: no jump sideways.
    expect(spatialStep(uneven, 6, 'down')).toBe(6);
    expect(spatialStep(uneven, 11, 'down')).toBe(11);
    expect(spatialStep(uneven, 8, 'down')).toBe(8);
  });

  it('takes the smallest gap first, then the widest overlap', () => {
    const boxes = [box(0, 0, 100, 200), box(0, 110, 50, 60), box(70, 110, 50, 130), box(0, 170, 50, 200)];
    expect(spatialStep(boxes, 0, 'down')).toBe(2);
    expect(spatialStep(boxes, 3, 'up')).toBe(2);
    // A tile beside the column, even a close one, is not below.
    expect(spatialStep([box(0, 0, 100), box(100, 110, 50)], 0, 'down')).toBe(0);
  });

  it('comes back up to where it went down from in any masonry layout', () => {
    const ratios = Array.from({ length: 60 }, (_, index) => [0.4, 1, 1.5, 0.7, 2.5, 1.2, 0.9][index % 7] ?? 1);
    for (const width of [500, 1280, 1000]) {
      const { boxes } = layoutMasonry(ratios, width, 6);
      boxes.forEach((from, index) => {
        const below = spatialStep(boxes, index, 'down') ?? -1;
        if (below === index) return;
        const to = boxes[below];
        expect(to?.y).toBeGreaterThan(from.y + from.height);
        expect(to?.x).toBe(from.x);
        expect(spatialStep(boxes, below, 'up')).toBe(index);
      });
    }
  });
});

describe('spatialStep left and right', () => {
  it('goes to the tile beside in the same row of equal tiles', () => {
    const { boxes } = layoutMasonry([1, 1, 1, 1, 1, 1], 700, 10);
    expect(spatialStep(boxes, 0, 'right')).toBe(1);
    expect(spatialStep(boxes, 4, 'right')).toBe(5);
    expect(spatialStep(boxes, 4, 'left')).toBe(3);
  });

  it('picks the tile of the neighbouring column whose centre is nearest', () => {
    // 3 spans 110..410 (centre 260): 1 is centred at 125, 6 at 385.
    expect(spatialStep(uneven, 3, 'right')).toBe(6);
    expect(spatialStep(uneven, 0, 'right')).toBe(1);
    // 6 is centred at 385, like 11.
    expect(spatialStep(uneven, 6, 'right')).toBe(11);
    expect(spatialStep(uneven, 5, 'left')).toBe(1);
    expect(spatialStep(uneven, 1, 'left')).toBe(0);
    expect(spatialStep(uneven, 8, 'right')).toBe(6);
    expect(spatialStep(uneven, 9, 'left')).toBe(6);
  });

  it('goes only to the neighbouring column, never past it', () => {
    // 2 (centred at 25) would suit 0 (centred at 50) better than 1 does, but 1 is beside it.
    expect(spatialStep(uneven, 0, 'right')).toBe(1);
    expect(spatialStep(uneven, 2, 'left')).toBe(1);
  });

  it('stays at the outer columns', () => {
    expect(spatialStep(uneven, 3, 'left')).toBe(3);
    expect(spatialStep(uneven, 8, 'left')).toBe(8);
    expect(spatialStep(uneven, 10, 'right')).toBe(10);
  });

  it('takes the upper of two tiles whose centres are as near', () => {
    // The current tile spans 100..200 (centre 150); 95 and 205 are 55 away.
    expect(spatialStep([box(0, 100, 100), box(110, 0, 190), box(110, 195, 20)], 0, 'right')).toBe(1);
  });

  it('prefers a tile level with the current one to a nearer centre out of its reach', () => {
    // A short tile at 100..110 (centre 105): 1 ends above it (centre 49), 2 reaches down from 104.
    expect(spatialStep([box(0, 100, 10), box(110, 0, 98), box(110, 104, 600)], 0, 'right')).toBe(2);
    // With no tile level with it, the nearest centre.
    expect(spatialStep([box(0, 100, 4), box(110, 0, 98), box(110, 106, 600)], 0, 'right')).toBe(1);
  });

  it('knows columns that touch, with fractional widths', () => {
    // 1000 px in four columns without a gap: 250 each, computed, not measured.
    const { boxes } = layoutMasonry([1, 0.5, 1, 1, 1, 1], 1000, 0);
    expect(spatialStep(boxes, 0, 'right')).toBe(1);
    expect(spatialStep(boxes, 1, 'left')).toBe(0);
    expect(spatialStep(boxes, 1, 'down')).toBe(4);
    const { boxes: odd } = layoutMasonry([1, 1, 1, 1, 1, 1, 1], 1001, 6);
    expect(spatialStep(odd, 2, 'right')).toBe(3);
    expect(spatialStep(odd, 3, 'left')).toBe(2);
    expect(spatialStep(odd, 2, 'down')).toBe(6);
  });
});
