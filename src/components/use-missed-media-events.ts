import { useEffect, useEffectEvent } from 'react';

export interface MediaEventHandlers {
  onError?(): void;
  onLoadedMetadata?(element: HTMLMediaElement): void;
}

/**
 * A media element's error or metadata that came before React was listening. React makes
 * an element, with its address, in a render it may finish later; a file that fails or
 * loads before then fires its event at an element not yet in the page, and React drops
 * it. So once the element is mounted, what it has already reached is handed on. The
 * handlers must bear being called twice (an event just after mounting reaches both).
 */
export function useMissedMediaEvents(element: HTMLMediaElement | null, handlers: MediaEventHandlers): void {
  const failed = useEffectEvent(() => handlers.onError?.());
  const loaded = useEffectEvent((media: HTMLMediaElement) => handlers.onLoadedMetadata?.(media));
  useEffect(() => {
    if (!element) return;
    if (element.error) failed();
    else if (element.readyState >= HTMLMediaElement.HAVE_METADATA) loaded(element);
  }, [element]);
}
