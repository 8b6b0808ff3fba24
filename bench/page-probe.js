// Runs inside the page under test (added with addInitScript before any app code):
// watches what the browser actually shows. A picture counts once its <img> has decoded
// pixels, its box is in the viewport and it is at least half opaque (a picture that
// fades in is not shown while it is still transparent); internal app state is never read.
// Plain JavaScript on purpose: it is injected as source text, untouched by any bundler.
(() => {
  const WATCH_MS = 5000;
  // Moves are counted only when the harness asks (bench/browser.ts): it reads every
  // picture's place every frame of the visit, work the page's own figures would include.
  const WATCH_MOVES = window.__probeMoves === true;
  const result = {
    firstPicture: null,
    twentyPictures: null,
    firstPaint: null,
    longTasks: [],
    visiblePictures: 0,
    scriptsBeforeFirstPicture: [],
    movesWithoutInput: 0,
    firstMoves: [],
  };
  window.__probe = result;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) result.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-paint') result.firstPaint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });

  // The opacity the picture is painted with: its own times every ancestor's.
  const paintedOpacity = (element) => {
    let opacity = 1;
    for (let node = element; node && opacity > 0; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    return opacity;
  };

  // A picture on screen that is somewhere else on the page a frame later, with no input
  // from the visitor in between, has moved by itself. Places are page coordinates, so the
  // visitor's own scrolling is no move.
  let input = false;
  for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart'])
    addEventListener(type, () => (input = true), { capture: true, passive: true });
  let places = new Map();
  const noteMoves = (shown) => {
    const next = new Map();
    for (const { image, box } of shown) {
      const place = `${Math.round(box.left + scrollX)},${Math.round(box.top + scrollY)},${Math.round(box.width)}`;
      const before = places.get(image);
      if (!input && before !== undefined && before !== place) {
        result.movesWithoutInput++;
        // The first few, to tell which picture moved, from where to where, and when.
        if (result.firstMoves.length < 5)
          result.firstMoves.push(`${image.src.split('/').pop()} ${before} -> ${place} at ${Math.round(performance.now())}`);
      }
      next.set(image, place);
    }
    places = next;
  };

  const picturesShown = () => {
    const shown = [];
    const height = window.innerHeight;
    const width = window.innerWidth;
    for (const image of Array.from(document.images)) {
      if (!image.complete || image.naturalWidth === 0) continue;
      const box = image.getBoundingClientRect();
      const inView = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < height && box.right > 0 && box.left < width;
      if (inView && paintedOpacity(image) >= 0.5) shown.push({ image, box });
    }
    return shown;
  };
  const countVisible = () => picturesShown().length;
  // Counted when read, so the probe can stop watching every frame (below).
  Object.defineProperty(result, 'visiblePictures', { get: countVisible, enumerable: true });
  const tick = () => {
    const shown = picturesShown();
    if (WATCH_MOVES) noteMoves(shown);
    const count = shown.length;
    const now = performance.now();
    if (count >= 1 && result.firstPicture === null) {
      result.firstPicture = now;
      // The script files the page had fetched by then: what the first picture waited for.
      const scripts = performance.getEntriesByType('resource').filter((entry) => /\.js$/.test(new URL(entry.name).pathname));
      result.scriptsBeforeFirstPicture = scripts.map((entry) => new URL(entry.name).pathname);
    }
    if (count >= 20 && result.twentyPictures === null) result.twentyPictures = now;
    // Its own layout reads every frame would add to the page's long tasks: once both
    // figures are known (and moves are not watched), or 5 s after the first picture (or
    // after the start, for moves), it stops; a harness may still be waiting for the first
    // one. Counted from the first picture, a late first screen still gets its twentieth.
    const until = (WATCH_MOVES ? 0 : (result.firstPicture ?? 0)) + WATCH_MS;
    const watching = result.firstPicture === null || (now < until && (WATCH_MOVES || result.twentyPictures === null));
    if (watching) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();
