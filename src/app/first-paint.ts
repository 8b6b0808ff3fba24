/**
 * The page's first script (index.html lists it before the app): paints the pictures the
 * route's previous visit showed first (stores/first-screen.ts). It is small and runs as
 * soon as it arrives, 100-150 ms before the app's own script has been evaluated.
 */
import { showFirstScreen } from '../stores/first-screen';

showFirstScreen(window.location.pathname + window.location.search);
