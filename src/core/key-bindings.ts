/** SPEC.md section 2, "Keys and gestures", as a pure key -> action table. */
export type ViewName = 'grid' | 'scroll' | 'slideshow';

export type KeyAction = 'grid' | 'home' | 'scroll' | 'toggle-pause' | 'next' | 'previous' | 'clear-current' | 'help';

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
    case 'ArrowRight':
      return 'next';
    case 'ArrowLeft':
      return 'previous';
    case 'ArrowDown':
      return view === 'slideshow' ? undefined : 'next';
    case 'ArrowUp':
      return view === 'slideshow' ? undefined : 'previous';
    default:
      return undefined;
  }
}

/** The keys of SPEC.md section 2, as the help sheet lists them ("?" opens it). */
export const KEY_HELP: readonly { keys: string; what: string }[] = [
  { keys: 'Esc or G', what: 'Back to the grid' },
  { keys: 'H', what: 'Home (clears the filters)' },
  { keys: 'X', what: 'Scroll view' },
  { keys: '← → ↑ ↓', what: 'Previous and next picture' },
  { keys: 'S', what: 'Pause or resume the slideshow' },
  { keys: 'P or Space', what: 'Pause or resume, in the slideshow' },
  { keys: 'Swipe left or right', what: 'Next or previous picture' },
  { keys: '?', what: 'This list of keys' },
];

/** Keys typed into a text field belong to the field. */
export function isTypingTarget(target: { tagName?: string; isContentEditable?: boolean } | null): boolean {
  if (!target) return false;
  const tag = target.tagName?.toUpperCase();
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable === true;
}
