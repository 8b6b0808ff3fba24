/**
 * A press on a picture of the painted first screen (stores/first-screen-posts.ts), kept
 * until the gallery can act on it: a press made before React has rendered opens that
 * picture as a press on its grid tile would, once the gallery is there.
 */
type Listener = (key: string) => void;

export interface FirstScreenPress {
  /** The viewer pressed the painted picture of the feed item `key`. */
  press(key: string): void;
  /** Hands `listener` a press not yet acted on, then every later one; the function returned stops. */
  listen(listener: Listener): () => void;
}

/** One page's presses: the page has one, tests make a fresh one per case. */
export function createFirstScreenPress(): FirstScreenPress {
  let pressed: string | undefined;
  const listeners = new Set<Listener>();
  return {
    press(key) {
      if (listeners.size === 0) pressed = key;
      for (const listener of listeners) listener(key);
    },
    listen(listener) {
      listeners.add(listener);
      const waiting = pressed;
      pressed = undefined;
      if (waiting !== undefined) listener(waiting);
      return () => void listeners.delete(listener);
    },
  };
}

const page = createFirstScreenPress();

export const pressFirstScreenPicture = page.press;
export const onFirstScreenPress = page.listen;
