import { describe, expect, it } from 'vitest';
import { MAX_SLIDE_SECONDS, MIN_SLIDE_SECONDS, parseSlideshowAddress, withScreenMode } from './slideshow-address';
import { SLIDE_INTERVAL_MS } from '../layout/slideshow-order';

describe('parseSlideshowAddress', () => {
  it('is the plain slideshow at the default pace without its parameters', () => {
    expect(parseSlideshowAddress('?view=slideshow')).toEqual({ screen: false, slideMs: SLIDE_INTERVAL_MS });
  });

  it('turns screen mode on only with the exact value true', () => {
    expect(parseSlideshowAddress('?view=slideshow&screen=true').screen).toBe(true);
    for (const value of ['1', 'TRUE', 'yes', '']) expect(parseSlideshowAddress(`?screen=${value}`).screen).toBe(false);
  });

  it('reads the time per picture in seconds, a tenth at the finest, within its bounds', () => {
    expect(parseSlideshowAddress('?slide=5').slideMs).toBe(5000);
    expect(parseSlideshowAddress('?slide=1.2').slideMs).toBe(1200);
    expect(parseSlideshowAddress(`?slide=${MIN_SLIDE_SECONDS}`).slideMs).toBe(MIN_SLIDE_SECONDS * 1000);
    expect(parseSlideshowAddress(`?slide=${MAX_SLIDE_SECONDS}`).slideMs).toBe(MAX_SLIDE_SECONDS * 1000);
    for (const value of ['0', '0.5', '3601', '-2', '1e3', '2.25', 'fast', '']) {
      expect(parseSlideshowAddress(`?slide=${value}`).slideMs).toBe(SLIDE_INTERVAL_MS);
    }
  });
});

describe('withScreenMode', () => {
  it('adds and removes the flag, keeping every other parameter in its place', () => {
    const on = withScreenMode('?type=image&view=slideshow', true);
    expect(on).toBe('?type=image&view=slideshow&screen=true');
    expect(withScreenMode(on, true)).toBe(on);
    expect(withScreenMode(on, false)).toBe('?type=image&view=slideshow');
    expect(withScreenMode('?screen=true', false)).toBe('');
  });
});
