/**
 * Whether the first screen painted before React has room left (stores/first-screen-posts.ts):
 * once its boxes reach the window's bottom, the first request's posts still to be checked
 * are below it, and their checks wait for its pictures and go to the worker
 * (docs/data-and-requests.md, Verified before shown). A page with no painted first screen
 * checks a large screen's worth on the page (core/feed/check-batches.ts).
 */

let full = false;

/** The painted first screen's boxes reach the window's bottom, or no longer do (a picture failed). */
export function noteFirstScreenFull(isFull: boolean): void {
  full = isFull;
}

export function firstScreenFull(): boolean {
  return full;
}
