import { useEffect, useState } from 'react';

/** docs/views-and-keys.md, Slideshow view: the slideshow offers full screen. */
export function FullscreenButton() {
  const [active, setActive] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const update = (): void => setActive(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = (): void => {
    const change = active ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    void change.catch((error: unknown) => console.warn('Full screen was refused', error));
  };
  return (
    <button type="button" className="button slideshow__fullscreen" onClick={toggle} title={active ? 'Exit full screen' : 'Full screen'}>
      {active ? 'Exit full screen' : 'Full screen'}
    </button>
  );
}
