import {
  containedSize,
  isDoubleTap,
  isTap,
  isZoomed,
  panBy,
  toggleZoom,
  wheelPixels,
  wheelZoomRatio,
  zoomAbout,
  zoomTransform,
  type Point,
  type Tap,
  type Zoom,
  type ZoomFrame,
} from '../../core/layout';

/** What the gestures act on: the zoom of one picture (use-zoom.ts). */
export interface ZoomHost {
  /** Only the current item's picture zooms. */
  enabled(): boolean;
  current(): Zoom;
  /** A settled zoom: a step of the wheel, a double-tap, the end of a pinch or drag. */
  commit(zoom: Zoom, smooth: boolean): void;
}

/** The box's frame, and where its top-left corner is on the screen, whatever its zoom. */
export function measure(box: HTMLElement): { frame: ZoomFrame; origin: Point } {
  const size = { width: box.offsetWidth, height: box.offsetHeight };
  const image = box.querySelector('img');
  const natural = image && image.naturalWidth > 0 ? { width: image.naturalWidth, height: image.naturalHeight } : undefined;
  // Its place as laid out, from its positioned parent: its own drawn rectangle carries the
  // transform, which may be halfway through easing.
  const parent = box.offsetParent?.getBoundingClientRect();
  const origin = { x: (parent?.left ?? 0) + box.offsetLeft, y: (parent?.top ?? 0) + box.offsetTop };
  return { frame: { box: size, content: containedSize(natural, size) }, origin };
}

interface Gesture {
  start: Zoom;
  frame: ZoomFrame;
  origin: Point;
  /** Box coordinates where the pointers were when this gesture (or its latest phase) began. */
  from: Point;
  /** The distance between two fingers at the start of a pinch. */
  spread?: number;
}

const midpoint = (points: Point[]): Point => ({
  x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
  y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
});

/**
 * Pinch, drag, double-tap, double-click and the wheel on a zoomable picture
 * (docs/views-and-keys.md, Zoom), as pointer and wheel listeners on its box. During a
 * pinch or drag only the box's transform changes, frame by frame; the host hears of the
 * zoom when the gesture ends. Returns the function that removes the listeners.
 */
export function attachZoomGestures(box: HTMLElement, host: ZoomHost): () => void {
  const pointers = new Map<number, Point>();
  let gesture: Gesture | undefined;
  let live: Zoom = host.current();
  let down: Tap | undefined;
  let lastTap: Tap | undefined;
  let lastPointerType = 'mouse';

  const local = (point: Point, origin: Point): Point => ({ x: point.x - origin.x, y: point.y - origin.y });

  /** Starts (or restarts, when a finger is added or lifted) a gesture from the current zoom. */
  const begin = (): void => {
    const { frame, origin } = measure(box);
    const points = [...pointers.values()];
    const [a, b] = points;
    gesture = {
      start: live,
      frame,
      origin,
      from: local(midpoint(points), origin),
      spread: a && b ? Math.hypot(a.x - b.x, a.y - b.y) : undefined,
    };
    // Rasterised once for the whole gesture, and following the fingers without easing.
    box.style.willChange = 'transform';
    box.style.transition = 'none';
    box.style.cursor = 'grabbing';
  };

  const stop = (): void => {
    gesture = undefined;
    box.style.willChange = '';
    box.style.transition = '';
    box.style.cursor = '';
  };

  const capture = (pointerId: number): void => {
    // A pointer the browser has already taken (a scroll began) can no longer be captured.
    if (box.hasPointerCapture(pointerId)) return;
    try {
      box.setPointerCapture(pointerId);
    } catch {
      pointers.delete(pointerId);
    }
  };

  const onPointerDown = (event: PointerEvent): void => {
    if (!host.enabled() || (event.pointerType === 'mouse' && event.button !== 0)) return;
    lastPointerType = event.pointerType;
    live = host.current();
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    down = pointers.size === 1 ? { time: event.timeStamp, point: { x: event.clientX, y: event.clientY } } : undefined;
    // One pointer on a fitted picture is the scroll view's: a scroll, a swipe or a tap.
    if (pointers.size < 2 && !isZoomed(live)) return;
    for (const id of [...pointers.keys()]) capture(id);
    begin();
  };

  const onPointerMove = (event: PointerEvent): void => {
    if (!pointers.has(event.pointerId)) return;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (!gesture) return;
    if (!host.enabled()) {
      // The item stopped being the current one mid-gesture: its zoom was reset.
      pointers.clear();
      stop();
      live = host.current();
      return;
    }
    const points = [...pointers.values()];
    const to = local(midpoint(points), gesture.origin);
    const [a, b] = points;
    if (gesture.spread && a && b) {
      live = zoomAbout(gesture.start, Math.hypot(a.x - b.x, a.y - b.y) / gesture.spread, gesture.from, to, gesture.frame);
    } else {
      live = panBy(gesture.start, to.x - gesture.from.x, to.y - gesture.from.y, gesture.frame);
    }
    box.style.transform = zoomTransform(live);
  };

  const onPointerUp = (event: PointerEvent): void => {
    if (!pointers.delete(event.pointerId)) return;
    const tap = { time: event.timeStamp, point: { x: event.clientX, y: event.clientY } };
    const tapped = event.type === 'pointerup' && event.pointerType !== 'mouse' && down !== undefined && isTap(down, tap);
    if (gesture) {
      if (pointers.size > 0) {
        begin();
      } else {
        stop();
        host.commit(live, false);
      }
    }
    // A double-click is the browser's own event (below); a double-tap is counted here.
    if (!tapped) return;
    if (isDoubleTap(lastTap, tap)) {
      lastTap = undefined;
      const { frame, origin } = measure(box);
      live = toggleZoom(live, local(tap.point, origin), frame);
      host.commit(live, true);
    } else {
      lastTap = tap;
    }
  };

  const onDoubleClick = (event: MouseEvent): void => {
    if (!host.enabled() || lastPointerType !== 'mouse') return;
    event.preventDefault();
    live = host.current();
    const { frame, origin } = measure(box);
    live = toggleZoom(live, local({ x: event.clientX, y: event.clientY }, origin), frame);
    host.commit(live, true);
  };

  const onWheel = (event: WheelEvent): void => {
    if (!host.enabled() || gesture) return;
    live = host.current();
    const zooming = event.ctrlKey || event.metaKey;
    // A plain wheel on a fitted picture scrolls the view, as before.
    if (!zooming && !isZoomed(live)) return;
    event.preventDefault();
    const { frame, origin } = measure(box);
    if (zooming) {
      const point = local({ x: event.clientX, y: event.clientY }, origin);
      live = zoomAbout(live, wheelZoomRatio(wheelPixels(event.deltaY, event.deltaMode, frame.box.height)), point, point, frame);
    } else {
      // The wheel moves the view over the picture: rolling down shows what is below.
      live = panBy(
        live,
        -wheelPixels(event.deltaX, event.deltaMode, frame.box.width),
        -wheelPixels(event.deltaY, event.deltaMode, frame.box.height),
        frame,
      );
    }
    host.commit(live, false);
  };

  // While zoomed, a finger's sideways drag pans the picture: the gallery's swipe
  // (hooks/use-swipe.ts, on an ancestor) must not also take it for next or previous. A
  // pinch from a fitted picture still lets its second finger through, which tells the
  // swipe that this is no swipe.
  const keepTouch = (event: TouchEvent): void => {
    if (isZoomed(host.current())) event.stopPropagation();
  };
  // A drag on a zoomed picture pans it; on a fitted one it may still carry the picture away.
  const noDrag = (event: DragEvent): void => {
    if (isZoomed(host.current())) event.preventDefault();
  };

  const listeners: [string, EventListener, AddEventListenerOptions?][] = [
    ['pointerdown', onPointerDown as EventListener],
    ['pointermove', onPointerMove as EventListener],
    ['pointerup', onPointerUp as EventListener],
    ['pointercancel', onPointerUp as EventListener],
    ['dblclick', onDoubleClick as EventListener],
    // Not passive: Ctrl+wheel would otherwise also zoom the whole page.
    ['wheel', onWheel as EventListener, { passive: false }],
    ['touchstart', keepTouch as EventListener, { passive: true }],
    ['touchend', keepTouch as EventListener, { passive: true }],
    ['dragstart', noDrag as EventListener],
  ];
  for (const [type, listener, options] of listeners) box.addEventListener(type, listener, options);
  return () => {
    for (const [type, listener] of listeners) box.removeEventListener(type, listener);
  };
}
