import { useEffect, useState } from 'react';

/**
 * Whether at least `share` (0 to 1) of the element is on screen, from an
 * IntersectionObserver: the browser reports each crossing, so nothing is measured on
 * scroll.
 */
export function useInView(element: Element | null, share: number): boolean {
  const [inView, setInView] = useState<{ element: Element; inView: boolean }>();

  useEffect(() => {
    if (!element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setInView({ element, inView: entry.isIntersecting && entry.intersectionRatio >= share });
      },
      { threshold: share },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, share]);

  // A report about an element no longer shown says nothing of the one shown now.
  return inView !== undefined && inView.element === element && inView.inView;
}
