import { describe, expect, it } from 'vitest';
import {
  clampScale,
  clampZoom,
  containedSize,
  FITTED,
  isDoubleTap,
  isTap,
  isZoomed,
  MAX_SCALE,
  panBy,
  stepZoom,
  toggleZoom,
  wheelPixels,
  wheelZoomRatio,
  zoomAbout,
  zoomPercent,
  zoomTransform,
  type Point,
  type Zoom,
  type ZoomFrame,
} from './zoom';

/** A 1000×600 screen showing a picture that fills it exactly. */
const FULL: ZoomFrame = { box: { width: 1000, height: 600 }, content: { width: 1000, height: 600 } };
/** The same screen with a wide picture fitted into it: a band 1000×300 across the middle. */
const BAND: ZoomFrame = { box: { width: 1000, height: 600 }, content: { width: 1000, height: 300 } };

/** Where the point p of the box shows on the screen under this zoom. */
const shown = (zoom: Zoom, p: Point): Point => ({ x: zoom.x + zoom.scale * p.x, y: zoom.y + zoom.scale * p.y });

/** The picture's edges on the screen: left, top, right, bottom. */
function edges(zoom: Zoom, frame: ZoomFrame): [number, number, number, number] {
  const left = (frame.box.width - frame.content.width) / 2;
  const top = (frame.box.height - frame.content.height) / 2;
  const a = shown(zoom, { x: left, y: top });
  const b = shown(zoom, { x: left + frame.content.width, y: top + frame.content.height });
  return [a.x, a.y, b.x, b.y];
}

describe('clampScale', () => {
  it('keeps the scale between fitted and 4×', () => {
    expect(clampScale(0.5)).toBe(1);
    expect(clampScale(2.5)).toBe(2.5);
    expect(clampScale(9)).toBe(MAX_SCALE);
    expect(clampScale(Number.NaN)).toBe(1);
  });

  it('counts a scale just above 1 as fitted', () => {
    expect(clampScale(1.01)).toBe(1);
    expect(clampScale(1.05)).toBe(1.05);
  });
});

describe('containedSize', () => {
  it('fits the picture whole into the box', () => {
    expect(containedSize({ width: 2000, height: 600 }, { width: 1000, height: 600 })).toEqual({ width: 1000, height: 300 });
    expect(containedSize({ width: 300, height: 600 }, { width: 1000, height: 600 })).toEqual({ width: 300, height: 600 });
  });

  it('takes the box while the picture has no size yet', () => {
    expect(containedSize(undefined, FULL.box)).toEqual(FULL.box);
    expect(containedSize({ width: 0, height: 0 }, FULL.box)).toEqual(FULL.box);
  });
});

describe('clampZoom', () => {
  it('lets a zoomed picture move until its edges meet the screen, never further', () => {
    const far = clampZoom({ scale: 2, x: 500, y: 500 }, FULL);
    expect(edges(far, FULL).slice(0, 2)).toEqual([0, 0]);
    const other = clampZoom({ scale: 2, x: -5000, y: -5000 }, FULL);
    expect(edges(other, FULL).slice(2)).toEqual([1000, 600]);
    const inside = { scale: 2, x: -300, y: -200 };
    expect(clampZoom(inside, FULL)).toEqual(inside);
  });

  it('centres the picture along a side where it is still smaller than the screen', () => {
    // The band at 1.5× is 450 px high on a 600 px screen: it stays in the middle.
    const zoom = clampZoom({ scale: 1.5, x: -100, y: 80 }, BAND);
    const [, top, , bottom] = edges(zoom, BAND);
    expect(top).toBeCloseTo(75);
    expect(bottom).toBeCloseTo(525);
    expect(zoom.x).toBe(-100);
  });

  it('comes back to fitted, at rest, when the scale does', () => {
    expect(clampZoom({ scale: 1, x: 40, y: -20 }, FULL)).toEqual(FITTED);
    expect(clampZoom({ scale: 0.6, x: 40, y: -20 }, FULL)).toEqual(FITTED);
  });
});

describe('zoomAbout', () => {
  it('keeps the point under the pointer where it is', () => {
    const point = { x: 300, y: 200 };
    const zoom = zoomAbout(FITTED, 2, point, point, FULL);
    expect(zoom.scale).toBe(2);
    expect(shown(zoom, point)).toEqual(point);
  });

  it('moves the picture with the fingers of a pinch', () => {
    const start = { scale: 2, x: -500, y: -300 };
    const from = { x: 500, y: 300 };
    const to = { x: 450, y: 280 };
    const zoom = zoomAbout(start, 1.5, from, to, FULL);
    expect(zoom.scale).toBe(3);
    // The point of the picture that was between the fingers is between them still.
    const picture = { x: (from.x - start.x) / start.scale, y: (from.y - start.y) / start.scale };
    expect(shown(zoom, picture).x).toBeCloseTo(to.x);
    expect(shown(zoom, picture).y).toBeCloseTo(to.y);
  });

  it('stops at the limit and keeps the picture on the screen near a corner', () => {
    const corner = { x: 990, y: 590 };
    const zoom = zoomAbout(FITTED, 10, corner, corner, FULL);
    expect(zoom.scale).toBe(MAX_SCALE);
    const [left, top, right, bottom] = edges(zoom, FULL);
    expect(left).toBeLessThanOrEqual(0);
    expect(top).toBeLessThanOrEqual(0);
    expect(right).toBeGreaterThanOrEqual(1000);
    expect(bottom).toBeGreaterThanOrEqual(600);
  });

  it('zooming out past fitted fits the picture again', () => {
    expect(zoomAbout({ scale: 2, x: -200, y: -100 }, 0.3, { x: 10, y: 10 }, { x: 10, y: 10 }, FULL)).toEqual(FITTED);
  });
});

describe('panBy', () => {
  it('moves a zoomed picture by the drag, within the screen', () => {
    const zoom = { scale: 2, x: -500, y: -300 };
    expect(panBy(zoom, 100, -50, FULL)).toEqual({ scale: 2, x: -400, y: -350 });
    expect(panBy(zoom, 10_000, 0, FULL).x).toBe(0);
  });

  it('does not move a fitted picture', () => {
    expect(panBy(FITTED, 100, 100, FULL)).toEqual(FITTED);
  });
});

describe('toggleZoom and stepZoom', () => {
  it('double-tap goes to 2× about the point, and back to fitted', () => {
    const point = { x: 250, y: 150 };
    const zoomed = toggleZoom(FITTED, point, FULL);
    expect(zoomed.scale).toBe(2);
    expect(shown(zoomed, point)).toEqual(point);
    expect(toggleZoom(zoomed, point, FULL)).toEqual(FITTED);
  });

  it('+ and − step about the middle, and − comes back to fitted', () => {
    const once = stepZoom(FITTED, 'in', FULL);
    expect(once.scale).toBe(1.5);
    expect(shown(once, { x: 500, y: 300 })).toEqual({ x: 500, y: 300 });
    let zoom = once;
    for (let press = 0; press < 6; press++) zoom = stepZoom(zoom, 'in', FULL);
    expect(zoom.scale).toBe(MAX_SCALE);
    expect(stepZoom(once, 'out', FULL)).toEqual(FITTED);
    expect(stepZoom(FITTED, 'out', FULL)).toEqual(FITTED);
  });
});

describe('the wheel', () => {
  it('reads lines and pages as pixels', () => {
    expect(wheelPixels(3, 0, 600)).toBe(3);
    expect(wheelPixels(3, 1, 600)).toBe(48);
    expect(wheelPixels(1, 2, 600)).toBe(600);
  });

  it('zooms in when rolled up, and a mouse notch is one step, not a jump', () => {
    expect(wheelZoomRatio(-4)).toBeGreaterThan(1);
    expect(wheelZoomRatio(4)).toBeLessThan(1);
    expect(wheelZoomRatio(-100)).toBeCloseTo(wheelZoomRatio(-50));
    expect(wheelZoomRatio(-100)).toBeLessThan(2);
  });
});

describe('the transform and the label', () => {
  it('draws a zoom as a translation then a scale, and nothing when fitted', () => {
    expect(zoomTransform({ scale: 2, x: -10, y: -20.5 })).toBe('translate(-10px, -20.5px) scale(2)');
    expect(zoomTransform(FITTED)).toBe('none');
    expect(isZoomed(FITTED)).toBe(false);
    expect(zoomPercent({ scale: 2.254, x: 0, y: 0 })).toBe(225);
  });
});

describe('taps', () => {
  const at = (time: number, x: number, y = 0) => ({ time, point: { x, y } });

  it('a tap is short and in place', () => {
    expect(isTap(at(0, 100), at(120, 104))).toBe(true);
    expect(isTap(at(0, 100), at(120, 140))).toBe(false);
    expect(isTap(at(0, 100), at(800, 100))).toBe(false);
  });

  it('two taps close in time and place are a double-tap', () => {
    expect(isDoubleTap(undefined, at(0, 100))).toBe(false);
    expect(isDoubleTap(at(0, 100), at(250, 110))).toBe(true);
    expect(isDoubleTap(at(0, 100), at(450, 100))).toBe(false);
    expect(isDoubleTap(at(0, 100), at(200, 300))).toBe(false);
  });
});
