/** docs/views-and-keys.md, Keys and gestures, as a pure key -> action table. */
import type { Direction } from './spatial-step';

export type ViewName = 'grid' | 'scroll' | 'slideshow';

/**
 * The grid's arrows are directions (docs/views-and-keys.md, Keys and gestures: it moves by place); the other views step in order.
 * The zoom actions are the scroll view's only (docs/views-and-keys.md, Zoom).
 */
export type KeyAction =
  | 'grid'
  | 'home'
  | 'scroll'
  | 'toggle-pause'
  | 'next'
  | 'previous'
  | Direction
  | 'clear-current'
  | 'help'
  | 'comments'
  | 'zoom-in'
  | 'zoom-out'
  | 'zoom-reset';

const ARROWS: Readonly<Record<string, Direction>> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

export function keyAction(input: KeyInput, view: ViewName): KeyAction | undefined {
  // Browser and system shortcuts (copy, reload, find…) are never ours.
  if (input.ctrlKey || input.metaKey || input.altKey) return undefined;
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  const arrow = ARROWS[key];
  if (arrow) return arrowAction(arrow, view);
  switch (key) {
    case 'Escape':
      return view === 'grid' ? 'clear-current' : 'grid';
    case 'g':
      return 'grid';
    case 'h':
      return 'home';
    case 'x':
      return 'scroll';
    case 's':
      return 'toggle-pause';
    case 'p':
    case ' ':
      return view === 'slideshow' ? 'toggle-pause' : undefined;
    case '?':
      return 'help';
    // The comments of the picture on screen (docs/views-and-keys.md, Comments); the grid has no one picture on screen.
    case 'c':
      return view === 'grid' ? undefined : 'comments';
    // "=" is "+" without Shift on many keyboards; with Ctrl or Meta these zoom the page, above.
    case '+':
    case '=':
      return view === 'scroll' ? 'zoom-in' : undefined;
    case '-':
      return view === 'scroll' ? 'zoom-out' : undefined;
    case '0':
      return view === 'scroll' ? 'zoom-reset' : undefined;
    default:
      return undefined;
  }
}

function arrowAction(arrow: Direction, view: ViewName): KeyAction | undefined {
  if (view === 'grid') return arrow;
  // docs/views-and-keys.md, Keys and gestures: in the slideshow right is next and left previous; up and down stay the page's.
  if (view === 'slideshow') return arrow === 'right' ? 'next' : arrow === 'left' ? 'previous' : undefined;
  // The scroll view is one column: down and right go on, up and left go back.
  return arrow === 'down' || arrow === 'right' ? 'next' : 'previous';
}

/** The keys of docs/views-and-keys.md, Keys and gestures, as the help sheet lists them ("?" opens it). */
export const KEY_HELP: readonly { keys: string; what: string }[] = [
  { keys: 'Esc or G', what: 'Back to the grid' },
  { keys: 'H', what: 'Home (clears the filters)' },
  { keys: 'X', what: 'Scroll view' },
  { keys: '← → ↑ ↓', what: 'In the grid: the picture to the left, right, above or below' },
  { keys: '← →', what: 'Previous and next picture (↑ ↓ too, in the scroll view)' },
  { keys: 'S', what: 'Pause or resume the slideshow' },
  { keys: 'P or Space', what: 'Pause or resume, in the slideshow' },
  { keys: 'Swipe left or right', what: 'Next or previous picture' },
  { keys: 'C', what: "The picture's comments, in the scroll view or the slideshow" },
  { keys: '+ − 0', what: 'Zoom the picture in, out, or back to fitted, in the scroll view' },
  { keys: 'Double-click, pinch or Ctrl+wheel', what: 'Zoom at that point, in the scroll view; drag to look around' },
  { keys: '?', what: 'This list of keys' },
];

/** Keys typed into a text field belong to the field. */
export function isTypingTarget(target: { tagName?: string; isContentEditable?: boolean } | null): boolean {
  if (!target) return false;
  const tag = target.tagName?.toUpperCase();
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable === true;
}
