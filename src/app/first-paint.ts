/**
 * The page's first script (index.html lists it before the app): it runs as soon as its
 * small files have arrived, before the app's own script has been evaluated. A second visit
 * paints the pictures the route's previous visit showed first (stores/first-screen.ts);
 * a first visit sends the feed's request to the relay (stores/early-request.ts), the
 * relays the visitor added among those it asks (stores/stored-settings.ts). The app's
 * entry then opens the feed and paints its posts as they come (app/main.ts).
 */
import { addressAfterRedirect } from '../core/routes';
import { askRelayForAddress } from '../stores/early-request';
import { showFirstScreen } from '../stores/first-screen';
import { readFromStoredRelays } from '../stores/stored-settings';

// Home is remembered under the address it redirects to.
const { pathname, search } = addressAfterRedirect(window.location.pathname, window.location.search);
readFromStoredRelays();
showFirstScreen(pathname + search);
askRelayForAddress(pathname, search);
