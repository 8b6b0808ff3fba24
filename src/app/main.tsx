// First: starts the address's feed while the rest of the app is evaluated.
import { feedStarted } from './early-start';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from '../config';
import { restoreSession } from '../stores/session-restore';
import { startTrustCircle } from '../stores/trust-filter';
import { mirrorMotionSetting } from './motion-attribute';
import { AppRouter } from './router';
import { registerServiceWorker } from './service-worker-registration';
import './app.css';

/**
 * The first render waits for the address's feed to start: on a first visit its request
 * goes out first, so the relay looks up the posts while React renders (the two take
 * about as long as each other); on a second visit the cached first screen is read first (one
 * IndexedDB read, which a render in progress would hold back), so the first render
 * already shows it. A slow network or a relay slow to connect keeps the page blank no
 * longer than this.
 */
const FEED_HEAD_START_MS = 300;

function render(): void {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <AppRouter />
    </StrictMode>,
  );
}

// The gallery places the page itself (the grid reveals its current picture when a view
// closes, and closing a view is a Back): the browser's restored position would undo it.
history.scrollRestoration = 'manual';

mirrorMotionSetting();

// docs/session-and-actions.md, Session restore on load: a stored session comes back on load.
restoreSession();
// docs/content-rules.md, Trust circle: what the feeds admit is set before their first items arrive.
startTrustCircle(config.trustRoot);

registerServiceWorker();

void Promise.race([feedStarted, new Promise((resolve) => setTimeout(resolve, FEED_HEAD_START_MS))]).then(render);
