/**
 * A press on a picture of the painted first screen (stores/first-screen-posts.ts), kept
 * until the gallery can act on it: a press made before React has rendered opens that
 * picture as a press on its grid tile would, once the gallery is there.
 */
type Listener = (key: string) => void;

let pressed: string | undefined;
const listeners = new Set<Listener>();

/** The viewer pressed the painted picture of the feed item `key`. */
export function pressFirstScreenPicture(key: string): void {
  if (listeners.size === 0) pressed = key;
  for (const listener of listeners) listener(key);
}

/** Hands `listener` a press not yet acted on, then every later one; the function returned stops. */
export function onFirstScreenPress(listener: Listener): () => void {
  listeners.add(listener);
  const waiting = pressed;
  pressed = undefined;
  if (waiting !== undefined) listener(waiting);
  return () => listeners.delete(listener);
}
