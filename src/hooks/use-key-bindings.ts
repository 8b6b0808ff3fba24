import { useEffect, useEffectEvent } from 'react';
import { isTypingTarget, keyAction, type KeyAction, type ViewName } from '../core/layout';

/**
 * Calls `onAction` for the keys of docs/views-and-keys.md, Keys and gestures; keys typed into a field are ignored.
 * A handler returns false for an action it leaves to another binding (the slideshow steps
 * itself), so the key is not consumed.
 */
export function useKeyBindings(view: ViewName, onAction: (action: KeyAction) => boolean | void): void {
  const handle = useEffectEvent(onAction);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || isTypingTarget(event.target as HTMLElement | null)) return;
      // An open dialog (login, help, an invoice) has the keys: "h" must not leave the page behind it.
      if (document.querySelector('dialog[open]')) return;
      const action = keyAction(event, view);
      if (!action) return;
      if (handle(action) !== false) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [view]);
}
