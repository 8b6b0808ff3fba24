import { appUpdateActions } from '../stores/app-update-store';
import { whenFirstPicturesShown } from '../stores/first-pictures';
import { whenIdle } from '../stores/when-idle';

/** The worker registers by then at the latest, idle or not. */
const IDLE_WITHIN_MS = 5_000;

/**
 * The waiting version activates and the page reloads under it. The reload is ours: the
 * registration helper reloads only for an update it found itself at start, not for one
 * the browser found later (a new deploy while the page was open).
 */
function takeOver(update: (reload?: boolean) => Promise<void>): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  void update(true);
}

/**
 * Registers the service worker once the first screen's pictures are shown and the page
 * has gone idle: its module (a chunk of its own) and the install, which fetches the whole
 * app shell, must not compete with the first pictures.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const start = () => {
    void import('virtual:pwa-register').then(({ registerSW }) => {
      const update = registerSW({ onNeedRefresh: () => appUpdateActions.offer(() => takeOver(update)) });
    });
  };
  void whenFirstPicturesShown()
    .then(() => whenIdle(IDLE_WITHIN_MS))
    .then(start);
}
