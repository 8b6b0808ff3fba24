/**
 * The app's entry, after the page's first script (app/first-paint.ts): it opens the
 * address's feed and, unless a remembered first screen is painted, paints the feed's
 * posts as they come (app/paint-first-posts.ts). React and the screens are a chunk of
 * their own (app/app-root.tsx), fetched, evaluated and rendered only once that first
 * screen is drawn: evaluating them and the first render are long tasks, and no picture
 * is drawn during one (docs/cache-and-offline.md, First screen).
 */
import { firstScreen } from '../stores/first-screen';
import { appComes, startAddressFeed } from './early-start';
import { mirrorMotionSetting } from './motion-attribute';
import { paintFirstPosts } from './paint-first-posts';
import { registerServiceWorker } from './service-worker-registration';
import './app.css';

/**
 * The first render waits for the address's feed to start: on a first visit its request
 * goes out first, so the relay looks up the posts while React renders; on a second visit
 * the cached first screen is read first (one IndexedDB read, which a render in progress
 * would hold back), so the first render already shows it. A slow network or a relay slow
 * to connect keeps the app from rendering no longer than this.
 */
const FEED_HEAD_START_MS = 300;
/** Page time by which the app renders, however far a first screen being painted has come. */
const FIRST_SCREEN_WAIT_MS = 1_500;

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

// The gallery places the page itself (the grid reveals its current picture when a view
// closes, and closing a view is a Back): the browser's restored position would undo it.
history.scrollRestoration = 'manual';

mirrorMotionSetting();

registerServiceWorker();

const feedStarted = startAddressFeed();
if (!firstScreen.showing()) paintFirstPosts(window.location.pathname, window.location.search);

void Promise.race([feedStarted, delay(FEED_HEAD_START_MS)])
  .then(() => Promise.race([firstScreen.ready(), delay(FIRST_SCREEN_WAIT_MS - performance.now())]))
  .then(() => {
    appComes();
    return import('./app-root');
  })
  .then(({ renderApp }) => renderApp())
  // Counted from here, not from the first picture: a slow start keeps the painted screen
  // up until the grid takes it over (docs/cache-and-offline.md, First screen).
  .finally(() => firstScreen.appStarted());
