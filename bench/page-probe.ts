/** What bench/page-probe.js records in the page. */
import { fileURLToPath } from 'node:url';

export interface ProbeResult {
  firstPicture: number | null;
  twentyPictures: number | null;
  firstPaint: number | null;
  longTasks: { start: number; duration: number }[];
  visiblePictures: number;
  /** Paths of the scripts fetched before the first picture showed. */
  scriptsBeforeFirstPicture: string[];
  /** Frames in which a picture on screen was somewhere else than the frame before, with no input. */
  movesWithoutInput: number;
  /** The first few of those moves: the picture's file name, its places (x,y,width) and the time. */
  firstMoves: string[];
}

declare global {
  interface Window {
    __probe: ProbeResult;
  }
}

/** For `page.addInitScript({ path })`. */
export const PROBE_SCRIPT = fileURLToPath(new URL('./page-probe.js', import.meta.url));
