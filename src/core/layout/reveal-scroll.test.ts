import { describe, expect, it } from 'vitest';
import { revealScroll } from './reveal-scroll';

const viewport = { height: 800, topInset: 60, bottomInset: 20 };

describe('revealScroll', () => {
  it('leaves a box that is seen whole where it is', () => {
    expect(revealScroll({ top: 60, bottom: 780 }, viewport)).toBe(0);
    expect(revealScroll({ top: 300, bottom: 500 }, viewport)).toBe(0);
  });

  it('scrolls the least that shows a partly seen box whole', () => {
    expect(revealScroll({ top: 700, bottom: 900 }, viewport)).toBe(120);
    expect(revealScroll({ top: -50, bottom: 150 }, viewport)).toBe(-110);
  });

  it('treats a box under the top inset as not seen there', () => {
    expect(revealScroll({ top: 20, bottom: 220 }, viewport)).toBe(-40);
  });

  it('centres a box none of which is seen', () => {
    expect(revealScroll({ top: 2000, bottom: 2200 }, viewport)).toBe(1680);
    expect(revealScroll({ top: -1000, bottom: -800 }, viewport)).toBe(-1320);
  });

  it('shows a box taller than the space from its top', () => {
    expect(revealScroll({ top: 500, bottom: 1500 }, viewport)).toBe(440);
    expect(revealScroll({ top: -400, bottom: 900 }, viewport)).toBe(-460);
  });
});
