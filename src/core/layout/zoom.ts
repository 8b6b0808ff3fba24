/**
 * Zooming into a picture of the scroll view (docs/views-and-keys.md, Zoom), as pure
 * geometry. The picture's box is drawn with `translate(x, y) scale(scale)` about its
 * top-left corner, so the point p of the box shows at (x + scale·p.x, y + scale·p.y),
 * in the box's own coordinates.
 */

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface Zoom {
  scale: number;
  x: number;
  y: number;
}

/** The box the picture is drawn in (the item, a whole screen) and the picture inside it. */
export interface ZoomFrame {
  box: Size;
  /** The picture as drawn at scale 1: fitted into the box and centred (`object-fit: contain`). */
  content: Size;
}

export const FITTED: Zoom = { scale: 1, x: 0, y: 0 };
export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
/** Where a double-tap or double-click goes from the fitted picture. */
export const TAP_SCALE = 2;
/** One press of + or −: three presses go from 1× to past 3×. */
export const KEY_STEP = 1.5;
/**
 * Closer to 1 than this counts as fitted: a pinch let go at 1.01× would leave a picture
 * that holds the scroll view still (docs/views-and-keys.md, Zoom) for no visible gain.
 */
const FIT_SNAP = 1.02;

export function isZoomed(zoom: Zoom): boolean {
  return zoom.scale > MIN_SCALE;
}

export function clampScale(scale: number): number {
  if (!Number.isFinite(scale) || scale < FIT_SNAP) return MIN_SCALE;
  return Math.min(MAX_SCALE, scale);
}

/** The size of a picture fitted whole into the box; the box itself while the picture's size is unknown. */
export function containedSize(natural: Size | undefined, box: Size): Size {
  if (!natural || natural.width <= 0 || natural.height <= 0) return box;
  const ratio = Math.min(box.width / natural.width, box.height / natural.height);
  return { width: natural.width * ratio, height: natural.height * ratio };
}

/**
 * One axis of the pan: a picture wider than the screen may move until its edge meets the
 * screen's edge, never further; a narrower one stays centred.
 */
function clampAxis(offset: number, scale: number, box: number, content: number): number {
  const centred = (box * (1 - scale)) / 2;
  const slack = (content * scale - box) / 2;
  if (slack <= 0) return centred;
  return Math.min(centred + slack, Math.max(centred - slack, offset));
}

/** The zoom with its scale within limits and the picture on the screen. */
export function clampZoom(zoom: Zoom, frame: ZoomFrame): Zoom {
  const scale = clampScale(zoom.scale);
  if (scale === MIN_SCALE) return FITTED;
  return {
    scale,
    x: clampAxis(zoom.x, scale, frame.box.width, frame.content.width),
    y: clampAxis(zoom.y, scale, frame.box.height, frame.content.height),
  };
}

/**
 * `ratio` times the scale of `start`, with the point of the picture that was under `from`
 * brought under `to`: a pinch whose fingers moved (their midpoint went from `from` to
 * `to`), or a zoom about a still point when the two are the same.
 */
export function zoomAbout(start: Zoom, ratio: number, from: Point, to: Point, frame: ZoomFrame): Zoom {
  const scale = clampScale(start.scale * ratio);
  const picture = { x: (from.x - start.x) / start.scale, y: (from.y - start.y) / start.scale };
  return clampZoom({ scale, x: to.x - scale * picture.x, y: to.y - scale * picture.y }, frame);
}

export function panBy(zoom: Zoom, dx: number, dy: number, frame: ZoomFrame): Zoom {
  return clampZoom({ scale: zoom.scale, x: zoom.x + dx, y: zoom.y + dy }, frame);
}

/** Double-tap or double-click: a fitted picture goes to 2× about the point, a zoomed one back to fitted. */
export function toggleZoom(zoom: Zoom, point: Point, frame: ZoomFrame): Zoom {
  return isZoomed(zoom) ? FITTED : zoomAbout(zoom, TAP_SCALE / zoom.scale, point, point, frame);
}

/** + and −: one step about the middle of the screen. */
export function stepZoom(zoom: Zoom, direction: 'in' | 'out', frame: ZoomFrame): Zoom {
  const middle = { x: frame.box.width / 2, y: frame.box.height / 2 };
  return zoomAbout(zoom, direction === 'in' ? KEY_STEP : 1 / KEY_STEP, middle, middle, frame);
}

/** WheelEvent.deltaMode (UI Events): pixels, lines or pages. */
const LINE_PIXELS = 16;

/** A wheel delta in pixels; `page` is the size of a page in that direction. */
export function wheelPixels(delta: number, deltaMode: number, page: number): number {
  if (deltaMode === 1) return delta * LINE_PIXELS;
  if (deltaMode === 2) return delta * page;
  return delta;
}

/**
 * The scale ratio of one Ctrl+wheel event. A trackpad pinch arrives as many small deltas
 * (Chromium sends it as Ctrl+wheel) and a mouse notch as one of about 100 px; the cap
 * keeps a notch to a step of about 1.6×, not a jump to the limit.
 */
export function wheelZoomRatio(deltaPixels: number): number {
  const capped = Math.max(-50, Math.min(50, deltaPixels));
  return Math.exp(-capped / 100);
}

/** The CSS transform of a zoom; none when fitted. */
export function zoomTransform(zoom: Zoom): string {
  return isZoomed(zoom) ? `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` : 'none';
}

export function zoomPercent(zoom: Zoom): number {
  return Math.round(zoom.scale * 100);
}

/** A touch that went down and up in place, quickly. */
export interface Tap {
  time: number;
  point: Point;
}

/** A finger that moved further or stayed longer was dragging or holding, not tapping. */
const TAP_MS = 300;
const TAP_DISTANCE = 10;
/** Two taps this close in time and place are a double-tap (the usual 300 ms of touch screens). */
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_DISTANCE = 30;

/** Whether a touch that went `down` and came `up` was a tap. */
export function isTap(down: Tap, up: Tap): boolean {
  return up.time - down.time <= TAP_MS && Math.hypot(up.point.x - down.point.x, up.point.y - down.point.y) <= TAP_DISTANCE;
}

export function isDoubleTap(previous: Tap | undefined, tap: Tap): boolean {
  if (!previous) return false;
  const apart = Math.hypot(tap.point.x - previous.point.x, tap.point.y - previous.point.y);
  return tap.time - previous.time <= DOUBLE_TAP_MS && apart <= DOUBLE_TAP_DISTANCE;
}
