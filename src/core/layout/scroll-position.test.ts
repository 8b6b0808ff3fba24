import { describe, expect, it } from 'vitest';
import { currentFromScroll, renderWindow } from './scroll-position';

describe('currentFromScroll', () => {
  it('switches once 70% of an item is visible', () => {
    expect(currentFromScroll(0, 800, 10, 0)).toBe(0);
    expect(currentFromScroll(800 * 0.29, 800, 10, 0)).toBe(0);
    expect(currentFromScroll(800 * 0.5, 800, 10, 0)).toBe(0);
    expect(currentFromScroll(800 * 0.5, 800, 10, 1)).toBe(1);
    expect(currentFromScroll(800 * 0.75, 800, 10, 0)).toBe(1);
    expect(currentFromScroll(800 * 3, 800, 10, 0)).toBe(3);
  });

  it('stays inside the list', () => {
    expect(currentFromScroll(99_999, 800, 3, 0)).toBe(2);
    expect(currentFromScroll(-50, 800, 3, 0)).toBe(0);
    expect(currentFromScroll(100, 0, 3, 2)).toBe(0);
  });
});

describe('renderWindow', () => {
  it('clamps the window to the list', () => {
    expect(renderWindow(0, 100, 5)).toEqual({ first: 0, last: 5 });
    expect(renderWindow(50, 100, 5)).toEqual({ first: 45, last: 55 });
    expect(renderWindow(99, 100, 5)).toEqual({ first: 94, last: 99 });
  });
});
