import { useEffect, useRef } from 'react';
import { isTypingTarget, keyAction, type KeyAction, type ViewName } from '../core/key-bindings';

/** Calls `onAction` for the keys of SPEC.md section 2; keys typed into a field are ignored. */
export function useKeyBindings(view: ViewName, onAction: (action: KeyAction) => void): void {
  const handler = useRef(onAction);
  handler.current = onAction;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || isTypingTarget(event.target as HTMLElement | null)) return;
      const action = keyAction(event, view);
      if (!action) return;
      event.preventDefault();
      handler.current(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [view]);
}
