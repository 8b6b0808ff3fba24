import { describe, expect, it } from 'vitest';
import { isTypingTarget, KEY_HELP, keyAction } from './key-bindings';

describe('keyAction', () => {
  it('maps the keys of docs/views-and-keys.md', () => {
    expect(keyAction({ key: 'Escape' }, 'scroll')).toBe('grid');
    expect(keyAction({ key: 'Escape' }, 'grid')).toBe('clear-current');
    expect(keyAction({ key: 'G' }, 'slideshow')).toBe('grid');
    expect(keyAction({ key: 'h' }, 'grid')).toBe('home');
    expect(keyAction({ key: 'x' }, 'grid')).toBe('scroll');
    expect(keyAction({ key: 's' }, 'scroll')).toBe('toggle-pause');
    expect(keyAction({ key: 'p' }, 'slideshow')).toBe('toggle-pause');
    expect(keyAction({ key: ' ' }, 'slideshow')).toBe('toggle-pause');
    expect(keyAction({ key: 'ArrowRight' }, 'slideshow')).toBe('next');
    expect(keyAction({ key: 'ArrowLeft' }, 'slideshow')).toBe('previous');
  });

  it('gives the grid directions and the other views previous and next', () => {
    expect(keyAction({ key: 'ArrowUp' }, 'grid')).toBe('up');
    expect(keyAction({ key: 'ArrowDown' }, 'grid')).toBe('down');
    expect(keyAction({ key: 'ArrowLeft' }, 'grid')).toBe('left');
    expect(keyAction({ key: 'ArrowRight' }, 'grid')).toBe('right');
    expect(keyAction({ key: 'ArrowDown' }, 'scroll')).toBe('next');
    expect(keyAction({ key: 'ArrowRight' }, 'scroll')).toBe('next');
    expect(keyAction({ key: 'ArrowUp' }, 'scroll')).toBe('previous');
    expect(keyAction({ key: 'ArrowLeft' }, 'scroll')).toBe('previous');
    // docs/views-and-keys.md, Keys and gestures: the slideshow has only right and left.
    expect(keyAction({ key: 'ArrowUp' }, 'slideshow')).toBeUndefined();
    expect(keyAction({ key: 'ArrowDown' }, 'slideshow')).toBeUndefined();
    expect(keyAction({ key: 'ArrowRight', altKey: true }, 'grid')).toBeUndefined();
  });

  it('leaves space to the page outside the slideshow and ignores modified keys', () => {
    expect(keyAction({ key: ' ' }, 'grid')).toBeUndefined();
    expect(keyAction({ key: 'p' }, 'grid')).toBeUndefined();
    expect(keyAction({ key: 'g', ctrlKey: true }, 'scroll')).toBeUndefined();
    expect(keyAction({ key: 'r', metaKey: true }, 'grid')).toBeUndefined();
    expect(keyAction({ key: 'q' }, 'grid')).toBeUndefined();
  });
});

describe('the zoom keys', () => {
  it("zoom the scroll view's picture, with or without Shift", () => {
    expect(keyAction({ key: '+' }, 'scroll')).toBe('zoom-in');
    expect(keyAction({ key: '=' }, 'scroll')).toBe('zoom-in');
    expect(keyAction({ key: '-' }, 'scroll')).toBe('zoom-out');
    expect(keyAction({ key: '0' }, 'scroll')).toBe('zoom-reset');
  });

  it('belong to the scroll view only, and leave Ctrl and Meta to the page zoom', () => {
    for (const key of ['+', '=', '-', '0']) {
      expect(keyAction({ key }, 'grid')).toBeUndefined();
      expect(keyAction({ key }, 'slideshow')).toBeUndefined();
      expect(keyAction({ key, ctrlKey: true }, 'scroll')).toBeUndefined();
      expect(keyAction({ key, metaKey: true }, 'scroll')).toBeUndefined();
    }
  });
});

describe('the comments key', () => {
  it("opens the picture's comments from the scroll view and the slideshow, not the grid", () => {
    expect(keyAction({ key: 'c' }, 'scroll')).toBe('comments');
    expect(keyAction({ key: 'C' }, 'slideshow')).toBe('comments');
    expect(keyAction({ key: 'c' }, 'grid')).toBeUndefined();
    expect(keyAction({ key: 'c', ctrlKey: true }, 'scroll')).toBeUndefined();
  });
});

describe('the help key', () => {
  it('opens the key list from every view', () => {
    for (const view of ['grid', 'scroll', 'slideshow'] as const) expect(keyAction({ key: '?' }, view)).toBe('help');
  });

  it('lists a key for every action the keys reach', () => {
    const listed = KEY_HELP.map((entry) => entry.keys).join(' ');
    for (const key of ['Esc', 'G', 'H', 'X', 'S', 'P', 'Space', 'C', '?', '←', '→', '↑', '↓', '+', '−', '0']) expect(listed).toContain(key);
  });

  it('says what the arrows do in the grid', () => {
    const grid = KEY_HELP.find((entry) => entry.what.startsWith('In the grid'));
    expect(grid?.keys).toBe('← → ↑ ↓');
    expect(grid?.what).toMatch(/above or below/);
  });
});

describe('isTypingTarget', () => {
  it('recognises text fields', () => {
    expect(isTypingTarget({ tagName: 'input' })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTypingTarget({ tagName: 'BUTTON' })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
